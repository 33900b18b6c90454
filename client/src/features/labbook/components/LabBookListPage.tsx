import { Button, Group, Pagination, Paper, Stack, Tabs, Text } from "@mantine/core";
import { labBookPrintLimit, type BookKind } from "@enote/shared";
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
import { bookPath } from "../bookPaths";
import { useCreatableProjects } from "../creatableProjects";
import { JoinMoaProjectModal } from "../../projects/components/JoinMoaProjectModal";
import { IconUsers } from "../../../components/icons";

interface LabBookListPageProps {
  /** "moa": /moaBook, the MoA books of my MoA projects; otherwise /labBook with its lab and education tabs. */
  mode?: "lab" | "moa";
}

/**
 * /labBook: the lab books I may see — search, filters, pages, create, bookmark, print — and, in
 * their own tab, the education books of my groups. /moaBook: the same list of my MoA books.
 */
export function LabBookListPage({ mode = "lab" }: LabBookListPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, update, query } = useListFilters(mode === "moa" ? "MOA" : undefined);
  const kind: BookKind = mode === "moa" ? "MOA" : filters.tab;
  const list = useLabBookList(query);
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  const creatable = useCreatableProjects(kind);
  // Education and MoA books are offered only where the member may start one (the server decides again).
  const offersCreate = kind === "LAB" || creatable.projects.length > 0;
  const createLabel = { LAB: t("labBook.create.button"), EDU: t("books.newEdu"), MOA: t("books.moa.create") }[kind];
  const title = mode === "moa" ? t("books.moa.title") : t("labBook.list.title");
  const description = mode === "moa" ? t("books.moa.description") : t("labBook.list.description");
  const empty = {
    LAB: undefined,
    EDU: {
      title: t("books.eduEmpty"),
      description: t("books.eduEmptyHint"),
      createLabel: offersCreate ? createLabel : null,
    },
    MOA: {
      title: t("books.moa.empty"),
      description: t("books.moa.emptyHint"),
      createLabel: offersCreate ? createLabel : null,
    },
  }[kind];
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

  if (groups.data?.length === 0 && mode === "lab")
    return (
      <Stack gap="md" data-testid="labbook-list-page">
        <PageHeader title={title} description={description} />
        <NoMenuAccess noGroup testId="labbook-no-group" />
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="labbook-list-page">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {mode === "moa" ? (
              <Button
                variant="default"
                leftSection={<IconUsers size={18} />}
                onClick={() => setJoining(true)}
                data-testid="moa-join-open"
              >
                {t("books.moa.join")}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              onClick={print}
              data-testid="labbook-print-selected"
            >
              {selected.size > 0 ? t("labBook.list.printCount", { count: selected.size }) : t("labBook.list.print")}
            </Button>
            {offersCreate ? (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setCreating(true)}
                data-testid={kind === "LAB" ? "labbook-create" : `labbook-create-${kind.toLowerCase()}`}
              >
                {createLabel}
              </Button>
            ) : null}
          </>
        }
      />
      {mode === "lab" ? (
        <Tabs
          value={filters.tab}
          onChange={(value) => {
            setSelected(new Set());
            update({ tab: value === "EDU" ? "EDU" : "LAB" });
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="LAB" data-testid="labbook-tab-lab">
              {t("books.tabs.LAB")}
            </Tabs.Tab>
            <Tabs.Tab value="EDU" data-testid="labbook-tab-edu">
              {t("books.tabs.EDU")}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      ) : null}
      {kind === "EDU" ? (
        <Text size="sm" c="dimmed" data-testid="labbook-edu-hint">
          {t("books.eduHint")}
        </Text>
      ) : null}
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
        empty={empty}
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
          kind={kind}
          onClose={() => setCreating(false)}
          onCreated={(detail) => navigate(bookPath(detail.kind, detail.lbIdx))}
        />
      ) : null}
      {joining ? <JoinMoaProjectModal onClose={() => setJoining(false)} /> : null}
    </Stack>
  );
}
