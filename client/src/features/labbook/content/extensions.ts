import type { HocuspocusProvider } from "@hocuspocus/provider";
import { Extension, type AnyExtension } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import Subscript from "@tiptap/extension-subscript";
import Superscript from "@tiptap/extension-superscript";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { yCursorPlugin } from "@tiptap/y-tiptap";
import type * as Y from "yjs";
import { parseDocumentName } from "@enote/shared";
import { AttachmentImageDrop } from "../../attachments/imageDrop";
import type { PresenceUser } from "../collab/session";
import { ExactLocalEdits } from "./exactLocalEdits";
import { BookMention } from "../../../components/comments/mentionNode";
import { RemoteEditCaret } from "./remoteEditCaret";
import { SectionImage } from "./sectionImage";

/** The caret of another member: a coloured bar with their name above it. */
function caretElement(user: { name?: unknown; color?: unknown }): HTMLElement {
  const caret = document.createElement("span");
  caret.classList.add("collaboration-carets__caret");
  const color = typeof user.color === "string" && /^#[0-9a-f]{6}$/i.test(user.color) ? user.color : "#868e96";
  caret.style.borderColor = color;
  const label = document.createElement("div");
  label.classList.add("collaboration-carets__label");
  label.style.backgroundColor = color;
  label.textContent = typeof user.name === "string" ? user.name : "";
  caret.append(label);
  return caret;
}

/** Shows other people's carets without announcing one of our own (anonymous viewers). */
const RemoteCarets = Extension.create<{ provider: HocuspocusProvider | null }>({
  name: "remoteCarets",
  addOptions: () => ({ provider: null }),
  addProseMirrorPlugins() {
    const awareness = this.options.provider?.awareness;
    return awareness ? [yCursorPlugin(awareness, { cursorBuilder: caretElement })] : [];
  },
});

/** The lab book a document name names, or null for another kind of document. */
function labBookOf(name: string): number | null {
  const parsed = parseDocumentName(name);
  return parsed?.kind === "labbook" ? parsed.id : null;
}

interface SectionExtensionsOptions {
  doc: Y.Doc;
  field: string;
  provider: HocuspocusProvider;
  /** Members announce themselves (name and colour on their caret); anonymous viewers do not. */
  user: PresenceUser | null;
  /** Others' carets (not on paper). */
  carets: boolean;
}

/**
 * One schema for every section of every client: StarterKit without its own history (the
 * Collaboration extension brings y-undo, which undoes only this browser's edits), tables,
 * images by URL (another host's shown as a link), sub/superscript for formulas like H₂SO₄.
 */
export function sectionExtensions({ doc, field, provider, user, carets }: SectionExtensionsOptions): AnyExtension[] {
  const caretExtension = !carets
    ? []
    : user
      ? [CollaborationCaret.configure({ provider, user, render: caretElement })]
      : [RemoteCarets.configure({ provider })];
  return [
    StarterKit.configure({
      undoRedo: false,
      heading: { levels: [1, 2, 3] },
      link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
    }),
    Collaboration.configure({ document: doc, field }),
    RemoteEditCaret,
    ExactLocalEdits,
    ...caretExtension,
    TableKit.configure({ table: { resizable: false } }),
    SectionImage.configure({ inline: false, allowBase64: false }),
    // Pasted and dropped images become attachments of the book (the document's name says which).
    AttachmentImageDrop.configure({ lbIdx: labBookOf(provider.configuration.name) }),
    Subscript,
    Superscript,
    BookMention,
  ];
}
