import { Button, Group as Row, SimpleGrid, Text } from "@mantine/core";
import { formatDate, type Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/CopyField";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconRefresh } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { paths } from "../../../paths";
import { SectionCard } from "../../../components/SectionCard";
import { useRegenerateCode } from "../queries";

/** The invitation link opens sign-up with the code filled in; signed-in members are sent on to join. */
export function invitationLink(code: string): string {
  return `${window.location.origin}${paths.signUp(code)}`;
}

/** The group's 10-character sign-up code and invitation link, for its managers. */
export function GroupInvite({ group, code }: { group: Group; code: string }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateCode(group.groupIdx);

  const onRegenerate = async () => {
    const confirmed = await confirmAction({
      testId: "regenerate-dialog",
      title: t("groups.regenerateTitle"),
      message: t("groups.regenerateMessage"),
      confirmLabel: t("groups.regenerateConfirm"),
      danger: true,
    });
    if (!confirmed) return;
    regenerate.mutate(undefined, {
      onSuccess: () => showToast(t("groups.regenerated")),
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  return (
    <SectionCard
      title={t("groups.inviteTitle")}
      description={t("groups.inviteDescription")}
      testId="group-invite"
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          loading={regenerate.isPending}
          onClick={() => void onRegenerate()}
          data-testid="group-code-regenerate"
        >
          {t("groups.regenerate")}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CopyField label={t("groups.code")} value={code} testId="group-code" code />
        <CopyField label={t("groups.inviteLink")} value={invitationLink(code)} testId="group-invite-link" />
      </SimpleGrid>
      {group.signUpCodeExpiresAt ? (
        <Row>
          <Text size="sm" c="dimmed" data-testid="group-code-expires">
            {t("groups.codeExpires", { date: formatDate(group.signUpCodeExpiresAt) })}
          </Text>
        </Row>
      ) : null}
    </SectionCard>
  );
}
