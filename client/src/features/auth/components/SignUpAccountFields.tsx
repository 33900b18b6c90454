import { PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import { limits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { hintBelow } from "../../../components/formLayout";
import type { SignUpFieldsForm } from "../signUpForm";

/** How the password pair reads when it is not the ordinary sign-up's required one. */
export interface SignUpPasswordWording {
  label: string;
  confirmLabel: string;
  hint: string;
  required: boolean;
}

/**
 * ID, e-mail, password and the password again: the ordinary sign-up, and a provider's sign-up
 * completion (where the password is optional and says so).
 */
export function SignUpAccountFields({ form, password }: { form: SignUpFieldsForm; password?: SignUpPasswordWording }) {
  const { t } = useTranslation();
  const wording = password ?? {
    label: t("signUp.password"),
    confirmLabel: t("signUp.passwordConfirm"),
    hint: t("signUp.passwordHint"),
    required: true,
  };
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
        label={wording.label}
        inputWrapperOrder={hintBelow}
        description={wording.hint}
        autoComplete="new-password"
        withAsterisk={wording.required}
        maxLength={limits.passwordMax}
        {...form.textProps("password")}
      />
      <PasswordInput
        label={wording.confirmLabel}
        autoComplete="new-password"
        withAsterisk={wording.required}
        maxLength={limits.passwordMax}
        {...form.textProps("passwordConfirm")}
      />
    </SimpleGrid>
  );
}
