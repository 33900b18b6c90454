import { Group, Pagination, Paper, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatDate, type Proposal, type ProposalPage } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { IconMessages } from "../../components/icons";
import { namedMember } from "../../lib/memberName";
import { ProposalCategoryBadge, ProposalStatusBadge } from "./ProposalBadges";
import classes from "./proposal.module.css";

interface ProposalListProps {
  page: ProposalPage;
  onOpen: (proposalIdx: number) => void;
  onPage: (page: number) => void;
}

/** The proposals of one page as cards (they fit a tablet's width), and the pages. */
export function ProposalList({ page, onOpen, onPage }: ProposalListProps) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(page.total / page.size));
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }} data-testid="proposal-list">
        {page.items.map((proposal) => (
          <li key={proposal.proposalIdx}>
            <ProposalCard proposal={proposal} showCreator={page.seesAll} onOpen={onOpen} />
          </li>
        ))}
      </Stack>
      {totalPages > 1 ? (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={page.page}
            onChange={onPage}
            aria-label={t("proposals.pagination")}
            data-testid="proposal-pagination"
          />
        </Group>
      ) : null}
    </Stack>
  );
}

interface ProposalCardProps {
  proposal: Proposal;
  showCreator: boolean;
  onOpen: (proposalIdx: number) => void;
}

function ProposalCard({ proposal, showCreator, onOpen }: ProposalCardProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.cardButton}
      onClick={() => onOpen(proposal.proposalIdx)}
      aria-label={t("proposals.open", { subject: proposal.subject })}
      data-testid="proposal-row"
      data-proposal-idx={proposal.proposalIdx}
    >
      <Paper withBorder p="md" radius="md" className={classes.card}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={6} miw={0}>
            <Text fw={600} className={classes.breakWords} data-testid="proposal-row-subject">
              {proposal.subject}
            </Text>
            <Group gap="xs">
              <ProposalCategoryBadge category={proposal.category} />
              <Text size="xs" c="dimmed">
                {showCreator ? `${t("proposals.by", { name: namedMember(proposal.creator) })} · ` : ""}
                {formatDate(proposal.writeDate)}
              </Text>
              {proposal.answer ? (
                <Group gap={4} c="dimmed" data-testid="proposal-row-answered">
                  <IconMessages size={14} />
                  <Text size="xs">{t("proposals.answered")}</Text>
                </Group>
              ) : null}
            </Group>
          </Stack>
          <ProposalStatusBadge status={proposal.status} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** The list's place while its first page loads. */
export function ProposalListLoading() {
  return (
    <Stack gap="xs" data-testid="proposal-list-loading" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} h={76} radius="md" />
      ))}
    </Stack>
  );
}
