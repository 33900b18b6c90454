import { Button } from "@mantine/core";
import { can } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../paths";
import { useSubject } from "../session/subject";
import { EmptyPanel } from "./EmptyPanel";
import { IconLock, IconLogin, IconPlus, IconUsers } from "./icons";

interface NoMenuAccessProps {
  /**
   * The member is in no group, so a group's menu (dashboard, projects, tree view, lab books,
   * inventory, supplies) has nothing for them: they are told to ask the group manager, and
   * offered joining with a code (or creating a group, when their role may).
   */
  noGroup?: boolean;
  testId?: string;
}

/** Spec §6 "no menu access authority": a finished screen, not an error. */
export function NoMenuAccess({ noGroup = false, testId = "no-menu-access" }: NoMenuAccessProps) {
  const { t } = useTranslation();
  const subject = useSubject();
  if (!noGroup) {
    return (
      <EmptyPanel
        icon={<IconLock size={30} />}
        title={t("access.noMenuTitle")}
        description={t("errors.NO_MENU_ACCESS")}
        testId={testId}
      />
    );
  }
  return (
    <EmptyPanel
      icon={<IconUsers size={30} />}
      title={t("access.noGroupTitle")}
      description={<span data-testid="no-group-message">{t("access.noGroupDescription")}</span>}
      testId={testId}
      actions={
        <>
          <Button
            component={Link}
            to={paths.groups({ join: "" })}
            leftSection={<IconLogin size={18} />}
            data-testid="no-group-join"
          >
            {t("access.joinGroup")}
          </Button>
          {can(subject, "group.create") ? (
            <Button
              component={Link}
              to={paths.groups({ create: 1 })}
              variant="default"
              leftSection={<IconPlus size={18} />}
              data-testid="no-group-create"
            >
              {t("access.createGroup")}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
