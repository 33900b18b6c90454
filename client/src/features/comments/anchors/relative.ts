import type { CommentAnchor } from "@enote/shared";
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition } from "@tiptap/y-tiptap";
import * as Y from "yjs";

/** What y-tiptap's sync plugin binds: the section's fragment and its ProseMirror ↔ Yjs mapping. */
export interface SyncBinding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Parameters<typeof absolutePositionToRelativePosition>[2];
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** A ProseMirror position as an encoded Yjs relative position: it follows its character as others type. */
export function encodePosition(binding: SyncBinding, pos: number): string {
  const relative = absolutePositionToRelativePosition(pos, binding.type, binding.mapping) as Y.RelativePosition;
  return toBase64(Y.encodeRelativePosition(relative));
}

/** Where an anchor's range is now, or null when its text is gone (or the anchor unreadable). */
export function resolveAnchor(binding: SyncBinding, anchor: CommentAnchor): { from: number; to: number } | null {
  try {
    const at = (text: string) =>
      relativePositionToAbsolutePosition(
        binding.doc,
        binding.type,
        Y.decodeRelativePosition(fromBase64(text)),
        binding.mapping,
      );
    const from = at(anchor.start);
    const to = at(anchor.end);
    return from !== null && to !== null && from < to ? { from, to } : null;
  } catch {
    return null;
  }
}
