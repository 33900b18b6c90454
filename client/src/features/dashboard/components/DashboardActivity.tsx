import { Text, Timeline } from "@mantine/core";
import { formatDateTime, type ActivityItem } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconActivity } from "../../../components/icons";
import { SectionCard } from "../../../components/SectionCard";
import { activityText } from "../activityText";

/** What happened lately in my groups and projects, newest first. */
export function DashboardActivity({ activity }: { activity: ActivityItem[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("dashboard.activityTitle")} testId="dashboard-activity">
      {activity.length === 0 ? (
        <EmptyPanel bare icon={<IconActivity size={24} />} title={t("dashboard.noActivity")} testId="activity-empty" />
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {activity.map((item, index) => (
            <Timeline.Item key={`${item.at}-${index}`} data-testid="activity-item">
              <Text size="sm">{activityText(item)}</Text>
              <Text size="xs" c="dimmed" mt={2}>
                {formatDateTime(item.at)}
                {item.projectName ? ` · ${item.groupName}` : ""}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
