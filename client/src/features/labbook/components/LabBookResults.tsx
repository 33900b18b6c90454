import { Box, Button, LoadingOverlay, Paper, Skeleton, Stack } from "@mantine/core";
import type { LabBookPage } from "@enote/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconBook, IconPlus, IconSearch } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { LabBookTable } from "./LabBookTable";

interface LabBookResultsProps {
  list: UseQueryResult<LabBookPage>;
  query: string;
  filtered: boolean;
  selected: ReadonlySet<number>;
  onToggle: (lbIdx: number) => void;
  onToggleAll: () => void;
  onCreate: () => void;
  onClearFilters: () => void;
  /** The empty state of a kind's list; `createLabel` null: the member may not start one. */
  empty?: { title: string; description: string; createLabel: string | null };
}

/** The table, or the right state: loading, failed, nothing yet, nothing matches. */
export function LabBookResults(props: LabBookResultsProps) {
  const { t } = useTranslation();
  const { list } = props;

  if (list.isPending) {
    return (
      <Stack gap="xs" data-testid="labbook-list-loading" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError)
    return <QueryError error={list.error} onRetry={() => void list.refetch()} testId="labbook-list-error" />;
  if (list.data.items.length === 0) {
    return props.filtered ? (
      <EmptyPanel
        icon={<IconSearch size={30} />}
        title={t("labBook.list.noMatchTitle")}
        description={t("labBook.list.noMatchDescription")}
        actions={
          <Button variant="light" onClick={props.onClearFilters} data-testid="labbook-clear-filters">
            {t("labBook.list.clearFilters")}
          </Button>
        }
        testId="labbook-list-no-match"
      />
    ) : (
      <EmptyPanel
        icon={<IconBook size={30} />}
        title={props.empty?.title ?? t("labBook.list.emptyTitle")}
        description={props.empty?.description ?? t("labBook.list.emptyDescription")}
        actions={
          props.empty?.createLabel === null ? undefined : (
            <Button leftSection={<IconPlus size={18} />} onClick={props.onCreate} data-testid="labbook-empty-create">
              {props.empty?.createLabel ?? t("labBook.create.button")}
            </Button>
          )
        }
        testId="labbook-list-empty"
      />
    );
  }
  return (
    <Paper withBorder pos="relative">
      <LoadingOverlay visible={list.isPlaceholderData} overlayProps={{ blur: 1 }} loaderProps={{ size: "sm" }} />
      <Box px="xs">
        <LabBookTable
          items={list.data.items}
          query={props.query}
          selected={props.selected}
          onToggle={props.onToggle}
          onToggleAll={props.onToggleAll}
        />
      </Box>
    </Paper>
  );
}
