import { Badge, Button, Stack, Text, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { seesAllProposals, type ProposalListFilter } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AdministratorBadge } from "../../components/AdministratorBadge";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconMessages, IconPlus } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { idxParam } from "../../lib/searchParams";
import { useSubject } from "../../session/subject";
import { noFilters, ProposalFilters, type ProposalFilterValues } from "./ProposalFilters";
import { ProposalDetail } from "./ProposalDetail";
import { ProposalFormModal } from "./ProposalFormModal";
import { ProposalList, ProposalListLoading } from "./ProposalList";
import { useProposals } from "./queries";

/**
 * /community/proposal: a member's own proposals and their answers; for administrators every
 * member's, with the status filter and the answer form. `?proposalIdx=` opens one.
 */
export function ProposalPage() {
  const { t } = useTranslation();
  const administrator = seesAllProposals(useSubject());
  const [params, setParams] = useSearchParams();
  const openIdx = idxParam(params.get("proposalIdx"));
  const [filters, setFilters] = useState<ProposalFilterValues>(noFilters);
  const [q] = useDebouncedValue(filters.search.trim(), 300);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const filter: ProposalListFilter = {
    q: q || undefined,
    status: filters.status || undefined,
    category: filters.category || undefined,
    page,
  };
  const list = useProposals(filter);

  const open = (proposalIdx: number | null) =>
    setParams(proposalIdx === null ? {} : { proposalIdx: String(proposalIdx) });

  const openCount = list.data?.openCount ?? 0;
  const header = (
    <PageHeader
      title={t("nav.proposal")}
      description={t(administrator ? "proposals.descriptionAdmin" : "proposals.descriptionMember")}
      actions={
        <>
          {administrator ? (
            <AdministratorBadge
              label={t("header.adminMenu")}
              hint={t("header.adminMenuHint")}
              testId="proposal-admin-badge"
            />
          ) : null}
          {administrator && openCount > 0 ? (
            <Tooltip label={t("proposals.openCountHint")} withArrow>
              <Badge size="lg" variant="filled" tt="none" data-testid="proposal-open-count">
                {t("proposals.openCount", { count: openCount })}
              </Badge>
            </Tooltip>
          ) : null}
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="proposal-create">
            {t("proposals.create")}
          </Button>
        </>
      }
    />
  );

  const filtered = q !== "" || filters.status !== "" || filters.category !== "";
  let body;
  if (list.isPending) body = <ProposalListLoading />;
  else if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && filtered)
    body = (
      <EmptyPanel
        icon={<IconMessages size={30} />}
        title={t("proposals.noResults")}
        description={t("proposals.noResultsHint")}
        testId="proposal-no-results"
      />
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyPanel
        icon={<IconMessages size={30} />}
        title={t("proposals.emptyTitle")}
        description={t(administrator ? "proposals.emptyAdmin" : "proposals.emptyMember")}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {t("proposals.create")}
          </Button>
        }
        testId="proposal-empty"
      />
    );
  else
    body = (
      <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>
        <ProposalList page={list.data} onOpen={open} onPage={setPage} />
      </div>
    );

  return (
    <>
      {header}
      {openIdx !== null ? (
        <ProposalDetail proposalIdx={openIdx} onBack={() => open(null)} />
      ) : (
        <Stack gap="md" data-testid="proposal-page">
          <ProposalFilters
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          {list.data && list.data.total > 0 ? (
            <Text size="sm" c="dimmed" data-testid="proposal-total">
              {t("proposals.total", { count: list.data.total })}
            </Text>
          ) : null}
          {body}
        </Stack>
      )}
      {creating ? (
        <ProposalFormModal
          onClose={() => setCreating(false)}
          onCreated={(proposal) => {
            setCreating(false);
            open(proposal.proposalIdx);
          }}
        />
      ) : null}
    </>
  );
}
