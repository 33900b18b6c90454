import { Button, Group as Row, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { can, type Group } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconCompass, IconDoorExit, IconPencil } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { errorMessage, isNotFound } from "../../../lib/errorMessage";
import { useSubject } from "../../../session/subject";
import { standingIn, useGroup, useLeaveGroup } from "../queries";
import { GroupInvite } from "./GroupInvite";
import { GroupMembers } from "./GroupMembers";
import { GroupRoleBadge } from "./GroupRoleBadge";
import { RenameGroupModal } from "./RenameGroupModal";

function GroupHeader({ group, onLeft }: { group: Group; onLeft: () => void }) {
  const { t } = useTranslation();
  const subject = useSubject();
  const [renaming, setRenaming] = useState(false);
  const leave = useLeaveGroup(group.groupIdx);
  const facts = { group: standingIn(group) };

  const onLeave = async () => {
    const confirmed = await confirmAction({
      testId: "group-leave-dialog",
      title: t("groups.leaveTitle"),
      message: t("groups.leaveMessage", { name: group.groupName }),
      confirmLabel: t("groups.leave"),
      danger: true,
    });
    if (!confirmed) return;
    leave.mutate(undefined, {
      onSuccess: () => {
        showToast(t("groups.left", { name: group.groupName }));
        onLeft();
      },
      onError: (error) => void showFailureDialog(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Row justify="space-between" align="center" gap="md">
        <Stack gap={6}>
          <Row gap="sm">
            <Title order={3} data-testid="group-panel-name" style={{ overflowWrap: "anywhere" }}>
              {group.groupName}
            </Title>
            <GroupRoleBadge myRole={group.myRole} testId="group-panel-role" />
          </Row>
          <Text size="sm" c="dimmed">
            {t("groups.memberCount")} {group.memberCount} · {t("groups.projectCount")} {group.projectCount} ·{" "}
            {t("groups.labBookCount")} {group.labBookCount}
          </Text>
        </Stack>
        <Row gap="sm">
          {can(subject, "group.manage", facts) ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={18} />}
              onClick={() => setRenaming(true)}
              data-testid="group-rename"
            >
              {t("groups.rename")}
            </Button>
          ) : null}
          {can(subject, "group.leave", facts) ? (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconDoorExit size={18} />}
              loading={leave.isPending}
              onClick={() => void onLeave()}
              data-testid="group-leave"
            >
              {t("groups.leave")}
            </Button>
          ) : null}
        </Row>
      </Row>
      {renaming ? <RenameGroupModal group={group} onClose={() => setRenaming(false)} /> : null}
    </Paper>
  );
}

/** One group: its header, the invitation (managers) and the members. */
export function GroupPanel({ groupIdx, onLeft }: { groupIdx: number; onLeft: () => void }) {
  const { t } = useTranslation();
  const group = useGroup(groupIdx);
  if (group.isPending) return <Skeleton height={260} data-testid="group-panel-loading" />;
  if (group.isError) {
    if (isNotFound(group.error))
      return <EmptyPanel icon={<IconCompass size={28} />} title={t("state.notVisible")} testId="group-not-found" />;
    return <QueryError error={group.error} onRetry={() => void group.refetch()} />;
  }
  const code = group.data.signUpCode;
  return (
    <Stack gap="lg" data-testid="group-panel">
      <GroupHeader group={group.data} onLeft={onLeft} />
      {code ? <GroupInvite group={group.data} code={code} /> : null}
      <GroupMembers group={group.data} />
    </Stack>
  );
}
