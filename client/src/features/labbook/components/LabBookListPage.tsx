import { Button, Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import { labBookPrintLimit } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../../components/dialogs";
import { IconPlus, IconPrinter } from "../../../components/icons";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { paths } from "../../../paths";
import { useGroups } from "../../groups/queries";
import { CreateLabBookModal } from "./CreateLabBookModal";
import { LabBookFilters } from "./LabBookFilters";
import { LabBookResults } from "./LabBookResults";
import { hasFilters, pageSize, useListFilters } from "./useListFilters";
import { useLabBookList } from "../queries";

/** /labBook: the lab books I may see — search, filters, pages, create, bookmark, print. */
export function LabBookListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, update, query } = useListFilters();
  const list = useLabBookList(query);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const groups = useGroups();

  // Printing many books at once opens one print page with all of them, up to the limit.
  const tellPrintLimit = () => showToast(t("labBook.list.printLimit", { max: labBookPrintLimit }), "failure");
  const toggle = (lbIdx: number) => {
    if (!selected.has(lbIdx) && selected.size >= labBookPrintLimit) {
      tellPrintLimit();
      return;
    }
    const next = new Set(selected);
    if (next.has(lbIdx)) next.delete(lbIdx);
    else next.add(lbIdx);
    setSelected(next);
  };
  const toggleAll = () => {
    const items = list.data?.items ?? [];
    const all = items.length > 0 && items.every((item) => selected.has(item.lbIdx));
    if (!all && items.length > labBookPrintLimit) tellPrintLimit();
    setSelected(all ? new Set() : new Set(items.slice(0, labBookPrintLimit).map((item) => item.lbIdx)));
  };
  const print = () => {
    if (selected.size === 0) {
      showToast(t("validation.printSelection"), "failure");
      return;
    }
    if (selected.size > labBookPrintLimit) {
      tellPrintLimit();
      return;
    }
    window.open(paths.labBookPrint([...selected].join(",")), "_blank", "noopener");
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  if (groups.data?.length === 0)
    return (
      <Stack gap="md" data-testid="labbook-list-page">
        <PageHeader title={t("labBook.list.title")} description={t("labBook.list.description")} />
        <NoMenuAccess noGroup testId="labbook-no-group" />
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="labbook-list-page">
      <PageHeader
        title={t("labBook.list.title")}
        description={t("labBook.list.description")}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              onClick={print}
              data-testid="labbook-print-selected"
            >
              {selected.size > 0 ? t("labBook.list.printCount", { count: selected.size }) : t("labBook.list.print")}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="labbook-create">
              {t("labBook.create.button")}
            </Button>
          </>
        }
      />
      <Paper withBorder p="md">
        <LabBookFilters filters={filters} onChange={update} />
      </Paper>
      <LabBookResults
        list={list}
        query={filters.q}
        filtered={hasFilters(filters)}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onCreate={() => setCreating(true)}
        onClearFilters={() =>
          update({ groupIdx: null, projectIdx: null, status: null, writer: null, bookmarked: false, q: "" })
        }
      />
      {total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="labbook-total">
            {t("labBook.list.total", { count: total })}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => update({ page })}
              getControlProps={(control) => ({ "aria-label": t(`labBook.list.pageControl.${control}`) })}
              data-testid="labbook-pagination"
            />
          ) : null}
        </Group>
      ) : null}
      {creating ? (
        <CreateLabBookModal
          projectIdx={filters.projectIdx}
          onClose={() => setCreating(false)}
          onCreated={(detail) => navigate(paths.labBookExperiment(detail.lbIdx))}
        />
      ) : null}
    </Stack>
  );
}
