import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { isMeetingAction, meetingDoc, meetingLimits, type MeetingActionJson } from "@enote/shared";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { useYMap } from "./useYMap";

interface ActionItemsPanelProps {
  doc: Y.Doc;
  members: Array<{ memberIdx: number; name: string }>;
  editable: boolean;
}

/** The room's action items (text, assignee, due date), in the `actions` map: everyone adds and removes. */
export function ActionItemsPanel({ doc, members, editable }: ActionItemsPanelProps) {
  const { t } = useTranslation();
  const entries = useYMap(doc, meetingDoc.actions);
  const actions = Object.values(entries)
    .filter(isMeetingAction)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const [text, setText] = useState("");
  const [assignee, setAssignee] = useState<string | null>(null);
  const [due, setDue] = useState("");
  const nameOf = (memberIdx: number | null) =>
    memberIdx === null ? t("meeting.noAssignee") : (members.find((m) => m.memberIdx === memberIdx)?.name ?? "");

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === "") return;
    const action: MeetingActionJson = {
      id: crypto.randomUUID(),
      text: trimmed.slice(0, meetingLimits.actionTextMax),
      assigneeIdx: assignee ? Number(assignee) : null,
      dueDate: /^\d{4}-\d{2}-\d{2}$/.test(due) ? due : null,
      createdAt: Date.now(),
    };
    doc.getMap(meetingDoc.actions).set(action.id, action);
    setText("");
    setAssignee(null);
    setDue("");
  };

  return (
    <Card withBorder padding="sm" data-testid="meeting-actions">
      <Stack gap="xs">
        <Title order={5}>{t("meeting.actions")}</Title>
        {actions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("meeting.noActions")}
          </Text>
        ) : (
          actions.map((action) => (
            <Group key={action.id} gap="xs" justify="space-between" wrap="nowrap" data-testid="meeting-action">
              <Stack gap={0}>
                <Text size="sm">{action.text}</Text>
                <Text size="xs" c="dimmed">
                  {nameOf(action.assigneeIdx)}
                  {action.dueDate ? ` · ${t("meeting.due", { date: action.dueDate })}` : ""}
                </Text>
              </Stack>
              {editable ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("meeting.removeAction", { text: action.text })}
                  onClick={() => doc.getMap(meetingDoc.actions).delete(action.id)}
                >
                  ×
                </ActionIcon>
              ) : null}
            </Group>
          ))
        )}
        {editable ? (
          <form onSubmit={add} data-testid="meeting-action-form">
            <Stack gap={6}>
              <TextInput
                size="xs"
                aria-label={t("meeting.actionText")}
                placeholder={t("meeting.actionPlaceholder")}
                maxLength={meetingLimits.actionTextMax}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                data-testid="meeting-action-text"
              />
              <Group gap={6} wrap="wrap">
                <Select
                  size="xs"
                  style={{ flex: "1 1 120px" }}
                  aria-label={t("meeting.assignee")}
                  placeholder={t("meeting.assignee")}
                  clearable
                  data={members.map((member) => ({ value: String(member.memberIdx), label: member.name }))}
                  value={assignee}
                  onChange={setAssignee}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="meeting-action-assignee"
                />
                <TextInput
                  size="xs"
                  type="date"
                  aria-label={t("meeting.dueDate")}
                  value={due}
                  onChange={(event) => setDue(event.currentTarget.value)}
                  data-testid="meeting-action-due"
                />
                <Button size="xs" type="submit" data-testid="meeting-action-add">
                  {t("meeting.addAction")}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Card>
  );
}
