import { Checkbox, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SignUpForm } from "../signUpForm";

export function SignUpAgreements({ form }: { form: SignUpForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox label={t("signUp.agreeTerms")} {...form.checkboxProps("agreeTerms")} />
      <Checkbox label={t("signUp.agreePrivacy")} {...form.checkboxProps("agreePrivacy")} />
      <Checkbox label={t("signUp.newsletter")} {...form.checkboxProps("newsletter")} />
    </Stack>
  );
}
