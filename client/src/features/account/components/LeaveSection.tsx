import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { leaveInput } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { confirmLeave, showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { useZodForm } from "../../../hooks/useZodForm";
import { logout } from "../../../session/logout";
import { useLeave } from "../queries";
import { SectionCard } from "../../../components/SectionCard";

/** Leaving asks for the password, then warns that it cannot be undone, then logs out. */
export function LeaveSection() {
  const { t } = useTranslation();
  const leave = useLeave();
  const form = useZodForm(
    leaveInput,
    { password: "" },
    {
      testIdPrefix: "account-leave",
      codeFields: { WRONG_PASSWORD: "password" },
    },
  );

  const onSubmit = form.handleSubmit(async (input) => {
    if (!(await confirmLeave())) return;
    leave.mutate(input, {
      onSuccess: () => {
        showToast(t("account.left"));
        logout();
      },
      onError: form.applyError,
    });
  });

  return (
    <SectionCard
      title={t("account.leaveTitle")}
      description={t("account.leaveDescription")}
      danger
      testId="account-leave"
    >
      <form onSubmit={onSubmit} noValidate data-testid="account-leave-form">
        <Stack gap="md">
          <FormAlert message={form.formError} testId="account-leave-error" />
          <Group align="flex-start" gap="md" wrap="wrap">
            <PasswordInput
              label={t("account.leavePassword")}
              autoComplete="current-password"
              withAsterisk
              w={{ base: "100%", sm: 320 }}
              {...form.textProps("password")}
            />
            <Button
              type="submit"
              color="red"
              variant="outline"
              mt={{ base: 0, sm: 26 }}
              loading={leave.isPending}
              data-testid="account-leave-submit"
            >
              {t("account.leaveSubmit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
