import { ActionIcon, Menu } from "@mantine/core";
import type { GroupMember } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { confirmDelete, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconCrown, IconDots, IconTrash } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { useRemoveGroupMember, useSetManager } from "../queries";

interface GroupMemberActionsProps {
  groupIdx: number;
  groupName: string;
  member: GroupMember;
  isSelf: boolean;
  canAppoint: boolean;
  canRemove: boolean;
}

/** A manager's menu on one member row: appoint or remove the manager role, remove from the group. */
export function GroupMemberActions({
  groupIdx,
  groupName,
  member,
  isSelf,
  canAppoint,
  canRemove,
}: GroupMemberActionsProps) {
  const { t } = useTranslation();
  const setManager = useSetManager(groupIdx);
  const remove = useRemoveGroupMember(groupIdx);
  const fail = (error: unknown) => void showFailureDialog(errorMessage(error));
  const idx = member.memberIdx;

  const toggleManager = () =>
    setManager.mutate(
      { memberIdx: idx, manager: !member.manager },
      {
        onSuccess: () =>
          showToast(t(member.manager ? "groups.unappointed" : "groups.appointed", { name: member.name })),
        onError: fail,
      },
    );

  const onRemove = async () => {
    if (!(await confirmDelete(t("groups.removeMemberMessage", { name: member.name, group: groupName })))) return;
    remove.mutate(idx, { onSuccess: () => showToast(t("groups.memberRemoved", { name: member.name })), onError: fail });
  };

  // decide settles self-appointment (canAppoint was asked with this row as the target). Removing
  // oneself is the group panel's "leave", which keeps the last manager rule of leaving.
  const showAppoint = canAppoint;
  const showRemove = canRemove && !isSelf;
  if (!showAppoint && !showRemove) return null;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          loading={setManager.isPending || remove.isPending}
          aria-label={t("groups.memberActions", { name: member.name })}
          data-testid={`group-member-menu-${idx}`}
        >
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {showAppoint ? (
          <Menu.Item
            leftSection={<IconCrown size={16} />}
            onClick={toggleManager}
            data-testid={`group-member-${member.manager ? "unappoint" : "appoint"}-${idx}`}
          >
            {t(member.manager ? "groups.removeManager" : "groups.appointManager")}
          </Menu.Item>
        ) : null}
        {showRemove ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void onRemove()}
            data-testid={`group-member-remove-${idx}`}
          >
            {t("groups.removeMember")}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
