import { ActionIcon, Group, Loader, Popover, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { apiPaths, formatAmount, type InventoryItem, type InventoryListItem, type InventoryPage } from "@enote/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../../../components/icons";
import { showToast } from "../../../components/dialogs";
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
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState("");
  const [settled] = useDebouncedValue(q.trim(), 250);
  const client = useQueryClient();
  const groups = useGroups();
  const reach = pickerReach(useSubject(), groupIdx, groups.data);
  const params = { groupIdx, q: settled, size: 8, page: 1 };
  const list = useQuery({
    queryKey: queryKeys.inventory.list(params),
    queryFn: ({ signal }) => api.get<InventoryPage>(`${apiPaths.inventory.list}?${queryString(params)}`, { signal }),
    enabled: opened && settled !== "" && reach === "search",
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
      setOpened(false);
      setQ("");
    } catch (error) {
      showToast(t("stoichiometry.picker.failed", { reason: errorMessage(error) }), "failure");
    } finally {
      setPicking(null);
    }
  };

  const items = list.data?.items ?? [];
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={340}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size={32}
          onClick={() => setOpened((o) => !o)}
          aria-label={t("stoichiometry.picker.openRow", { row })}
          title={t("stoichiometry.picker.open")}
          data-testid="inventory-picker-open"
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="inventory-picker">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t("stoichiometry.picker.title")}
          </Text>
          {reach === "notLinked" ? (
            <Text size="sm" c="dimmed" data-testid="inventory-picker-not-linked">
              {t("stoichiometry.picker.notLinked")}
            </Text>
          ) : (
            <>
              <TextInput
                value={q}
                onChange={(event) => setQ(event.currentTarget.value)}
                placeholder={t("stoichiometry.picker.search")}
                aria-label={t("stoichiometry.picker.search")}
                maxLength={100}
                data-autofocus
                rightSection={list.isFetching ? <Loader size="xs" /> : null}
                data-testid="inventory-picker-search"
              />
              {!settled ? (
                <Text size="sm" c="dimmed">
                  {t("stoichiometry.picker.hint")}
                </Text>
              ) : list.isError ? (
                <Text size="sm" c="red">
                  {errorMessage(list.error)}
                </Text>
              ) : list.isPending ? (
                <Text size="sm" c="dimmed">
                  {t("stoichiometry.picker.searching")}
                </Text>
              ) : items.length === 0 ? (
                <Text size="sm" c="dimmed" data-testid="inventory-picker-empty">
                  {t("stoichiometry.picker.empty")}
                </Text>
              ) : (
                <ScrollArea.Autosize mah={300}>
                  <Stack gap={2}>
                    {items.map((item) => (
                      <UnstyledButton
                        key={item.rowKey}
                        onClick={() => void pick(item)}
                        disabled={picking !== null}
                        p={6}
                        style={{ borderRadius: 4 }}
                        className="stoich-picker-item"
                        data-testid="inventory-picker-item"
                      >
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
                      </UnstyledButton>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              )}
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
