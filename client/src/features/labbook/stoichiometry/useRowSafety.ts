import type { InventoryLabel } from "@enote/shared";
import { useLabels } from "../../inventory/queries";
import type { Safety } from "./RowSafety";
import type { RowCalc } from "./useStoichiometry";

/**
 * The hazards of the rows' linked bottles, by rowKey (what the bottles' labels say). Nothing for a
 * share link's viewer (`enabled` false) or for bottles the member may not see.
 */
export function useRowSafety(calcs: readonly RowCalc[], enabled: boolean): Map<string, Safety> {
  const rowKeys = [...new Set(calcs.map((calc) => calc.reading.rowKey).filter((key): key is string => Boolean(key)))];
  const labels = useLabels(enabled ? rowKeys : [], []);
  return new Map(
    (labels.data ?? []).map((label: InventoryLabel) => [
      label.rowKey,
      { pictograms: label.pictograms, restricted: label.restricted },
    ]),
  );
}
