import { Skeleton } from "@mantine/core";
import { can } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { AdministratorBadge } from "../../../components/AdministratorBadge";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useSubject } from "../../../session/subject";
import { standingIn, useGroups } from "../../groups/queries";
import { UsersDirectory } from "./UsersDirectory";

/**
 * /myLab/users: administrators see every member; group managers the members of the groups they
 * manage; anyone else the spec's "no menu access authority".
 */
export function UsersPage() {
  const { t } = useTranslation();
  const subject = useSubject();
  const groups = useGroups();
  const administrator = can(subject, "member.list");
  const managed = (groups.data ?? []).filter((group) => can(subject, "member.list", { group: standingIn(group) }));

  let content;
  if (administrator) content = <UsersDirectory administrator groups={groups.data ?? []} />;
  else if (groups.isPending) content = <Skeleton height={280} data-testid="users-loading" />;
  else if (groups.isError) content = <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  else if (managed.length === 0) content = <NoMenuAccess />;
  else content = <UsersDirectory administrator={false} groups={managed} />;

  const description = administrator
    ? t("users.descriptionAdmin")
    : managed.length > 0
      ? t("users.descriptionManager")
      : undefined;
  return (
    <>
      <PageHeader
        title={t("users.title")}
        description={description}
        actions={
          administrator ? (
            <AdministratorBadge
              label={t("header.adminMenu")}
              hint={t("header.adminMenuHint")}
              testId="users-admin-menu"
              size="lg"
            />
          ) : undefined
        }
      />
      {content}
    </>
  );
}
