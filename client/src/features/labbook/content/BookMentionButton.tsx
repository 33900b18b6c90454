import type { Editor } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { EditorMentionButton } from "../../../components/comments/EditorMentionButton";
import { useLabBookComments } from "../../comments/queries";

/** "@" in the toolbar, and typing "@" in a section: the members who may read the book (never myself). */
export function BookMentionButton({ editor, lbIdx }: { editor: Editor | null; lbIdx: number }) {
  const { t } = useTranslation();
  const readers = useLabBookComments(lbIdx).data?.members;
  return (
    <EditorMentionButton
      editor={editor}
      members={readers ?? []}
      testId="tool-mention"
      optionTestId="book-mention-option"
      hint={t("labBook.toolbar.mentionReaders")}
    />
  );
}
