import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { meetingAgendaKeys, meetingDoc, type Meeting } from "@enote/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { formatDuration } from "./format";
import { useYMap } from "./useYMap";

interface AgendaPanelProps {
  meeting: Meeting;
  doc: Y.Doc;
  /** The host and the group's managers move the agenda and run the timer; everyone sees both. */
  controls: boolean;
}

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Re-renders once a second while the timer runs. */
function useTick(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return running ? now : Date.now();
}

/** The agenda with the current item and its timer, kept in the room's `agenda` map. */
export function AgendaPanel({ meeting, doc, controls }: AgendaPanelProps) {
  const { t } = useTranslation();
  const state = useYMap(doc, meetingDoc.agenda);
  const current = num(state[meetingAgendaKeys.current]);
  const startedAt = num(state[meetingAgendaKeys.timerStartedAt]);
  const elapsedBefore = num(state[meetingAgendaKeys.timerElapsedMs]) ?? 0;
  const now = useTick(startedAt !== null);
  const elapsed = elapsedBefore + (startedAt !== null ? now - startedAt : 0);
  const item = current === null ? undefined : meeting.agenda[current];
  const allotted = (item?.minutes ?? 0) * 60_000;
  const over = item !== undefined && elapsed > allotted;

  const write = (patch: Record<string, number | null>) => {
    const map = doc.getMap<number | null>(meetingDoc.agenda);
    doc.transact(() => Object.entries(patch).forEach(([key, value]) => map.set(key, value)));
  };
  const goTo = (index: number) =>
    write({
      [meetingAgendaKeys.current]: index,
      [meetingAgendaKeys.timerStartedAt]: Date.now(),
      [meetingAgendaKeys.timerElapsedMs]: 0,
    });

  return (
    <Card withBorder padding="sm" data-testid="meeting-agenda">
      <Stack gap="xs">
        <Title order={5}>{t("meeting.agenda")}</Title>
        {meeting.agenda.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("meeting.noAgenda")}
          </Text>
        ) : (
          <Stack gap={4}>
            {meeting.agenda.map((entry, index) => (
              <Text
                key={index}
                size="sm"
                fw={index === current ? 700 : 400}
                c={index === current ? undefined : "dimmed"}
                data-testid="meeting-agenda-item"
                data-current={index === current}
              >
                {index + 1}. {entry.title} ({entry.minutes}′)
              </Text>
            ))}
          </Stack>
        )}
        {item ? (
          <Group gap="xs" data-testid="meeting-timer" data-running={startedAt !== null}>
            <Text size="sm">{t("meeting.currentItem")}:</Text>
            <Text fw={700} ff="monospace" c={over ? "red" : undefined}>
              {formatDuration(elapsed)} / {formatDuration(allotted)}
            </Text>
            {over ? (
              <Text size="xs" c="red">
                {t("meeting.timerOver")}
              </Text>
            ) : null}
          </Group>
        ) : meeting.agenda.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t("meeting.noCurrentItem")}
          </Text>
        ) : null}
        {controls && meeting.agenda.length > 0 ? (
          <Group gap={4} wrap="wrap">
            <Button
              size="compact-xs"
              variant="default"
              disabled={current === null || current <= 0}
              onClick={() => goTo((current ?? 1) - 1)}
            >
              {t("meeting.previousItem")}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={current !== null && current >= meeting.agenda.length - 1}
              onClick={() => goTo(current === null ? 0 : current + 1)}
              data-testid="meeting-agenda-next"
            >
              {t("meeting.nextItem")}
            </Button>
            {item ? (
              startedAt !== null ? (
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() =>
                    write({ [meetingAgendaKeys.timerStartedAt]: null, [meetingAgendaKeys.timerElapsedMs]: elapsed })
                  }
                >
                  {t("meeting.pauseTimer")}
                </Button>
              ) : (
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => write({ [meetingAgendaKeys.timerStartedAt]: Date.now() })}
                >
                  {t("meeting.startTimer")}
                </Button>
              )
            ) : null}
            {item ? (
              <Button
                size="compact-xs"
                variant="default"
                onClick={() =>
                  write({ [meetingAgendaKeys.timerStartedAt]: null, [meetingAgendaKeys.timerElapsedMs]: 0 })
                }
              >
                {t("meeting.resetTimer")}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
