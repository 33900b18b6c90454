import { SimpleGrid, TextInput } from "@mantine/core";
import { limits } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { hintBelow } from "../../../components/formLayout";
import type { SignUpFieldsForm } from "../signUpForm";

export function SignUpProfileFields({ form }: { form: SignUpFieldsForm }) {
  const { t, i18n } = useTranslation();
  const optional = ` (${t("common.optional")})`;
  const firstName = (
    <TextInput
      key="firstName"
      label={t("signUp.firstName")}
      autoComplete="given-name"
      withAsterisk
      maxLength={limits.nameMax}
      {...form.textProps("firstName")}
    />
  );
  const lastName = (
    <TextInput
      key="lastName"
      label={t("signUp.lastName")}
      autoComplete="family-name"
      withAsterisk
      maxLength={limits.nameMax}
      {...form.textProps("lastName")}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {/* Korean names are written family name first. */}
      {i18n.language === "ko-KR" ? [lastName, firstName] : [firstName, lastName]}
      <TextInput
        label={t("signUp.initial")}
        inputWrapperOrder={hintBelow}
        description={t("signUp.initialHint")}
        autoCapitalize="characters"
        withAsterisk
        maxLength={limits.initialMax}
        {...form.textProps("initial")}
      />
      <TextInput
        label={t("signUp.nickName") + optional}
        autoComplete="nickname"
        maxLength={limits.nickNameMax}
        {...form.textProps("nickName")}
      />
      <TextInput
        label={t("signUp.phone")}
        placeholder={t("signUp.phonePlaceholder")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        withAsterisk
        maxLength={limits.phoneMax}
        {...form.textProps("phone")}
      />
      <TextInput
        label={t("signUp.organization") + optional}
        autoComplete="organization"
        maxLength={limits.organizationMax}
        {...form.textProps("organization")}
      />
      <TextInput
        label={t("signUp.groupCode") + optional}
        inputWrapperOrder={hintBelow}
        description={t("signUp.groupCodeHint")}
        autoCapitalize="none"
        maxLength={limits.groupCodeLength}
        {...form.textProps("groupCode")}
      />
    </SimpleGrid>
  );
}
