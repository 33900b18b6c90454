import { z } from "zod";
import { labBookAccess } from "./schema";

/**
 * Stateless messages the collab server sends to each connection of a lab book (JSON strings,
 * the provider's `stateless` event). One schema, so the server writes what the client reads.
 */
export const collabServerMessage = z.discriminatedUnion("type", [
  /** The database committed the document's changes at `at` (server clock, ms). */
  z.object({ type: z.literal("saved"), at: z.number() }),
  /** The member's access changed while connected (status left IN_PROGRESS, permission changed). */
  z.object({ type: z.literal("access"), access: labBookAccess }),
  /** A stable error code (`errors.<code>` in the catalogue), e.g. DOCUMENT_TOO_LARGE. */
  z.object({ type: z.literal("error"), code: z.string().min(1) }),
]);
export type CollabServerMessage = z.infer<typeof collabServerMessage>;

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
