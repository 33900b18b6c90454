import { PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import { limits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { hintBelow } from "../../../components/formLayout";
import type { SignUpForm } from "../signUpForm";

export function SignUpAccountFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t("signUp.memberId")}
        inputWrapperOrder={hintBelow}
        description={t("signUp.memberIdHint")}
        autoComplete="username"
        autoCapitalize="none"
        withAsterisk
        maxLength={limits.idMax}
        {...form.textProps("memberId")}
      />
      <TextInput
        label={t("signUp.email")}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        withAsterisk
        maxLength={limits.emailMax}
        {...form.textProps("email")}
      />
      <PasswordInput
        label={t("signUp.password")}
        inputWrapperOrder={hintBelow}
        description={t("signUp.passwordHint")}
        autoComplete="new-password"
        withAsterisk
        maxLength={limits.passwordMax}
        {...form.textProps("password")}
      />
      <PasswordInput
        label={t("signUp.passwordConfirm")}
        autoComplete="new-password"
        withAsterisk
        maxLength={limits.passwordMax}
        {...form.textProps("passwordConfirm")}
      />
    </SimpleGrid>
  );
}
