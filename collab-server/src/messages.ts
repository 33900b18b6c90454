/**
 * Stateless messages the collab server sends to providers (the HocuspocusProvider "stateless" event's
 * `payload`), and the reasons it refuses or closes a document connection with. Plain TypeScript without
 * Node or server imports, so the client can share it.
 */

export type CollabAccessLevel = "read" | "write";
export type CollabErrorCode = "DOCUMENT_TOO_LARGE";

/** Every change this connection sent before this message was acknowledged is now in the database. */
export interface SavedMessage {
  type: "saved";
  /** Commit time, ms since the epoch. */
  at: number;
}

/** The connection's access changed while open: set the editor's `editable` accordingly. */
export interface AccessMessage {
  type: "access";
  access: CollabAccessLevel;
}

/** An update from this connection was refused and not applied. */
export interface ErrorMessage {
  type: "error";
  code: CollabErrorCode;
}

export type CollabServerMessage = SavedMessage | AccessMessage | ErrorMessage;

/** `reason` of the provider's authenticationFailed event, or of its close event for a connection closed while open. */
export type CollabRefusalReason = "unauthorized" | "permission-denied" | "too-many-viewers";

export function encodeServerMessage(message: CollabServerMessage): string {
  return JSON.stringify(message);
}

/** The message in a stateless payload, or null when the payload is not one of ours. */
export function parseServerMessage(payload: string): CollabServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  switch (fields.type) {
    case "saved":
      return typeof fields.at === "number" && Number.isFinite(fields.at) ? { type: "saved", at: fields.at } : null;
    case "access":
      return fields.access === "read" || fields.access === "write" ? { type: "access", access: fields.access } : null;
    case "error":
      return fields.code === "DOCUMENT_TOO_LARGE" ? { type: "error", code: fields.code } : null;
    default:
      return null;
  }
}
