import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { meetingDoc, type Meeting } from "@enote/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { TableKit } from "@tiptap/extension-table";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as Y from "yjs";
import { DrawingSvg } from "../../components/drawing";
import { ContentLoader } from "../../components/ContentLoader";
import { formatWhen, recordPending } from "./format";
import { BookMention } from "../../components/comments/mentionNode";
import "../labbook/content/editor.css";
import "./record.css";
import { namedMember } from "../../lib/memberName";

/** The frozen minutes (ProseMirror JSON from the api), shown with the lab book's text schema. */
function FrozenMinutes({ content, emptyText }: { content: unknown; emptyText: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ undoRedo: false }), TableKit, Subscript, Superscript, BookMention],
    content: content as object,
    editable: false,
    editorProps: {
      attributes: { class: "labbook-prose", "data-testid": "meeting-record-minutes", "data-empty": emptyText },
    },
  });
  return <EditorContent editor={editor} className="labbook-section-content" />;
}

/** The whiteboard's frozen elements in a document of their own, for the one SVG renderer. */
function useFrozenBoard(elements: Array<Record<string, unknown>>): Y.Doc {
  return useMemo(() => {
    const doc = new Y.Doc();
    const map = doc.getMap(meetingDoc.whiteboard);
    doc.transact(() => elements.forEach((element) => map.set(String(element.id), element)));
    return doc;
  }, [elements]);
}

/** An ended meeting: minutes, whiteboard, action items and attendance, read-only and printable. */
export function MeetingRecordView({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const record = meeting.record;
  // Written a moment after the end, or later by its job when the database failed then.
  const pending = recordPending(meeting, Date.now());
  const board = useFrozenBoard(record?.whiteboard ?? []);
  return (
    <article className="meeting-record" data-testid="meeting-record" data-meeting-idx={meeting.meetingIdx}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={2}>{t("meeting.record.title", { title: meeting.title })}</Title>
            {record ? (
              <Text size="sm" fw={500} data-testid="meeting-record-held">
                {record.startedAt
                  ? t("meeting.record.held", { start: formatWhen(record.startedAt), end: formatWhen(record.endedAt) })
                  : t("meeting.record.neverOpened", { end: formatWhen(record.endedAt) })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t("meeting.record.scheduledFor", { date: formatWhen(meeting.startsAt) })} ·{" "}
              {meeting.projectName ?? meeting.groupName} ·{" "}
              {t("meeting.host", { name: namedMember({ name: meeting.hostName, left: meeting.hostLeft }) })}
            </Text>
          </Stack>
          <Button className="meeting-no-print" onClick={() => window.print()} data-testid="meeting-record-print">
            {t("meeting.record.print")}
          </Button>
        </Group>
        {meeting.agenda.length > 0 ? (
          <section>
            <Title order={4}>{t("meeting.agenda")}</Title>
            <ol>
              {meeting.agenda.map((item, index) => (
                <li key={index}>
                  {item.title} ({item.minutes}′)
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {pending ? (
          <Alert color="blue" icon={<Loader size="xs" />} data-testid="meeting-record-pending">
            {t("meeting.record.pending")}
          </Alert>
        ) : (
          <>
            <section>
              <Title order={4}>{t("meeting.minutesLabel")}</Title>
              {/* The editor takes its content once: a record that arrives after it showed none makes a new one. */}
              <FrozenMinutes
                key={record ? "written" : "none"}
                content={record?.minutes ?? { type: "doc", content: [] }}
                emptyText={t("meeting.minutesEmpty")}
              />
            </section>
            <section data-testid="meeting-record-whiteboard" data-elements={record?.whiteboard.length ?? 0}>
              <Title order={4}>{t("meeting.record.whiteboard")}</Title>
              <Suspense fallback={<ContentLoader />}>
                <DrawingSvg
                  doc={board}
                  emptyText={t("meeting.record.whiteboardEmpty")}
                  testId="meeting-record-board"
                  mapName={meetingDoc.whiteboard}
                />
              </Suspense>
            </section>
            <section data-testid="meeting-record-actions">
              <Title order={4}>{t("meeting.actions")}</Title>
              {(record?.actions.length ?? 0) === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("meeting.noActions")}
                </Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {record?.actions.map((action) => (
                      <Table.Tr key={action.actionIdx} data-testid="meeting-record-action">
                        <Table.Td>{action.text}</Table.Td>
                        <Table.Td>
                          {action.assigneeName === null
                            ? t("meeting.noAssignee")
                            : namedMember({ name: action.assigneeName, left: action.assigneeLeft })}
                        </Table.Td>
                        <Table.Td>{action.dueDate ?? ""}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </section>
          </>
        )}
        <section data-testid="meeting-record-attendance">
          <Title order={4}>{t("meeting.record.attendance")}</Title>
          {meeting.attendance.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("meeting.record.noAttendance")}
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("meeting.record.member")}</Table.Th>
                  <Table.Th>{t("meeting.record.joined")}</Table.Th>
                  <Table.Th>{t("meeting.record.left")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {meeting.attendance.map((entry, index) => (
                  <Table.Tr key={index} data-testid="meeting-record-attendee">
                    <Table.Td>{namedMember(entry)}</Table.Td>
                    <Table.Td>{formatWhen(entry.joinedAt)}</Table.Td>
                    <Table.Td>{entry.leftAt ? formatWhen(entry.leftAt) : ""}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </section>
      </Stack>
    </article>
  );
}
