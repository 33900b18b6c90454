import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatDateTime, seesAllProposals, type Proposal } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconArrowLeft, IconMessages } from "../../components/icons";
import { QueryError } from "../../components/QueryError";
import { isNotFound } from "../../lib/errorMessage";
import { namedMember } from "../../lib/memberName";
import { useSubject } from "../../session/subject";
import { AnswerForm } from "./AnswerForm";
import { ProposalCategoryBadge, ProposalStatusBadge } from "./ProposalBadges";
import { useProposal } from "./queries";
import classes from "./proposal.module.css";

interface ProposalDetailProps {
  proposalIdx: number;
  onBack: () => void;
}

/** One proposal: what was sent, the operators' status and answer, and for administrators the answer form. */
export function ProposalDetail({ proposalIdx, onBack }: ProposalDetailProps) {
  const { t } = useTranslation();
  const subject = useSubject();
  const query = useProposal(proposalIdx);

  const back = (
    <Anchor component="button" type="button" onClick={onBack} data-testid="proposal-back" mb="md">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {t("proposals.back")}
      </Group>
    </Anchor>
  );

  let body;
  if (query.isPending) body = <Skeleton h={260} data-testid="proposal-loading" />;
  else if (query.isError && isNotFound(query.error))
    body = (
      <EmptyPanel
        icon={<IconMessages size={30} />}
        title={t("proposals.notFoundTitle")}
        description={t("proposals.notFound")}
        actions={<Button onClick={onBack}>{t("proposals.back")}</Button>}
        testId="proposal-not-found"
      />
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack gap="lg">
        <ProposalBody proposal={query.data} />
        <AnswerView proposal={query.data} />
        {seesAllProposals(subject) ? (
          <AnswerForm key={`${query.data.proposalIdx}-${query.data.answerDate ?? ""}`} proposal={query.data} />
        ) : null}
      </Stack>
    );

  return (
    <div data-testid="proposal-detail" data-proposal-idx={proposalIdx}>
      {back}
      {body}
    </div>
  );
}

function ProposalBody({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <ProposalStatusBadge status={proposal.status} />
          <ProposalCategoryBadge category={proposal.category} />
        </Group>
        <Title order={3} className={classes.breakWords} data-testid="proposal-subject">
          {proposal.subject}
        </Title>
        <Text size="sm" c="dimmed">
          {t("proposals.by", { name: namedMember(proposal.creator) })} ·{" "}
          {t("proposals.sentOn", { date: formatDateTime(proposal.writeDate) })}
        </Text>
        {/* Plain text: React writes it as text, line breaks kept by CSS. */}
        <Text className={classes.plainText} data-testid="proposal-content">
          {proposal.content}
        </Text>
      </Stack>
    </Paper>
  );
}

function AnswerView({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const answered = proposal.answeredBy !== null;
  return (
    <Paper withBorder p="md" radius="md" className={classes.answer} data-testid="proposal-answer">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{t("proposals.answerTitle")}</Title>
          <ProposalStatusBadge status={proposal.status} />
        </Group>
        {proposal.answer ? (
          <Text className={classes.plainText} data-testid="proposal-answer-text">
            {proposal.answer}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="proposal-no-answer">
            {t(answered ? "proposals.statusOnly" : "proposals.noAnswer")}
          </Text>
        )}
        {answered && proposal.answeredBy ? (
          <Text size="xs" c="dimmed" data-testid="proposal-answered-by">
            {t("proposals.answeredBy", {
              name: namedMember(proposal.answeredBy),
              date: formatDateTime(proposal.answerDate),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
