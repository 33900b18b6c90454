import type { Editor } from "@tiptap/react";
import { useEffect, useMemo, useState } from "react";
import { bookMention } from "@enote/shared";
import { useSubject } from "../../session/subject";
import { MentionMenu } from "./MentionMenu";
import { mentionOptions, mentionTriggerEvent, type Mentionable } from "./mentions";

interface EditorMentionButtonProps {
  editor: Editor | null;
  /** Who may be mentioned (those who may read the text); the writer is left out here. */
  members: readonly Mentionable[];
  testId: string;
  optionTestId: string;
  hint?: string;
}

/**
 * "@" beside a rich-text editor, and typing "@" in it: the members to mention (never myself).
 * Picking one replaces the typed "@" with a mention node (`bookMention`, drawn "@Name"), which
 * the server reads to tell them. A lab book's text and a meeting's minutes use it.
 */
export function EditorMentionButton({ editor, members, testId, optionTestId, hint }: EditorMentionButtonProps) {
  const me = useSubject().memberIdx;
  const offered = useMemo(() => mentionOptions(members, me), [members, me]);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const dom = editor && !editor.isDestroyed ? editor.view.dom : null;
    if (!dom) return;
    const open = () => setOpened(true);
    dom.addEventListener(mentionTriggerEvent, open);
    return () => dom.removeEventListener(mentionTriggerEvent, open);
  }, [editor]);

  const pick = (member: Mentionable) => {
    setOpened(false);
    if (!editor) return;
    const { from, empty } = editor.state.selection;
    const typedAt = empty && from > 0 && editor.state.doc.textBetween(from - 1, from) === "@";
    editor
      .chain()
      .focus()
      .deleteRange(typedAt ? { from: from - 1, to: from } : { from, to: from })
      .insertContent([
        {
          type: bookMention.node,
          attrs: { [bookMention.idAttr]: member.memberIdx, [bookMention.nameAttr]: member.name },
        },
        { type: "text", text: " " },
      ])
      .run();
  };

  return (
    <MentionMenu
      members={offered}
      opened={opened}
      onChange={setOpened}
      onPick={pick}
      testId={testId}
      optionTestId={optionTestId}
      hint={hint}
    />
  );
}
