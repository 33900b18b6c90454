import { Group, Loader, Text } from "@mantine/core";
import { apiPaths, formatAmount, type InventoryItem, type InventoryListItem, type InventoryPage } from "@enote/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { RecordPicker, useRecordPicker } from "../../../components/RecordPicker";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { queryKeys } from "../../../lib/queryKeys";
import { useSubject } from "../../../session/subject";
import { useGroups } from "../../groups/queries";
import { queryString } from "../../inventory/queries";
import { pickerReach } from "./pickerReach";

interface InventoryPickerProps {
  groupIdx: number;
  /** Row number, for the button's label. */
  row: number;
  onPick: (item: InventoryItem) => void;
}

/**
 * Searches the book's group inventory as you type; picking one fills the row from the item. A MoA
 * partner, who does not read the host lab's inventory, is told so instead (`pickerReach`).
 */
export function InventoryPicker({ groupIdx, row, onPick }: InventoryPickerProps) {
  const { t } = useTranslation();
  const picker = useRecordPicker();
  const client = useQueryClient();
  const groups = useGroups();
  const reach = pickerReach(useSubject(), groupIdx, groups.data);
  const params = { groupIdx, q: picker.settled, size: 8, page: 1 };
  const list = useQuery({
    queryKey: queryKeys.inventory.list(params),
    queryFn: ({ signal }) => api.get<InventoryPage>(`${apiPaths.inventory.list}?${queryString(params)}`, { signal }),
    enabled: picker.opened && picker.settled !== "" && reach === "search",
  });
  const [picking, setPicking] = useState<string | null>(null);

  const pick = async (hit: InventoryListItem) => {
    setPicking(hit.rowKey);
    try {
      // The list leaves out the chemistry (SMILES, formula, weight): the item has it.
      const item = await client.fetchQuery({
        queryKey: queryKeys.inventory.detail(hit.rowKey),
        queryFn: () => api.get<InventoryItem>(apiPaths.inventory.item(hit.rowKey)),
      });
      onPick(item);
      picker.close();
    } catch (error) {
      showToast(t("stoichiometry.picker.failed", { reason: errorMessage(error) }), "failure");
    } finally {
      setPicking(null);
    }
  };

  return (
    <RecordPicker
      picker={picker}
      texts={{
        title: t("stoichiometry.picker.title"),
        openRow: t("stoichiometry.picker.openRow", { row }),
        open: t("stoichiometry.picker.open"),
        search: t("stoichiometry.picker.search"),
        hint: t("stoichiometry.picker.hint"),
        searching: t("stoichiometry.picker.searching"),
        empty: t("stoichiometry.picker.empty"),
        notLinked: t("stoichiometry.picker.notLinked"),
      }}
      reachable={reach !== "notLinked"}
      list={list}
      items={list.data?.items ?? []}
      itemKey={(item) => item.rowKey}
      onPick={(item) => void pick(item)}
      busy={picking !== null}
      testId="inventory-picker"
      renderItem={(item) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} lineClamp={1}>
              {item.name}
              {item.nameEn && item.nameEn !== item.name ? ` · ${item.nameEn}` : ""}
            </Text>
            {picking === item.rowKey ? <Loader size="xs" /> : null}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              item.casNo,
              t("stoichiometry.picker.left", { amount: formatAmount(item.amount, item.unit) }),
              item.location ? t("stoichiometry.picker.location", { location: item.location }) : null,
              item.purerate !== null ? t("stoichiometry.picker.purity", { purity: item.purerate }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </>
      )}
    />
  );
}
