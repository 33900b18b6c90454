import type { HocuspocusProvider } from "@hocuspocus/provider";
import { labBookDoc, type LabBookSection } from "@enote/shared";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import type * as Y from "yjs";
import { commentAnchors } from "../../comments/anchors/commentAnchors";
import type { PresenceUser } from "../collab/session";
import { sectionExtensions } from "./extensions";
import "./editor.css";

interface SectionEditorProps {
  section: LabBookSection;
  label: string;
  /** Shown in an empty section: a prompt for writers, "nothing written" for readers. */
  placeholder: string;
  emptyText: string;
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: PresenceUser | null;
  editable: boolean;
  /** Show others' carets (default); off on paper. */
  carets?: boolean;
  /** The toolbar follows the section being edited. */
  onActivate?: (editor: Editor) => void;
  /** Called once the editor exists (the toolbar starts on the first section). */
  onReady?: (editor: Editor) => void;
}

/** One rich-text section bound to its Y.XmlFragment; `editable` flips live (status, permission). */
export function SectionEditor(props: SectionEditorProps) {
  const { section, label, placeholder, emptyText, doc, provider, user, editable, carets = true } = props;
  const onActivate = useRef(props.onActivate);
  onActivate.current = props.onActivate;
  const editor = useEditor(
    {
      extensions: [
        ...sectionExtensions({ doc, field: labBookDoc.section(section), provider, user, carets }),
        commentAnchors(doc, section),
      ],
      editable,
      editorProps: {
        attributes: {
          class: "labbook-prose",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
          "data-placeholder": placeholder,
          "data-empty": emptyText,
          "data-testid": `section-${section}-editor`,
        },
      },
      onFocus: ({ editor: focused }) => onActivate.current?.(focused),
    },
    // A new editor only for another document; texts and the user do not change its content.
    [doc, provider],
  );

  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  const onReady = useRef(props.onReady);
  onReady.current = props.onReady;
  useEffect(() => {
    if (editor) onReady.current?.(editor);
  }, [editor]);

  return <EditorContent editor={editor} className="labbook-section-content" />;
}
