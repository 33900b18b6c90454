import { SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDate, formatDateTime, formatPhone, type Member } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { memberDisplayName } from "../../../lib/memberName";

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}

export function ProfileView({ member }: { member: Member }) {
  const { t } = useTranslation();
  const none = t("common.none");
  const name = memberDisplayName(member);
  const fields: Array<[string, string, string]> = [
    ["memberId", t("account.memberId"), member.memberId],
    ["name", t("account.name"), name],
    ["email", t("signUp.email"), member.email],
    ["nickName", t("signUp.nickName"), member.nickName || none],
    ["initial", t("signUp.initial"), member.initial],
    ["organization", t("signUp.organization"), member.organization || none],
    ["phone", t("signUp.phone"), formatPhone(member.phone)],
    ["role", t("account.role"), t(`roles.${member.role}`)],
    ["newsletter", t("account.newsletter"), t(member.newsletter ? "account.subscribed" : "account.notSubscribed")],
    ["registeredAt", t("account.registeredAt"), formatDate(member.registeredAt) || none],
    ["lastLogin", t("account.lastLogin"), formatDateTime(member.lastLoginDateTime) || none],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md" data-testid="account-profile-view">
      {fields.map(([key, label, value]) => (
        <Field key={key} label={label} value={value} testId={`account-view-${key}`} />
      ))}
    </SimpleGrid>
  );
}
