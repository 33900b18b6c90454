import { Box, Button, LoadingOverlay, Paper, Skeleton, Stack } from "@mantine/core";
import type { InventoryPage } from "@enote/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconFlask, IconPlus, IconSearch } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { IconUpload } from "../icons";
import { defaultFilters, type ListFilters } from "../listParams";
import type { ColumnKey } from "./columns";
import { InventoryTable } from "./InventoryTable";
import { Pager } from "./Pager";
import type { useSelection } from "./useSelection";

interface InventoryResultsProps {
  list: UseQueryResult<InventoryPage>;
  filters: ListFilters;
  columns: readonly ColumnKey[];
  onFilters: (patch: Partial<ListFilters>) => void;
  selection: ReturnType<typeof useSelection>;
  createLink: string;
  onImport: () => void;
}

const filtered = (filters: ListFilters) =>
  Boolean(
    filters.q ||
    filters.bookmarked ||
    filters.inventoryGroup ||
    filters.location ||
    filters.alert ||
    filters.state !== "active",
  );

/** The table and pager, or the loading, failed and empty states in their place. */
export function InventoryResults({
  list,
  filters,
  columns,
  onFilters,
  selection,
  createLink,
  onImport,
}: InventoryResultsProps) {
  const { t } = useTranslation();
  if (list.isPending)
    return (
      <Stack gap="xs" data-testid="inventory-loading">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} h={44} />
        ))}
      </Stack>
    );
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  if (total === 0 && filtered(filters))
    return (
      <EmptyPanel
        icon={<IconSearch size={30} />}
        title={t("inventory.noMatchTitle")}
        description={t("inventory.noMatchDescription")}
        actions={
          <Button
            variant="default"
            onClick={() =>
              onFilters({ ...defaultFilters, sort: filters.sort, order: filters.order, size: filters.size })
            }
            data-testid="inventory-clear-filters"
          >
            {t("inventory.clearFilters")}
          </Button>
        }
        testId="inventory-no-match"
      />
    );
  if (total === 0)
    return (
      <EmptyPanel
        icon={<IconFlask size={30} />}
        title={t("inventory.emptyTitle")}
        description={t("inventory.emptyDescription")}
        actions={
          <>
            <Button component={Link} to={createLink} leftSection={<IconPlus size={18} />}>
              {t("inventory.create")}
            </Button>
            <Button variant="default" leftSection={<IconUpload size={18} />} onClick={onImport}>
              {t("inventory.import.button")}
            </Button>
          </>
        }
        testId="inventory-empty"
      />
    );
  return (
    <Stack gap="sm">
      <Paper withBorder pos="relative">
        <LoadingOverlay visible={list.isFetching && list.isPlaceholderData} zIndex={2} overlayProps={{ blur: 1 }} />
        <Box>
          <InventoryTable
            items={items}
            columns={columns}
            filters={filters}
            onSort={(sort, order) => onFilters({ sort, order })}
            selected={selection.keys}
            onSelect={selection.select}
          />
        </Box>
      </Paper>
      <Pager
        page={filters.page}
        size={filters.size}
        total={total}
        exact={list.data.totalExact}
        onPage={(page) => onFilters({ page })}
        onSize={(size) => onFilters({ size })}
      />
    </Stack>
  );
}
