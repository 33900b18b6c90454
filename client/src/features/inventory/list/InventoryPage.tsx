import { Button, Group, Paper, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { showToast } from "../../../components/dialogs";
import { IconPlus } from "../../../components/icons";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useLiveTopic } from "../../../hooks/useLiveTopic";
import { errorMessage } from "../../../lib/errorMessage";
import { paths } from "../../../paths";
import { PrintMenu } from "../../labels/PrintMenu";
import { GroupSelect } from "../components/GroupSelect";
import { useGroupChoice } from "../groupChoice";
import { IconUpload } from "../icons";
import { toListParams, useListFilters } from "../listParams";
import { findByCode, useInventoryList } from "../queries";
import { ColumnChooser } from "./ColumnChooser";
import { useColumns } from "./columns";
import { ExportMenu } from "./ExportMenu";
import { FilterBar } from "./FilterBar";
import { ImportDialog } from "./ImportDialog";
import { InventoryResults } from "./InventoryResults";
import { SearchBox } from "./SearchBox";
import { SelectionBar } from "./SelectionBar";
import { useSelection } from "./useSelection";

/** /inventory: the group's reagents, searched, filtered, sorted and paged by the api. */
export function InventoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groups, groupIdx, choose, query: groupsQuery } = useGroupChoice();
  const { filters, update } = useListFilters();
  const { columns, choose: chooseColumns, reset: resetColumns } = useColumns();
  const selection = useSelection();
  const [importing, setImporting] = useState(false);
  const params = groupIdx === null ? null : toListParams(groupIdx, filters);
  const list = useInventoryList(params);
  useLiveTopic(groupIdx, "inventory");

  const onScan = (code: string) => {
    if (groupIdx === null) return;
    // One match opens it; several (a maker's barcode on many bottles) or none are searched instead.
    findByCode(code, groupIdx).then(
      (items) => {
        const [only] = items;
        if (only && items.length === 1) navigate(paths.inventoryItem(only.rowKey));
        else {
          update({ q: code });
          if (items.length === 0) showToast(t("inventory.scanNotFound", { code }), "info");
        }
      },
      (error: unknown) => {
        update({ q: code });
        showToast(errorMessage(error), "failure");
      },
    );
  };
  const createLink = paths.inventoryCreate(groupIdx ?? undefined);

  const header = (
    <PageHeader
      title={t("nav.inventory")}
      description={t("inventory.description")}
      actions={
        groups.length ? (
          <>
            <GroupSelect
              groups={groups}
              value={groupIdx}
              onChange={(next) => {
                selection.clear();
                choose(next);
              }}
            />
            <Button
              variant="default"
              component={Link}
              to={paths.structureSearch({ groupIdx: groupIdx ?? undefined })}
              data-testid="inventory-structure-search"
            >
              {t("nav.structureSearch")}
            </Button>
            <Button
              component={Link}
              to={createLink}
              leftSection={<IconPlus size={18} />}
              data-testid="inventory-create"
            >
              {t("inventory.create")}
            </Button>
          </>
        ) : null
      }
    />
  );

  if (groupsQuery.isPending) return <ContentLoader />;
  if (groupsQuery.isError) return <QueryError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />;
  if (groups.length === 0 || params === null)
    return (
      <>
        {header}
        <NoMenuAccess noGroup testId="inventory-no-group" />
      </>
    );

  return (
    <>
      {header}
      <Stack gap="md" data-testid="inventory-page">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="center">
              <SearchBox value={filters.q} onSearch={(q) => update({ q })} onScan={onScan} />
              <ColumnChooser columns={columns} onChange={chooseColumns} onReset={resetColumns} />
            </Group>
            <FilterBar groupIdx={params.groupIdx} filters={filters} onChange={update} />
            <Group justify="space-between" gap="sm">
              <SelectionBar count={selection.items.length} onClear={selection.clear} />
              <Group gap="sm">
                <PrintMenu items={selection.items} />
                <Button
                  variant="default"
                  leftSection={<IconUpload size={18} />}
                  onClick={() => setImporting(true)}
                  data-testid="inventory-import"
                >
                  {t("inventory.import.button")}
                </Button>
                <ExportMenu params={params} />
              </Group>
            </Group>
          </Stack>
        </Paper>
        <InventoryResults
          list={list}
          filters={filters}
          columns={columns}
          onFilters={update}
          selection={selection}
          createLink={createLink}
          onImport={() => setImporting(true)}
        />
      </Stack>
      {importing ? <ImportDialog groupIdx={params.groupIdx} onClose={() => setImporting(false)} /> : null}
    </>
  );
}
