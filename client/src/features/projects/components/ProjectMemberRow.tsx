import { ActionIcon, NativeSelect, Stack, Table, Text, Tooltip } from "@mantine/core";
import { projectLevels, type ProjectLevel, type ProjectMember } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { confirmDelete, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconTrash } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { useRemoveProjectMember, useSetProjectMember } from "../queries";
import { LevelBadge } from "./LevelBadge";

interface ProjectMemberRowProps {
  projectIdx: number;
  projectName: string;
  member: ProjectMember;
  isSelf: boolean;
  canManage: boolean;
}

/** One member: a level select and a remove button for those who manage the project. */
export function ProjectMemberRow({ projectIdx, projectName, member, isSelf, canManage }: ProjectMemberRowProps) {
  const { t } = useTranslation();
  const setLevel = useSetProjectMember(projectIdx);
  const remove = useRemoveProjectMember(projectIdx);
  const fail = (error: unknown) => void showFailureDialog(errorMessage(error));
  const idx = member.memberIdx;

  const changeLevel = (level: ProjectLevel) =>
    setLevel.mutate(
      { memberIdx: idx, level },
      {
        onSuccess: () => showToast(t("projects.levelChanged", { name: member.name, level: t(`levels.${level}`) })),
        onError: fail,
      },
    );

  const onRemove = async () => {
    if (!(await confirmDelete(t("projects.removeMemberMessage", { name: member.name, project: projectName })))) return;
    remove.mutate(idx, {
      onSuccess: () => showToast(t("projects.memberRemoved", { name: member.name })),
      onError: fail,
    });
  };

  return (
    <Table.Tr data-testid={`project-member-${idx}`}>
      <Table.Td>
        <Stack gap={0}>
          <Text fw={600}>{member.name}</Text>
          {isSelf ? (
            <Text size="xs" c="dimmed">
              {t("common.you")}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{member.memberId}</Table.Td>
      <Table.Td>
        {canManage ? (
          <NativeSelect
            size="sm"
            w={160}
            aria-label={t("projects.levelOf", { name: member.name })}
            value={member.level}
            disabled={setLevel.isPending}
            onChange={(event) => changeLevel(event.currentTarget.value as ProjectLevel)}
            data={projectLevels.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
            data-testid={`project-member-level-${idx}`}
          />
        ) : (
          <LevelBadge level={member.level} testId={`project-member-level-${idx}`} />
        )}
      </Table.Td>
      <Table.Td ta="right">
        {canManage ? (
          <Tooltip label={t("projects.removeMember")}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              loading={remove.isPending}
              aria-label={t("projects.removeMember")}
              onClick={() => void onRemove()}
              data-testid={`project-member-remove-${idx}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
