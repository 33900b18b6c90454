import { Button, Group, PasswordInput, SimpleGrid, Stack } from "@mantine/core";
import { changePasswordInput } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { NewPasswordFields } from "../../../components/NewPasswordFields";
import { useZodForm } from "../../../hooks/useZodForm";
import { useChangePassword } from "../queries";
import { SectionCard } from "../../../components/SectionCard";
import { useSocialLinks } from "../../auth/social/queries";
import { FirstPasswordSection } from "./FirstPasswordSection";

const empty = { currentPassword: "", newPassword: "", newPasswordConfirm: "" };

/** A member with a password changes it; one who signed up through a provider sets a first one. */
export function ChangePasswordSection() {
  const links = useSocialLinks();
  if (links.data && !links.data.hasPassword) {
    return <FirstPasswordSection providers={links.data.links.map((link) => link.provider)} />;
  }
  return <PasswordChangeSection />;
}

function PasswordChangeSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(changePasswordInput, empty, {
    testIdPrefix: "account",
    codeFields: { WRONG_PASSWORD: "currentPassword" },
  });

  const onSubmit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        showToast(t("account.passwordChanged"));
      },
      onError: form.applyError,
    }),
  );

  return (
    <SectionCard title={t("account.passwordTitle")} description={t("signUp.passwordHint")} testId="account-password">
      <form onSubmit={onSubmit} noValidate data-testid="account-password-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="account-password-error" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PasswordInput
              label={t("account.currentPassword")}
              autoComplete="current-password"
              withAsterisk
              {...form.textProps("currentPassword")}
            />
            <NewPasswordFields
              standalone={false}
              labels={{ password: t("account.newPassword"), again: t("account.newPasswordConfirm") }}
              password={form.textProps("newPassword")}
              again={form.textProps("newPasswordConfirm")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-testid="account-password-submit">
              {t("account.changePassword")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
