import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { proposalAnswerInput, proposalLimits, proposalStatuses, type Proposal } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/dialogs";
import { FormAlert } from "../../components/FormAlert";
import { useZodForm } from "../../hooks/useZodForm";
import { useAnswerProposal } from "./queries";

/** An administrator's status and answer to one proposal (the api refuses anyone else). */
export function AnswerForm({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const save = useAnswerProposal(proposal.proposalIdx);
  const form = useZodForm(
    proposalAnswerInput,
    { status: proposal.status as string, answer: proposal.answer ?? "" },
    { testIdPrefix: "proposal-answer" },
  );
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => showToast(t("proposals.answerForm.saved")),
      onError: form.applyError,
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" data-testid="proposal-answer-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={4}>{t("proposals.answerForm.title")}</Title>
            <Text size="sm" c="dimmed">
              {t("proposals.answerForm.hint")}
            </Text>
          </div>
          <FormAlert message={form.formError} testId="proposal-answer-error" />
          <NativeSelect
            label={t("proposals.fields.status")}
            w={{ base: "100%", xs: 240 }}
            data={proposalStatuses.map((value) => ({ value, label: t(`proposals.statuses.${value}`) }))}
            {...form.textProps("status")}
            onChange={(event) => form.setValue("status", event.currentTarget.value)}
          />
          <Textarea
            label={t("proposals.fields.answer")}
            placeholder={t("proposals.answerForm.placeholder")}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={proposalLimits.answerMax}
            {...form.textProps("answer")}
            onChange={(event) => form.setValue("answer", event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="proposal-answer-save">
              {t("proposals.answerForm.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
