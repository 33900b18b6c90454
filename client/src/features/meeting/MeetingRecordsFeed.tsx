import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { meetingPaths, type MeetingList, type MeetingSummary } from "@enote/shared";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { api } from "../../lib/api";
import { paths } from "../../paths";
import { bookFeedKeys } from "../bookfeed/queryKeys";
import { formatWhen } from "./format";
import { namedMember } from "../../lib/memberName";

/** Records the feed shows per group, newest first. */
const shownPerGroup = 3;

/** When a past meeting really took place: its start, else its end (never opened), else the schedule. */
function heldAt(meeting: MeetingSummary): string {
  return meeting.startedAt ?? meeting.endedAt ?? meeting.startsAt;
}

/**
 * The groups' latest meeting records, at the top of the book feed. Keyed under the feed's keys, so
 * the feed's live topic (published when a meeting ends) brings a new record without a reload.
 */
export function MeetingRecordsFeed({ groupIdxs }: { groupIdxs: number[] }) {
  const { t } = useTranslation();
  const lists = useQueries({
    queries: groupIdxs.map((groupIdx) => ({
      queryKey: [...bookFeedKeys.all, "meetings", groupIdx] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<MeetingList>(`${meetingPaths.list}?groupIdx=${groupIdx}`, { signal }),
    })),
  });
  const records: MeetingSummary[] = lists
    .flatMap((list) => list.data?.past.slice(0, shownPerGroup) ?? [])
    .sort((a, b) => heldAt(b).localeCompare(heldAt(a)));
  if (records.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="bookfeed-meetings">
      <Title order={5}>{t("meeting.feed.title")}</Title>
      {records.map((meeting) => (
        <Paper
          key={meeting.meetingIdx}
          withBorder
          p="sm"
          data-testid="bookfeed-meeting"
          data-meeting-idx={meeting.meetingIdx}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={`${paths.meeting()}?groupIdx=${meeting.groupIdx}&meetingIdx=${meeting.meetingIdx}`}
              fw={600}
            >
              {t("meeting.feed.entry", { title: meeting.title })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatWhen(heldAt(meeting))} · {meeting.projectName ?? meeting.groupName} ·{" "}
              {t("meeting.host", { name: namedMember({ name: meeting.hostName, left: meeting.hostLeft }) })}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
