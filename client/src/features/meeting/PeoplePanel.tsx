import type { HocuspocusProvider } from "@hocuspocus/provider";
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { meetingPresenceFields, meetingReactions } from "@enote/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loweredHandsField, raisedHands, type Participant } from "./roomPresence";

interface PeoplePanelProps {
  provider: HocuspocusProvider;
  people: Participant[];
  hostIdx: number;
  isHost: boolean;
}

/** A reaction shows beside its sender this long. */
const reactionShownMs = 4000;

function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Who is in the room (name and colour), raised hands in order, quick reactions. */
export function PeoplePanel({ provider, people, hostIdx, isHost }: PeoplePanelProps) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const me = people.find((person) => person.isMe);
  const hands = raisedHands(people, hostIdx);
  const myHandUp = me !== undefined && hands.some((person) => person.memberIdx === me.memberIdx);
  const set = (field: string, value: unknown) => provider.setAwarenessField(field, value);

  // The host lowered my hand: my own state follows, so the button reads "raise" again.
  useEffect(() => {
    if (me?.hand && !myHandUp) set(meetingPresenceFields.hand, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me?.hand, myHandUp]);

  const lower = (memberIdxs: number[]) => {
    const host = people.find((person) => person.memberIdx === hostIdx);
    const lowered = { ...(host?.loweredHands ?? {}) };
    for (const idx of memberIdxs) lowered[String(idx)] = Date.now();
    set(loweredHandsField, lowered);
  };

  return (
    <Card withBorder padding="sm" data-testid="meeting-people">
      <Stack gap="xs">
        <Title order={5}>{t("meeting.people", { count: people.length })}</Title>
        <Stack gap={4}>
          {people.map((person) => (
            <Group key={person.memberIdx} gap="xs" data-testid="meeting-person" data-member-idx={person.memberIdx}>
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: "50%",
                  background: person.color,
                  display: "inline-block",
                }}
              />
              <Text size="sm">
                {person.name} {person.isMe ? t("meeting.me") : ""}
              </Text>
              {person.presenting ? (
                <Badge size="xs" variant="light" data-testid="meeting-person-presenting">
                  {t("meeting.presenting")}
                </Badge>
              ) : null}
              {person.reaction && now - person.reaction.at < reactionShownMs ? (
                <Text size="sm" data-testid="meeting-person-reaction">
                  {person.reaction.emoji}
                </Text>
              ) : null}
            </Group>
          ))}
        </Stack>
        <Group gap={4} wrap="wrap">
          <Button
            size="compact-sm"
            variant={myHandUp ? "filled" : "light"}
            onClick={() => set(meetingPresenceFields.hand, myHandUp ? null : Date.now())}
            data-testid="meeting-hand"
            data-raised={myHandUp}
          >
            ✋ {myHandUp ? t("meeting.lowerHand") : t("meeting.raiseHand")}
          </Button>
          {meetingReactions.map((emoji) => (
            <ActionIcon
              key={emoji}
              variant="default"
              size="md"
              aria-label={t("meeting.react", { emoji })}
              onClick={() => set(meetingPresenceFields.reaction, { emoji, at: Date.now() })}
              data-testid="meeting-react"
            >
              {emoji}
            </ActionIcon>
          ))}
        </Group>
        <Stack gap={4} data-testid="meeting-hands">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t("meeting.hands")}
            </Text>
            {isHost && hands.length > 0 ? (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => lower(hands.map((person) => person.memberIdx))}
                data-testid="meeting-hands-clear"
              >
                {t("meeting.clearHands")}
              </Button>
            ) : null}
          </Group>
          {hands.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t("meeting.noHands")}
            </Text>
          ) : (
            hands.map((person, index) => (
              <Group key={person.memberIdx} gap="xs" data-testid="meeting-hand-entry">
                <Text size="sm">
                  {index + 1}. ✋ {person.name}
                </Text>
                {isHost ? (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t("meeting.lowerOne", { name: person.name })}
                    onClick={() => lower([person.memberIdx])}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
