import type { connectedPayload, Extension, onDisconnectPayload } from "@hocuspocus/server";
import { isCollabContext } from "./access";
import { errorMessage } from "./log";
import type { CollabCapabilities, CollabContext, CollabLog } from "./types";

/**
 * Tells the api who opened and closed a document (capabilities.joined / left), one call per
 * connection, for attendance. Not awaited in the socket's way: a slow or failing record never
 * holds a connection up; a failure is logged.
 */
export function createAttendanceExtension(capabilities: CollabCapabilities, log: CollabLog): Extension<CollabContext> {
  const { joined, left } = capabilities;
  const report = (what: string, documentName: string, call: Promise<void> | undefined) => {
    call?.catch((error: unknown) =>
      log("error", `collab attendance not recorded (${what})`, { documentName, error: errorMessage(error) }),
    );
  };
  return {
    extensionName: "enote-attendance",

    async connected({ context, documentName }: connectedPayload<CollabContext>) {
      if (!isCollabContext(context) || !joined) return;
      report("joined", documentName, joined.call(capabilities, context.actor, documentName));
    },

    async onDisconnect({ context, documentName }: onDisconnectPayload<CollabContext>) {
      if (!isCollabContext(context) || !left) return;
      report("left", documentName, left.call(capabilities, context.actor, documentName));
    },
  };
}
