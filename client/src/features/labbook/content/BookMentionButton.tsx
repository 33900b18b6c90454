import type { Editor } from "@tiptap/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { bookMention } from "@enote/shared";
import { MentionMenu } from "../../../components/comments/MentionMenu";
import { mentionOptions, type Mentionable } from "../../../components/comments/mentions";
import { useSubject } from "../../../session/subject";
import { useLabBookComments } from "../../comments/queries";
import { mentionTriggerEvent } from "./mentionNode";

/**
 * "@" in the toolbar, and typing "@" in a section: the members who may read the book (never
 * myself) to mention. Picking one replaces the typed "@" with the mention.
 */
export function BookMentionButton({ editor, lbIdx }: { editor: Editor | null; lbIdx: number }) {
  const { t } = useTranslation();
  const me = useSubject().memberIdx;
  const readers = useLabBookComments(lbIdx).data?.members;
  const members = useMemo(() => mentionOptions(readers ?? [], me), [readers, me]);
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
      members={members}
      opened={opened}
      onChange={setOpened}
      onPick={pick}
      testId="tool-mention"
      optionTestId="book-mention-option"
      hint={t("labBook.toolbar.mentionReaders")}
    />
  );
}
