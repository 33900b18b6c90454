import { Grid, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { memberDisplayName } from "../../../lib/memberName";
import { useSession } from "../../../session/store";
import { OpenProposalsNotice } from "../../proposal/OpenProposalsNotice";
import { useDashboard } from "../queries";
import { DashboardActivity } from "./DashboardActivity";
import { DashboardGroups } from "./DashboardGroups";
import { DashboardProjects } from "./DashboardProjects";
import { DashboardWaiting } from "./DashboardWaiting";
import { MyActionItems } from "../../meeting/MyActionItems";
import { LatestNotices } from "../../notice/LatestNotices";

/** / and /indexPage: my groups, my projects, what waits for me and what happened lately. */
export function DashboardPage() {
  const { t } = useTranslation();
  const member = useSession((state) => state.member);
  const dashboard = useDashboard();

  let content;
  if (dashboard.isPending)
    content = (
      <Grid gap="lg" data-testid="dashboard-loading">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Skeleton height={260} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Skeleton height={260} />
        </Grid.Col>
      </Grid>
    );
  else if (dashboard.isError) content = <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  else if (dashboard.data.groups.length === 0) content = <NoMenuAccess noGroup testId="dashboard-no-group" />;
  else
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <DashboardGroups groups={dashboard.data.groups} />
            <DashboardProjects projects={dashboard.data.projects} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <DashboardWaiting toCheck={dashboard.data.toCheck} myEnded={dashboard.data.myEnded} />
            <MyActionItems />
            <LatestNotices />
            <DashboardActivity activity={dashboard.data.activity} />
          </Stack>
        </Grid.Col>
      </Grid>
    );

  return (
    <>
      <PageHeader
        title={t("dashboard.title")}
        description={member ? t("dashboard.welcome", { name: memberDisplayName(member) }) : undefined}
      />
      <OpenProposalsNotice />
      <div data-testid="dashboard-page">{content}</div>
    </>
  );
}
