import { Table, UnstyledButton } from "@mantine/core";
import type { InventorySortKey } from "@enote/shared";
import type { ReactNode } from "react";
import { IconChevronDown } from "../../../components/icons";
import { IconChevronUp, IconSelector } from "../icons";
import type { ListFilters } from "../listParams";

interface SortHeaderProps {
  sortKey: InventorySortKey | undefined;
  filters: Pick<ListFilters, "sort" | "order">;
  onSort: (sort: InventorySortKey, order: "asc" | "desc") => void;
  children: ReactNode;
}

/** A column header; the sortable ones toggle ascending / descending. */
export function SortHeader({ sortKey, filters, onSort, children }: SortHeaderProps) {
  if (!sortKey) return <Table.Th>{children}</Table.Th>;
  const active = filters.sort === sortKey;
  const Icon = !active ? IconSelector : filters.order === "asc" ? IconChevronUp : IconChevronDown;
  const next = active && filters.order === "asc" ? "desc" : "asc";
  return (
    <Table.Th aria-sort={active ? (filters.order === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton
        onClick={() => onSort(sortKey, active ? next : "asc")}
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontWeight: 600, whiteSpace: "nowrap" }}
        data-testid={`sort-${sortKey}`}
      >
        {children}
        <Icon size={14} style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
