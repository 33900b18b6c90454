import { Button, Paper, Skeleton, Stack, TextInput } from "@mantine/core";
import type { Material } from "@enote/shared";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { confirmDelete, showFailureDialog, showToast } from "../../../components/dialogs";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconPlus, IconSearch } from "../../../components/icons";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useLiveTopic } from "../../../hooks/useLiveTopic";
import { errorMessage } from "../../../lib/errorMessage";
import { GroupSelect } from "../../inventory/components/GroupSelect";
import { useGroupChoice } from "../../inventory/groupChoice";
import { IconPackage } from "../../inventory/icons";
import { filtersFrom } from "../../inventory/listParams";
import { Pager } from "../../inventory/list/Pager";
import { useDeleteMaterial, useMaterialList } from "../queries";
import { MaterialFormModal } from "./MaterialFormModal";
import { MaterialTable } from "./MaterialTable";
import { SupplySelectionBar } from "./SupplySelectionBar";
import { useSupplySelection } from "./useSupplySelection";

/** /material: the group's supplies; search, create, edit, delete (with confirmation). */
export function MaterialPage() {
  const { t } = useTranslation();
  const { groups, groupIdx, choose, query: groupsQuery } = useGroupChoice();
  const [search, setSearch] = useSearchParams();
  const { q, page, size } = filtersFrom(search);
  const [text, setText] = useState(q);
  const [editing, setEditing] = useState<Material | "new" | null>(null);
  const list = useMaterialList(groupIdx === null ? null : { groupIdx, q, page, size });
  const remove = useDeleteMaterial();
  const selection = useSupplySelection();
  useLiveTopic(groupIdx, "material");

  const setQuery = (patch: Record<string, string | number>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === "" || (key === "page" && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  const searchSoon = useDebouncedCallback((value: string) => setQuery({ q: value.trim(), page: 1 }), 300);

  const onDelete = async (material: Material) => {
    if (!(await confirmDelete(t("material.deleteMessage", { name: material.name })))) return;
    remove.mutate(material.materialIdx, {
      onSuccess: () => showToast(t("material.deleted", { name: material.name })),
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  if (groupsQuery.isPending) return <ContentLoader />;
  if (groupsQuery.isError) return <QueryError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />;

  const header = (
    <PageHeader
      title={t("nav.material")}
      description={t("material.description")}
      actions={
        groupIdx !== null ? (
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
              leftSection={<IconPlus size={18} />}
              onClick={() => setEditing("new")}
              data-testid="material-create"
            >
              {t("material.create")}
            </Button>
          </>
        ) : null
      }
    />
  );
  if (groupIdx === null)
    return (
      <>
        {header}
        <NoMenuAccess noGroup testId="material-no-group" />
      </>
    );

  let body;
  if (list.isPending) body = <Skeleton h={240} data-testid="material-loading" />;
  else if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = (
      <EmptyPanel
        icon={q ? <IconSearch size={30} /> : <IconPackage size={30} />}
        title={t(q ? "material.noMatchTitle" : "material.emptyTitle")}
        description={t(q ? "material.noMatchDescription" : "material.emptyDescription")}
        testId={q ? "material-no-match" : "material-empty"}
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Paper withBorder>
          <MaterialTable
            items={list.data.items}
            onEdit={setEditing}
            onDelete={(m) => void onDelete(m)}
            selected={selection.keys}
            onSelect={selection.select}
          />
        </Paper>
        <Pager
          page={page}
          size={size}
          total={list.data.total}
          testId="material"
          onPage={(next) => setQuery({ page: next })}
          onSize={(next) => setQuery({ size: next, page: 1 })}
        />
      </Stack>
    );

  return (
    <>
      {header}
      <Stack gap="md" data-testid="material-page">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput
              placeholder={t("material.searchPlaceholder")}
              aria-label={t("material.search")}
              leftSection={<IconSearch size={18} />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                searchSoon(event.currentTarget.value);
              }}
              data-testid="material-search"
            />
            <SupplySelectionBar materialIdxs={selection.materialIdxs} onClear={selection.clear} />
          </Stack>
        </Paper>
        {body}
      </Stack>
      {editing !== null ? (
        <MaterialFormModal
          groupIdx={groupIdx}
          material={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
