import { formatNumber, type MaterialHistoryEntry } from "@enote/shared";
import type { TFunction } from "i18next";

/** The line under a supply history entry's title, in the reader's language: the quantity it left. */
export function supplyHistoryDetail(entry: MaterialHistoryEntry, t: TFunction): string | null {
  const { quantity } = entry;
  if (!quantity) return null;
  const after = formatNumber(quantity.after);
  if (quantity.before === null) return t("supplies.history.createdDetail", { after });
  const before = formatNumber(quantity.before);
  if (entry.kind === "used" && entry.used !== null) {
    return t("supplies.history.usedDetail", { used: formatNumber(entry.used), before, after });
  }
  return t("supplies.history.change", { before, after });
}
