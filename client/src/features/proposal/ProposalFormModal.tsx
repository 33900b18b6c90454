import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import { proposalCategories, proposalCreateInput, proposalLimits, type Proposal } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/dialogs";
import { ModalForm } from "../../components/ModalForm";
import { useZodForm } from "../../hooks/useZodForm";
import { useCreateProposal } from "./queries";

interface ProposalFormModalProps {
  onClose: () => void;
  onCreated: (proposal: Proposal) => void;
}

/** A new proposal, checked by the api's own schema. Mounted while open. */
export function ProposalFormModal({ onClose, onCreated }: ProposalFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateProposal();
  const form = useZodForm(
    proposalCreateInput,
    { subject: "", category: "", content: "" },
    { testIdPrefix: "proposal-form" },
  );
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (proposal) => {
        showToast(t("proposals.created"));
        onCreated(proposal);
      },
      onError: form.applyError,
    }),
  );
  const categoryOptions = [
    { value: "", label: t("proposals.categoryPlaceholder"), disabled: true },
    ...proposalCategories.map((value) => ({ value, label: t(`proposals.categories.${value}`) })),
  ];

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("proposals.createTitle")}
      description={t("proposals.createHint")}
      onSubmit={onSubmit}
      submitLabel={t("proposals.send")}
      submitting={create.isPending}
      error={form.formError}
      testId="proposal-form"
      submitTestId="proposal-send"
    >
      <TextInput
        label={t("proposals.fields.subject")}
        placeholder={t("proposals.subjectPlaceholder")}
        withAsterisk
        data-autofocus
        maxLength={proposalLimits.subjectMax}
        {...form.textProps("subject")}
      />
      <NativeSelect
        label={t("proposals.fields.category")}
        withAsterisk
        data={categoryOptions}
        {...form.textProps("category")}
        onChange={(event) => form.setValue("category", event.currentTarget.value)}
      />
      <Textarea
        label={t("proposals.fields.content")}
        placeholder={t("proposals.contentPlaceholder")}
        withAsterisk
        autosize
        minRows={5}
        maxRows={14}
        maxLength={proposalLimits.contentMax}
        {...form.textProps("content")}
        onChange={(event) => form.setValue("content", event.currentTarget.value)}
      />
    </ModalForm>
  );
}
