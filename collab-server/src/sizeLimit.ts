import type { afterHandleMessagePayload, beforeSyncPayload, Connection, Extension } from "@hocuspocus/server";
import { accessOf } from "./access";
import type { DocumentSizes } from "./documentSize";
import { encodeCollabMessage } from "@enote/shared";
import type { CollabContext, CollabLog } from "./types";

/** y-protocols sync message types. */
const SYNC_STEP_1 = 0;

/**
 * Refuses updates that would take a document over maxDocumentBytes without closing the connection: the
 * connection is read-only for that one message (Hocuspocus then drops it and answers "not synced"), and
 * gets `{"type":"error","code":"DOCUMENT_TOO_LARGE"}`. Every later update of that connection is dropped
 * too: it builds on the refused one, so Yjs could never integrate it and would keep it as pending structs
 * in memory and in the stored state. The client drops its copy and opens the document again (a new
 * connection, a new Yjs client id).
 */
export function createSizeLimitExtension(sizes: DocumentSizes, log: CollabLog): Extension<CollabContext> {
  const refusing = new WeakSet<Connection>();
  const refused = new WeakSet<Connection>();
  return {
    extensionName: "enote-size-limit",

    // Awaited per incoming sync message: O(1) unless the document is near the cap.
    async beforeSync({ connection, document, documentName, type, payload }: beforeSyncPayload<CollabContext>) {
      if (type === SYNC_STEP_1 || connection.readOnly) return;
      if (refused.has(connection)) {
        refusing.add(connection);
        connection.readOnly = true;
        return;
      }
      if (!sizes.refuses(document, payload)) {
        // Counted here rather than from the document's update event, so structs Yjs keeps pending
        // (waiting for updates they build on) count too.
        sizes.add(document, payload.length);
        return;
      }
      refusing.add(connection);
      refused.add(connection);
      connection.readOnly = true;
      connection.sendStateless(encodeCollabMessage({ type: "error", code: "DOCUMENT_TOO_LARGE" }));
      log("warn", "collab update refused: document too large", {
        documentName,
        updateBytes: payload.length,
        maxBytes: sizes.limits.maxBytes,
      });
    },

    async afterHandleMessage({ connection }: afterHandleMessagePayload<CollabContext>) {
      // From the context, not a saved flag: refreshAccess may have changed the access meanwhile.
      if (refusing.delete(connection)) connection.readOnly = accessOf(connection) === "read";
    },
  };
}
