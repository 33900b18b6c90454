import { Badge, NativeSelect } from "@mantine/core";
import { can, roles, type MemberSummary, type Role } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { useRoleLabel } from "../../../hooks/useRoleLabel";
import { errorMessage } from "../../../lib/errorMessage";
import { useSubject } from "../../../session/subject";
import { useChangeRole } from "../queries";

/** The member's installation role; a select with only the roles the subject may give. */
export function RoleSelect({ member, editable }: { member: MemberSummary; editable: boolean }) {
  const { t } = useTranslation();
  const subject = useSubject();
  const change = useChangeRole();
  const roleLabel = useRoleLabel();
  const target = { memberIdx: member.memberIdx, role: member.role };
  const choices = editable
    ? roles.filter((role) => role === member.role || can(subject, "member.changeRole", { target }, role))
    : [];

  if (choices.length < 2) {
    return (
      <Badge
        style={noShrink}
        variant="light"
        color={member.role === "FRONT" ? "gray" : "grape"}
        data-testid={`user-role-${member.memberIdx}`}
      >
        {roleLabel(member.role)}
      </Badge>
    );
  }

  // A select changes on a stray key or wheel turn: the role changes only once the subject confirms.
  // Cancelling keeps the stored role, which the controlled select shows again.
  const onChange = async (role: Role) => {
    const confirmed = await confirmAction({
      testId: "role-change-dialog",
      title: t("users.roleChangeTitle"),
      message: t("users.roleChangeMessage", { name: member.name, role: roleLabel(role) }),
      confirmLabel: t("users.roleChangeConfirm"),
    });
    if (!confirmed) return;
    change.mutate(
      { memberIdx: member.memberIdx, role },
      {
        onSuccess: () => showToast(t("users.roleChanged", { name: member.name, role: roleLabel(role) })),
        onError: (error) => void showFailureDialog(errorMessage(error)),
      },
    );
  };

  return (
    <NativeSelect
      size="sm"
      w={170}
      aria-label={t("users.roleOf", { name: member.name })}
      value={member.role}
      disabled={change.isPending}
      onChange={(event) => void onChange(event.currentTarget.value as Role)}
      data={choices.map((role) => ({ value: role, label: roleLabel(role) }))}
      data-testid={`user-role-${member.memberIdx}`}
    />
  );
}
