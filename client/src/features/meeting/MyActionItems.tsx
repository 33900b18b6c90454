import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { showToast } from "../../components/dialogs";
import { SectionCard } from "../../components/SectionCard";
import { errorMessage } from "../../lib/errorMessage";
import { paths } from "../../paths";
import { useMarkActionDone, useMyMeetingActions } from "./queries";

/**
 * The dashboard's card of my open action items from ended meetings, until I mark each done: the
 * soonest due, each opening its meeting, and how many more there are.
 */
export function MyActionItems() {
  const { t } = useTranslation();
  const actions = useMyMeetingActions();
  const done = useMarkActionDone();
  const items = actions.data?.items ?? [];
  if (items.length === 0) return null;
  const more = (actions.data?.total ?? items.length) - items.length;
  return (
    <SectionCard title={t("meeting.dashboard.title")} testId="dashboard-meeting-actions">
      <Stack gap="xs">
        {items.map((item) => (
          <Group key={item.actionIdx} justify="space-between" wrap="nowrap" data-testid="dashboard-meeting-action">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {item.text}
              </Text>
              <Text size="xs" c="dimmed">
                <Anchor component={Link} to={`${paths.meeting()}?meetingIdx=${item.meetingIdx}`} size="xs">
                  {t("meeting.dashboard.from", { title: item.meetingTitle })}
                </Anchor>
                {item.dueDate ? ` · ${t("meeting.due", { date: item.dueDate })}` : ""}
              </Text>
            </Stack>
            <Button
              size="compact-xs"
              variant="light"
              loading={done.isPending && done.variables === item.actionIdx}
              onClick={() =>
                done.mutate(item.actionIdx, {
                  onSuccess: () => showToast(t("meeting.dashboard.marked")),
                  onError: (error) => showToast(errorMessage(error), "failure"),
                })
              }
              data-testid="dashboard-meeting-action-done"
            >
              {t("meeting.dashboard.done")}
            </Button>
          </Group>
        ))}
        {more > 0 ? (
          <Text size="xs" c="dimmed" data-testid="dashboard-meeting-actions-more">
            {t("waiting.more", { count: more })}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
