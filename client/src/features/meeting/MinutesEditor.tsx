import type { HocuspocusProvider } from "@hocuspocus/provider";
import { meetingDoc, type MemberPresence } from "@enote/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { Group, Stack } from "@mantine/core";
import { EditorMentionButton } from "../../components/comments/EditorMentionButton";
import type { Mentionable } from "../../components/comments/mentions";
import { sectionExtensions } from "../labbook/content/extensions";
import "../labbook/content/editor.css";

interface MinutesEditorProps {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: MemberPresence;
  editable: boolean;
  /** The group's members, whom the minutes may mention ("@"). */
  members: readonly Mentionable[];
}

/** The room's minutes: the lab book's rich text, co-edited with carets, on the room's `minutes` fragment. */
export function MinutesEditor({ doc, provider, user, editable, members }: MinutesEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor(
    {
      extensions: sectionExtensions({ doc, field: meetingDoc.minutes, provider, user, carets: true }),
      editable,
      editorProps: {
        attributes: {
          class: "labbook-prose",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": t("meeting.minutesLabel"),
          "data-placeholder": t("meeting.minutesPlaceholder"),
          "data-empty": t("meeting.minutesEmpty"),
          "data-testid": "meeting-minutes-editor",
        },
      },
    },
    [doc, provider],
  );
  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);
  return (
    <Stack gap={4}>
      {editable ? (
        <Group justify="flex-end">
          <EditorMentionButton
            editor={editor}
            members={members}
            testId="minutes-mention"
            optionTestId="minutes-mention-option"
            hint={t("meeting.minutesMentionHint")}
          />
        </Group>
      ) : null}
      <EditorContent editor={editor} className="labbook-section-content" />
    </Stack>
  );
}
