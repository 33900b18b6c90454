import { Alert, Badge, Button, Grid, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { documentName, meetingDoc, type Meeting, type MemberPresence } from "@enote/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDrawingCanvasCode } from "../../components/drawing";
import { confirmAction, showToast } from "../../components/dialogs";
import { ContentLoader } from "../../components/ContentLoader";
import { currentLocale } from "../../i18n";
import { errorMessage } from "../../lib/errorMessage";
import { useGroupMembers } from "../groups/queries";
import type { SessionAuth } from "../labbook/collab/session";
import { useLabBookSession, useSessionValue } from "../labbook/collab/useLabBookSession";
import { ActionItemsPanel } from "./ActionItemsPanel";
import { AgendaPanel } from "./AgendaPanel";
import { formatWhen } from "./format";
import { MinutesEditor } from "./MinutesEditor";
import { PeoplePanel } from "./PeoplePanel";
import { PresenterPanel } from "./PresenterPanel";
import { meetingKeys, useEndMeeting } from "./queries";
import { useRoomParticipants } from "./roomPresence";
import { namedMember } from "../../lib/memberName";

interface MeetingRoomProps {
  meeting: Meeting;
  user: MemberPresence;
}

/** The live room: one Y.Doc `meeting.<meetingIdx>` for minutes, whiteboard, agenda and actions; presence beside. */
export function MeetingRoom({ meeting, user }: MeetingRoomProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // A room is never kept offline: it lasts an hour and ends read-only.
  const auth = useMemo<SessionAuth>(
    () => ({ kind: "member", memberIdx: user.memberIdx, presence: user, offline: false }),
    [user],
  );
  const session = useLabBookSession(meeting.meetingIdx, auth, documentName.meeting(meeting.meetingIdx));
  // What the room shows, value by value: the room does not render again at each save of the minutes.
  const access = useSessionValue(session, (state) => state.access);
  const everSynced = useSessionValue(session, (state) => state.everSynced);
  const recordChanges = useSessionValue(session, (state) => state.recordChanges);
  const refusal = useSessionValue(session, (state) => state.refusal);
  const loaded = useSessionValue(session, (state) => state.loaded);
  const people = useRoomParticipants(session?.provider ?? null, user.memberIdx);
  const members = (useGroupMembers(meeting.groupIdx).data ?? []).map(({ memberIdx, name }) => ({ memberIdx, name }));
  const code = useDrawingCanvasCode();
  const end = useEndMeeting();
  const editable = access === "write";
  const isHost = meeting.hostIdx === user.memberIdx;
  const [tab, setTab] = useState<string | null>("minutes");
  // Someone starts presenting a book: everyone's room turns to it (they may turn back).
  const presenterIdx = people.find((person) => !person.isMe && person.presenting && person.view)?.memberIdx ?? null;
  useEffect(() => {
    if (presenterIdx !== null) setTab("presenter");
  }, [presenterIdx]);

  // Joining makes a scheduled meeting live: its header reads the status again once in the room.
  useEffect(() => {
    if (everSynced && meeting.status === "SCHEDULED") {
      void client.invalidateQueries({ queryKey: meetingKeys.detail(meeting.meetingIdx) });
    }
  }, [everSynced, meeting.status, client, meeting.meetingIdx]);

  // The meeting ended (the server made the room read-only and said its record changed): show the record.
  useEffect(() => {
    if (recordChanges > 0 || access === "read") {
      void client.invalidateQueries({ queryKey: meetingKeys.detail(meeting.meetingIdx) });
    }
  }, [recordChanges, access, client, meeting.meetingIdx]);

  const onEnd = async () => {
    const yes = await confirmAction({
      testId: "meeting-end-confirm",
      title: t("meeting.end"),
      message: t("meeting.endMessage", { title: meeting.title }),
      confirmLabel: t("meeting.end"),
      danger: true,
    });
    if (!yes) return;
    end.mutate(meeting.meetingIdx, {
      onSuccess: () => showToast(t("meeting.ended")),
      onError: (error) => showToast(errorMessage(error), "failure"),
    });
  };

  if (refusal) {
    return (
      <Alert color="gray" data-testid="meeting-gone">
        {t("meeting.gone")}
      </Alert>
    );
  }
  if (!session || !loaded) return <ContentLoader />;

  return (
    <Stack gap="sm" data-testid="meeting-room" data-access={access ?? "pending"}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Group gap="xs">
            <Title order={3}>{meeting.title}</Title>
            <Badge color={meeting.status === "LIVE" ? "green" : "blue"} variant="light" data-testid="meeting-status">
              {t(`meeting.status.${meeting.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatWhen(meeting.startsAt)} · {meeting.projectName ?? meeting.groupName} ·{" "}
            {t("meeting.host", { name: namedMember({ name: meeting.hostName, left: meeting.hostLeft }) })}
          </Text>
        </Stack>
        {meeting.canManage ? (
          <Button
            color="red"
            variant="light"
            loading={end.isPending}
            onClick={() => void onEnd()}
            data-testid="meeting-end"
          >
            {t("meeting.end")}
          </Button>
        ) : null}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="xs">
              <Tabs.Tab value="minutes" data-testid="meeting-tab-minutes">
                {t("meeting.tabs.minutes")}
              </Tabs.Tab>
              <Tabs.Tab value="whiteboard" data-testid="meeting-tab-whiteboard">
                {t("meeting.tabs.whiteboard")}
              </Tabs.Tab>
              <Tabs.Tab value="presenter" data-testid="meeting-tab-presenter">
                {t("meeting.tabs.presenter")}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="minutes">
              <MinutesEditor
                doc={session.doc}
                provider={session.provider}
                user={user}
                editable={editable}
                members={members}
              />
            </Tabs.Panel>
            <Tabs.Panel value="whiteboard">
              <div style={{ height: "65vh", border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4 }}>
                {code.state === "ready" ? (
                  <code.DrawingCanvas
                    key={session.doc.guid}
                    doc={session.doc}
                    provider={session.provider}
                    editable={editable}
                    language={currentLocale()}
                    testId="meeting-whiteboard"
                    mapName={meetingDoc.whiteboard}
                  />
                ) : code.state === "failed" ? (
                  <Button variant="light" m="md" onClick={code.retry}>
                    {t("memoCanvas.retry")}
                  </Button>
                ) : (
                  <ContentLoader />
                )}
              </div>
            </Tabs.Panel>
            <Tabs.Panel value="presenter">
              <PresenterPanel
                provider={session.provider}
                people={people}
                myIdx={user.memberIdx}
                groupIdx={meeting.groupIdx}
              />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <PeoplePanel provider={session.provider} people={people} hostIdx={meeting.hostIdx} isHost={isHost} />
            <AgendaPanel meeting={meeting} doc={session.doc} controls={meeting.canManage && editable} />
            <ActionItemsPanel doc={session.doc} members={members} editable={editable} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
