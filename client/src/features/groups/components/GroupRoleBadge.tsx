import { Badge } from "@mantine/core";
import type { Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";
import { IconCrown } from "../../../components/icons";

/** The caller's standing in a group: manager, member, or administrator looking in from outside. */
export function GroupRoleBadge({ myRole, testId }: { myRole: Group["myRole"]; testId?: string }) {
  const { t } = useTranslation();
  if (myRole === "manager") {
    return (
      <Badge style={noShrink} variant="light" color="grape" leftSection={<IconCrown size={12} />} data-testid={testId}>
        {t("groups.roleManager")}
      </Badge>
    );
  }
  return (
    <Badge style={noShrink} variant="light" color={myRole === "member" ? "lab" : "gray"} data-testid={testId}>
      {t(myRole === "member" ? "groups.roleMember" : "groups.roleAdministrator")}
    </Badge>
  );
}
