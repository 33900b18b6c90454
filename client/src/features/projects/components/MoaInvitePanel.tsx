import { Alert, Button, Text } from "@mantine/core";
import { formatDate, type ProjectDetail } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/CopyField";
import { confirmAction, showFailureDialog } from "../../../components/dialogs";
import { IconKey, IconRefresh } from "../../../components/icons";
import { SectionCard } from "../../../components/SectionCard";
import { errorMessage } from "../../../lib/errorMessage";
import { useRenewInvite } from "../queries";

/**
 * A MoA project's invitation code, for its OWNERs: create it, or renew it (the old code stops
 * working). The server keeps only the code's hash, so a code is shown once, right after it is made.
 */
export function MoaInvitePanel({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const renew = useRenewInvite(project.projectIdx);
  const [code, setCode] = useState<string | null>(null);
  const active = project.invite?.active === true;

  const onRenew = async () => {
    if (active) {
      const confirmed = await confirmAction({
        testId: "moa-invite-renew-dialog",
        title: t("books.project.inviteRenewConfirmTitle"),
        message: t("books.project.inviteRenewConfirm"),
        confirmLabel: t("books.project.inviteRenew"),
        danger: true,
      });
      if (!confirmed) return;
    }
    renew.mutate(undefined, {
      onSuccess: (result) => setCode(result.inviteCode),
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  return (
    <SectionCard
      title={t("books.project.inviteTitle")}
      description={t("books.project.inviteHint")}
      testId="moa-invite"
      actions={
        <Button
          variant="light"
          leftSection={active ? <IconRefresh size={18} /> : <IconKey size={18} />}
          loading={renew.isPending}
          disabled={project.archived}
          onClick={() => void onRenew()}
          data-testid="moa-invite-renew"
        >
          {active ? t("books.project.inviteRenew") : t("books.project.inviteCreate")}
        </Button>
      }
    >
      {code !== null ? (
        <>
          <CopyField label={t("books.project.inviteTitle")} value={code} testId="moa-invite-code" code />
          <Alert variant="light" color="yellow" data-testid="moa-invite-once">
            {t("books.project.inviteShowOnce")}
          </Alert>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="moa-invite-state">
          {active && project.invite?.createdAt
            ? t("books.project.inviteActive", { date: formatDate(project.invite.createdAt) })
            : t("books.project.inviteNone")}
        </Text>
      )}
    </SectionCard>
  );
}
