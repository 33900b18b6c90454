import { TextInput } from "@mantine/core";
import { memoLimits, memoTitleInput, type MemoSummary } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/dialogs";
import { ModalForm } from "../../components/ModalForm";
import { useZodForm } from "../../hooks/useZodForm";
import { useCreateMemo } from "./queries";

interface CreateMemoModalProps {
  lbIdx: number;
  onClose: () => void;
  onCreated: (memo: MemoSummary) => void;
}

/** Mounted while open, so each opening starts empty. */
export function CreateMemoModal({ lbIdx, onClose, onCreated }: CreateMemoModalProps) {
  const { t } = useTranslation();
  const create = useCreateMemo(lbIdx);
  const form = useZodForm(memoTitleInput, { title: "" }, { testIdPrefix: "memo-create" });
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (memo) => {
        showToast(t("memos.created", { title: memo.title }));
        onCreated(memo);
      },
      onError: form.applyError,
    }),
  );
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("memos.createTitle")}
      onSubmit={onSubmit}
      submitLabel={t("memos.add")}
      submitting={create.isPending}
      error={form.formError}
      testId="memo-create-form"
      submitTestId="memo-create-submit"
    >
      <TextInput
        label={t("memos.titleLabel")}
        placeholder={t("memos.titlePlaceholder")}
        withAsterisk
        data-autofocus
        maxLength={memoLimits.titleMax}
        {...form.textProps("title")}
      />
    </ModalForm>
  );
}
