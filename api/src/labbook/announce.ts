import { documentName, encodeCollabMessage } from "@enote/shared";
import type { AppContext } from "../context";
import { broadcastToDocument } from "../collab/broadcast";

/**
 * Tells every open page of a book that its record changed without changing who may do what (a
 * file attached or removed, a memo added, renamed or deleted): they hear "record" and read it
 * again. Access is not re-checked (refreshLabBooks does that when it changes). Never throws.
 */
export function announceRecord(ctx: AppContext, lbIdx: number): Promise<void> {
  return broadcastToDocument(ctx, documentName.labbook(lbIdx), encodeCollabMessage({ type: "record" }));
}
