import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { MeetingSummary } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ContentLoader } from "../../components/ContentLoader";
import { confirmAction, showToast } from "../../components/dialogs";
import { NoMenuAccess } from "../../components/NoMenuAccess";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { errorMessage } from "../../lib/errorMessage";
import { GroupSelect } from "../inventory/components/GroupSelect";
import { useGroupChoice } from "../inventory/groupChoice";
import { formatWhen } from "./format";
import { useDeleteMeeting, useMeetings } from "./queries";
import { ScheduleMeetingModal } from "./ScheduleMeetingModal";
import { namedMember } from "../../lib/memberName";

const statusColor = { SCHEDULED: "blue", LIVE: "green", ENDED: "gray" } as const;

function MeetingCard({ meeting, onOpen }: { meeting: MeetingSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMeeting();
  const onDelete = async () => {
    const yes = await confirmAction({
      testId: "meeting-delete-confirm",
      title: t("meeting.delete"),
      message: t("meeting.deleteMessage", { title: meeting.title }),
      confirmLabel: t("meeting.delete"),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(meeting.meetingIdx, {
      onSuccess: () => showToast(t("meeting.deleted")),
      onError: (error) => showToast(errorMessage(error), "failure"),
    });
  };
  return (
    <Card withBorder padding="sm" data-testid="meeting-card" data-meeting-idx={meeting.meetingIdx}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} data-testid="meeting-card-title">
              {meeting.title}
            </Text>
            <Badge color={statusColor[meeting.status]} variant="light">
              {t(`meeting.status.${meeting.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatWhen(meeting.startsAt)} · {meeting.projectName ?? meeting.groupName} ·{" "}
            {t("meeting.host", { name: namedMember({ name: meeting.hostName, left: meeting.hostLeft }) })}
          </Text>
        </Stack>
        <Group gap="xs">
          {meeting.canManage && meeting.status === "SCHEDULED" ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => void onDelete()} data-testid="meeting-delete">
              {t("meeting.delete")}
            </Button>
          ) : null}
          <Button size="xs" onClick={onOpen} data-testid="meeting-open">
            {meeting.status === "ENDED" ? t("meeting.openRecord") : t("meeting.join")}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function Section({
  title,
  meetings,
  open,
  testId,
}: {
  title: string;
  meetings: MeetingSummary[];
  open: (idx: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={4}>{title}</Title>
      {meetings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("meeting.noneInSection")}
        </Text>
      ) : (
        meetings.map((meeting) => (
          <MeetingCard key={meeting.meetingIdx} meeting={meeting} onOpen={() => open(meeting.meetingIdx)} />
        ))
      )}
    </Stack>
  );
}

/** The group's meetings: live now, upcoming, past; group managers schedule new ones. */
export function MeetingListView() {
  const { t } = useTranslation();
  const { groups, groupIdx, choose, query: groupsQuery } = useGroupChoice();
  const meetings = useMeetings(groupIdx);
  const [, setSearch] = useSearchParams();
  const [scheduling, setScheduling] = useState(false);
  const open = (meetingIdx: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set("meetingIdx", String(meetingIdx));
      return next;
    });

  if (groupsQuery.isPending) return <ContentLoader />;
  if (groupsQuery.isError) return <QueryError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />;
  const canSchedule = meetings.data?.canSchedule ?? false;
  const header = (
    <PageHeader
      title={t("meeting.title")}
      description={t("meeting.description")}
      actions={
        groupIdx !== null ? (
          <Group gap="sm">
            <GroupSelect groups={groups} value={groupIdx} onChange={choose} />
            {canSchedule ? (
              <Button onClick={() => setScheduling(true)} data-testid="meeting-schedule">
                {t("meeting.schedule")}
              </Button>
            ) : null}
          </Group>
        ) : null
      }
    />
  );
  if (groupIdx === null)
    return (
      <>
        {header}
        <NoMenuAccess noGroup testId="meeting-no-group" />
      </>
    );
  return (
    <Stack gap="lg" maw={960}>
      {header}
      {meetings.isPending ? (
        <ContentLoader />
      ) : meetings.isError ? (
        <QueryError error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : (
        <>
          <Section title={t("meeting.live")} meetings={meetings.data.live} open={open} testId="meetings-live" />
          <Section
            title={t("meeting.upcoming")}
            meetings={meetings.data.upcoming}
            open={open}
            testId="meetings-upcoming"
          />
          <Section title={t("meeting.past")} meetings={meetings.data.past} open={open} testId="meetings-past" />
        </>
      )}
      {scheduling ? (
        <ScheduleMeetingModal groupIdx={groupIdx} onClose={() => setScheduling(false)} onScheduled={open} />
      ) : null}
    </Stack>
  );
}
