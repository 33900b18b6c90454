import { Text } from "@mantine/core";
import { formatNumber, type Material } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { RecordPicker, useRecordPicker } from "../../../components/RecordPicker";
import { useSubject } from "../../../session/subject";
import { useGroups } from "../../groups/queries";
import { useMaterialList } from "../../material/queries";
import { pickerReach } from "../stoichiometry/pickerReach";

interface SupplyPickerProps {
  groupIdx: number;
  /** Row number, for the button's label. */
  row: number;
  onPick: (supply: Material) => void;
}

/**
 * Searches the book's group supplies as you type; picking one links the row. Who does not read
 * that group's supplies (a MoA partner) is told so instead, as by the reagent picker.
 */
export function SupplyPicker({ groupIdx, row, onPick }: SupplyPickerProps) {
  const { t } = useTranslation();
  const picker = useRecordPicker();
  const groups = useGroups();
  const reach = pickerReach(useSubject(), groupIdx, groups.data);
  const list = useMaterialList(
    picker.opened && picker.settled !== "" && reach === "search"
      ? { groupIdx, q: picker.settled, page: 1, size: 8 }
      : null,
  );

  return (
    <RecordPicker
      picker={picker}
      texts={{
        title: t("supplies.picker.title"),
        openRow: t("supplies.picker.openRow", { row }),
        open: t("supplies.picker.open"),
        search: t("supplies.picker.search"),
        hint: t("supplies.picker.hint"),
        searching: t("supplies.picker.searching"),
        empty: t("supplies.picker.empty"),
        notLinked: t("supplies.picker.notLinked"),
      }}
      reachable={reach !== "notLinked"}
      list={list}
      items={list.data?.items ?? []}
      itemKey={(supply) => supply.materialIdx}
      onPick={(supply) => {
        onPick(supply);
        picker.close();
      }}
      testId="supply-picker"
      renderItem={(supply) => (
        <>
          <Text size="sm" fw={600} lineClamp={1}>
            {supply.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[supply.spec, supply.serialNo, t("supplies.picker.left", { quantity: formatNumber(supply.quantity) })]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </>
      )}
    />
  );
}
