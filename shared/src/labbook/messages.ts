import { z } from "zod";
import { liveTopics, memberTopics } from "../document-model";
import { labBookAccess } from "./schema";

/** Error codes a collab server message may carry (`errors.<code>` in the catalogue). */
export const collabErrorCodes = ["DOCUMENT_TOO_LARGE"] as const;
export type CollabErrorCode = (typeof collabErrorCodes)[number];

/**
 * Stateless messages the collab server sends to each connection of a document (JSON strings,
 * the provider's `stateless` event). One schema, so the server writes what the client reads.
 */
export const collabServerMessage = z.discriminatedUnion("type", [
  /** Every change this connection sent before this message is in the database, committed at `at` (server clock, ms). */
  z.object({ type: z.literal("saved"), at: z.number() }),
  /** The member's access changed while connected (status left IN_PROGRESS, permission changed). */
  z.object({ type: z.literal("access"), access: labBookAccess }),
  /**
   * The book's record changed (its status, sharing, who may do what, its attachments or memos):
   * pages showing it read it again. Sent to every connection of the book, whether or not its own
   * access changed.
   */
  z.object({ type: z.literal("record") }),
  /** The book's comments changed (a new one, a reply, an edit, a deletion, a resolution): read them again. */
  z.object({ type: z.literal("comments") }),
  /**
   * To a group's change feed (`group.<idx>`): one of its lists changed (`key` names the item, null
   * for a bulk change), so screens showing it read it again; to a member's own feed (`member.<idx>`):
   * one of their topics (notifications) changed. Sent, never stored in the document.
   */
  z.object({
    type: z.literal("live"),
    topic: z.enum([...liveTopics, ...memberTopics]),
    key: z.string().nullable(),
    at: z.number(),
  }),
  /** An update from this connection was refused and not applied. */
  z.object({ type: z.literal("error"), code: z.enum(collabErrorCodes) }),
]);
export type CollabServerMessage = z.infer<typeof collabServerMessage>;

/**
 * Why the collab server refused a document connection (`reason` of the provider's
 * authenticationFailed event) or closed one while open (`reason` of its close event).
 */
export const collabRefusalReasons = ["unauthorized", "permission-denied", "too-many-viewers"] as const;
export type CollabRefusalReason = (typeof collabRefusalReasons)[number];

/** The refusal reason in a close or authenticationFailed event's `reason`, or null for any other. */
export function collabRefusalReason(reason: string): CollabRefusalReason | null {
  return (collabRefusalReasons as readonly string[]).includes(reason) ? (reason as CollabRefusalReason) : null;
}

export function encodeCollabMessage(message: CollabServerMessage): string {
  return JSON.stringify(message);
}

/** The message in a stateless payload, or null for anything else (other senders, bad JSON). */
export function parseCollabMessage(payload: string): CollabServerMessage | null {
  try {
    const result = collabServerMessage.safeParse(JSON.parse(payload));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
