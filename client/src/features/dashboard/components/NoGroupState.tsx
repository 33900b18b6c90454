import { Button } from "@mantine/core";
import { can } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconLogin, IconPlus, IconUsers } from "../../../components/icons";
import { paths } from "../../../paths";
import { useSubject } from "../../../session/subject";

/** A member in no group: how to get into one. */
export function NoGroupState() {
  const { t } = useTranslation();
  const subject = useSubject();
  return (
    <EmptyPanel
      icon={<IconUsers size={30} />}
      title={t("dashboard.noGroupTitle")}
      description={t("dashboard.noGroupDescription")}
      testId="dashboard-no-group"
      actions={
        <>
          <Button
            component={Link}
            to={paths.groups({ join: "" })}
            leftSection={<IconLogin size={18} />}
            data-testid="dashboard-join"
          >
            {t("dashboard.joinCta")}
          </Button>
          {can(subject, "group.create") ? (
            <Button
              component={Link}
              to={paths.groups()}
              variant="default"
              leftSection={<IconPlus size={18} />}
              data-testid="dashboard-create-group"
            >
              {t("dashboard.createCta")}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
