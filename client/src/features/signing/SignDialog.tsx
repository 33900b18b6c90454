import { PasswordInput, TextInput } from "@mantine/core";
import { signatureDialogInput, signingLimits, type SignatureDialogInput } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { ModalForm } from "../../components/ModalForm";
import { useZodForm } from "../../hooks/useZodForm";

interface SignDialogProps {
  /** END is the writer's signature, COMPLETE the checker's. */
  role: "WRITER" | "CHECKER";
  /** `<testId>` on the form, `<testId>-confirm` on the sign button. */
  testId: string;
  submitting: boolean;
  onSign: (input: { password: string; meaning: string | null }, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/** Asks for the password again (and an optional meaning) before END or COMPLETE signs the book. Mounted while open. */
export function SignDialog({ role, testId, submitting, onSign, onClose }: SignDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(signatureDialogInput, { password: "", meaning: "" } satisfies SignatureDialogInput, {
    testIdPrefix: "labbook-sign",
  });
  const onSubmit = form.handleSubmit((input) =>
    onSign({ password: input.password, meaning: input.meaning }, form.applyError),
  );
  const writer = role === "WRITER";
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t(writer ? "signing.dialog.endTitle" : "signing.dialog.completeTitle")}
      description={t(writer ? "signing.dialog.endIntro" : "signing.dialog.completeIntro")}
      onSubmit={onSubmit}
      submitLabel={t("signing.dialog.sign")}
      submitting={submitting}
      error={form.formError}
      testId={testId}
      submitTestId={`${testId}-confirm`}
    >
      <PasswordInput
        label={t("signing.dialog.password")}
        description={t("signing.dialog.passwordHint")}
        withAsterisk
        data-autofocus
        autoComplete="current-password"
        maxLength={signingLimits.passwordMax}
        {...form.textProps("password")}
      />
      <TextInput
        label={t("signing.dialog.meaning")}
        placeholder={t(`signing.meaningDefault.${role}`)}
        maxLength={signingLimits.meaningMax}
        {...form.textProps("meaning")}
      />
    </ModalForm>
  );
}
