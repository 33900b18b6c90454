import { Button, Group, Loader, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { signatureDialogInput, signingLimits, type SignatureDialogInput, type SocialProvider } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/FormAlert";
import { ModalForm } from "../../components/ModalForm";
import { useZodForm } from "../../hooks/useZodForm";
import { useSocialLinks } from "../auth/social/queries";
import { SocialButton } from "../auth/social/SocialButton";

interface SignDialogProps {
  /** END is the writer's signature, COMPLETE the checker's. */
  role: "WRITER" | "CHECKER";
  /** `<testId>` on the form, `<testId>-confirm` on the sign button. */
  testId: string;
  submitting: boolean;
  onSign: (input: { password: string; meaning: string | null }, onError: (error: unknown) => void) => void;
  /** A member without a password confirms with a linked provider instead (the page is left and comes back). */
  onConfirmWithProvider: (provider: SocialProvider, meaning: string | null) => Promise<void>;
  onClose: () => void;
}

/**
 * Asks for the password again (and an optional meaning) before END or COMPLETE signs the book;
 * a member without a password confirms with one of their linked providers. Mounted while open.
 */
export function SignDialog(props: SignDialogProps) {
  const links = useSocialLinks();
  if (links.isPending) {
    return (
      <Modal opened onClose={props.onClose} withCloseButton={false}>
        <Loader size="sm" />
      </Modal>
    );
  }
  if (links.data && !links.data.hasPassword) {
    return <ProviderSignDialog {...props} providers={links.data.links.map((link) => link.provider)} />;
  }
  return <PasswordSignDialog {...props} />;
}

function PasswordSignDialog({ role, testId, submitting, onSign, onClose }: SignDialogProps) {
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

/** The sign dialog of a social-only member: the meaning, then "Confirm with …" per linked provider. */
function ProviderSignDialog({
  role,
  testId,
  onConfirmWithProvider,
  onClose,
  providers,
}: SignDialogProps & { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  const [meaning, setMeaning] = useState("");
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const writer = role === "WRITER";
  const names = providers.map((provider) => t(`social.providers.${provider}`)).join(", ");
  const confirm = (provider: SocialProvider) => {
    setStarting(provider);
    setError(null);
    onConfirmWithProvider(provider, meaning.trim() || null).catch(() => {
      setStarting(null);
      setError(t("reauth.notCompleted", { provider: t(`social.providers.${provider}`) }));
    });
  };
  return (
    <Modal opened onClose={onClose} title={t(writer ? "signing.dialog.endTitle" : "signing.dialog.completeTitle")}>
      <Stack gap="md" data-testid={testId}>
        <Text size="sm" c="dimmed">
          {t(writer ? "signing.dialog.endIntro" : "signing.dialog.completeIntro")}
        </Text>
        <FormAlert message={error} testId={`${testId}-error`} />
        <Text size="sm">{providers.length > 0 ? t("reauth.intro", { providers: names }) : t("reauth.noProvider")}</Text>
        <TextInput
          label={t("signing.dialog.meaning")}
          placeholder={t(`signing.meaningDefault.${role}`)}
          maxLength={signingLimits.meaningMax}
          value={meaning}
          onChange={(event) => setMeaning(event.currentTarget.value)}
          data-testid="labbook-sign-meaning"
        />
        {providers.map((provider) => (
          <div key={provider} data-testid={`${testId}-confirm-${provider}`}>
            <SocialButton
              provider={provider}
              label={t("reauth.confirmWith", { provider: t(`social.providers.${provider}`) })}
              loading={starting === provider}
              disabled={starting !== null && starting !== provider}
              onClick={() => confirm(provider)}
            />
          </div>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={`${testId}-cancel`}>
            {t("common.cancel")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
