import { Anchor, Badge, Checkbox, Group, Table, Text } from "@mantine/core";
import type { InventoryListItem, InventorySortKey } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconLock } from "../../../components/icons";
import { paths } from "../../../paths";
import { AlertBadges } from "../components/AlertBadges";
import { BookmarkToggle } from "../components/BookmarkToggle";
import type { ListFilters } from "../listParams";
import { cellText, keepsOnOneLine, sortableColumns, type ColumnKey } from "./columns";
import { SortHeader } from "./SortHeader";

interface InventoryTableProps {
  items: InventoryListItem[];
  columns: readonly ColumnKey[];
  filters: Pick<ListFilters, "sort" | "order">;
  onSort: (sort: InventorySortKey, order: "asc" | "desc") => void;
  selected: ReadonlySet<string>;
  onSelect: (items: InventoryListItem[], selected: boolean) => void;
}

/** One page of reagents; the name opens the item, the box selects it for printing. */
export function InventoryTable({ items, columns, filters, onSort, selected, onSelect }: InventoryTableProps) {
  const { t } = useTranslation();
  const chosen = items.filter((item) => selected.has(item.rowKey)).length;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                size="sm"
                aria-label={t("inventory.selectPage")}
                checked={items.length > 0 && chosen === items.length}
                indeterminate={chosen > 0 && chosen < items.length}
                onChange={(event) => onSelect(items, event.currentTarget.checked)}
                data-testid="inventory-select-page"
              />
            </Table.Th>
            <Table.Th w={44} />
            <SortHeader sortKey={sortableColumns.name} filters={filters} onSort={onSort}>
              {t("inventory.fields.name")}
            </SortHeader>
            {columns.map((key) => (
              <SortHeader key={key} sortKey={sortableColumns[key]} filters={filters} onSort={onSort}>
                {t(`inventory.fields.${key}`)}
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.rowKey}
              data-testid="inventory-row"
              data-row-key={item.rowKey}
              bg={selected.has(item.rowKey) ? "var(--mantine-primary-color-light)" : undefined}
            >
              <Table.Td>
                <Checkbox
                  size="sm"
                  aria-label={t("inventory.selectRow", { name: item.name })}
                  checked={selected.has(item.rowKey)}
                  onChange={(event) => onSelect([item], event.currentTarget.checked)}
                  data-testid={`select-${item.rowKey}`}
                />
              </Table.Td>
              <Table.Td>
                <BookmarkToggle item={item} />
              </Table.Td>
              <Table.Td miw={200}>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={paths.inventoryItem(item.rowKey)}
                    fw={600}
                    data-testid="inventory-row-name"
                  >
                    {item.name}
                  </Anchor>
                  {item.isPrivate ? <IconLock size={14} aria-label={t("inventory.private")} /> : null}
                  <AlertBadges item={item} />
                  {item.disused ? (
                    <Badge size="sm" color="red" variant="light">
                      {t("inventory.disusedBadge")}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              {columns.map((key) => (
                <Table.Td key={key} data-column={key}>
                  <Text size="sm" style={{ whiteSpace: keepsOnOneLine(key) ? "nowrap" : undefined }}>
                    {cellText(item, key) || t("common.none")}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
