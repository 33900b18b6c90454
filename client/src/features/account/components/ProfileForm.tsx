import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { limits, memberUpdateInput, type Member } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { useZodForm } from "../../../hooks/useZodForm";
import { useUpdateProfile } from "../queries";
import type { SignUpValues } from "../../auth/signUpForm";

type ProfileValues = Omit<
  SignUpValues,
  "memberId" | "password" | "passwordConfirm" | "groupCode" | "agreeTerms" | "agreePrivacy"
>;

const upper = (value: string) => value.toUpperCase();

function valuesOf(member: Member): ProfileValues {
  return {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    nickName: member.nickName ?? "",
    initial: member.initial,
    organization: member.organization ?? "",
    phone: member.phone,
    newsletter: member.newsletter,
  };
}

export function ProfileForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useZodForm(memberUpdateInput, valuesOf(member), {
    testIdPrefix: "account",
    normalize: { initial: upper },
    codeFields: { EMAIL_TAKEN: "email" },
  });

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        showToast(t("account.profileSaved"));
        onDone();
      },
      onError: form.applyError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="account-profile-form">
      <Stack gap="md">
        <FormAlert message={form.formError} testId="account-profile-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("signUp.firstName")}
            withAsterisk
            maxLength={limits.nameMax}
            {...form.textProps("firstName")}
          />
          <TextInput
            label={t("signUp.lastName")}
            withAsterisk
            maxLength={limits.nameMax}
            {...form.textProps("lastName")}
          />
          <TextInput
            label={t("signUp.email")}
            type="email"
            withAsterisk
            maxLength={limits.emailMax}
            {...form.textProps("email")}
          />
          <TextInput
            label={t("signUp.phone")}
            type="tel"
            withAsterisk
            maxLength={limits.phoneMax}
            placeholder={t("signUp.phonePlaceholder")}
            {...form.textProps("phone")}
          />
          <TextInput
            label={t("signUp.initial")}
            withAsterisk
            maxLength={limits.initialMax}
            {...form.textProps("initial")}
          />
          <TextInput label={t("signUp.nickName")} maxLength={limits.nickNameMax} {...form.textProps("nickName")} />
          <TextInput
            label={t("signUp.organization")}
            maxLength={limits.organizationMax}
            {...form.textProps("organization")}
          />
        </SimpleGrid>
        <Checkbox label={t("signUp.newsletter")} {...form.checkboxProps("newsletter")} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} data-testid="account-profile-cancel">
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="account-profile-save">
            {t("account.saveProfile")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
