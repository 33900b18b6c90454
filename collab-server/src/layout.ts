import type { beforeSyncPayload, Extension } from "@hocuspocus/server";
import * as Y from "yjs";
import type { CollabCapabilities, CollabContext, CollabLog } from "./types";

/** y-protocols sync message types. */
const SYNC_STEP_1 = 0;

/**
 * The root type an update creates that `allowed` does not list, if any. An item whose parent is
 * a root type names that root (a string); an item under a nested type names its parent by id,
 * and one placed beside another item takes its neighbour's parent, which was checked when the
 * neighbour came. So the named roots are every root the update touches.
 */
export function foreignRoot(update: Uint8Array, allowed: readonly string[]): string | undefined {
  for (const struct of Y.decodeUpdate(update).structs) {
    if (struct instanceof Y.Item && typeof struct.parent === "string" && !allowed.includes(struct.parent)) {
      return struct.parent;
    }
  }
  return undefined;
}

/**
 * Refuses an update that would create a root type outside the document's layout
 * (capabilities.allowedRoots), and closes its connection: no editor sends one, so the sender is
 * not an editor. Awaited per incoming update; decoding an update costs what reading it does.
 */
export function createLayoutExtension(capabilities: CollabCapabilities, log: CollabLog): Extension<CollabContext> {
  return {
    extensionName: "enote-layout",

    async beforeSync({ connection, documentName, type, payload }: beforeSyncPayload<CollabContext>) {
      if (type === SYNC_STEP_1 || connection.readOnly) return;
      const allowed = capabilities.allowedRoots?.(documentName);
      if (!allowed) return;
      let root: string | undefined;
      try {
        root = foreignRoot(payload, allowed);
      } catch {
        root = "(an update that does not decode)";
      }
      if (root === undefined) return;
      // Read-only for this message, so Hocuspocus drops it; then the connection ends.
      connection.readOnly = true;
      connection.close({ code: 4400, reason: "unknown-root-type" });
      log("warn", "collab update refused: a root type outside the document's layout", { documentName, root });
    },
  };
}
