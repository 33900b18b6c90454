import type { beforeHandleAwarenessPayload, Extension, onAuthenticatePayload } from "@hocuspocus/server";
import { errorMessage } from "./log";
import type { CollabCapabilities, CollabContext, CollabLog } from "./types";

/**
 * Rejection for onAuthenticate. Hocuspocus sends `reason` to the provider (its authenticationFailed event).
 * The message is left empty on purpose: Hocuspocus console.errors every hook error that has one,
 * and a refused connection is routine, so it is logged through `log` instead.
 */
class Refusal extends Error {
  constructor(readonly reason: "unauthorized" | "permission-denied") {
    super();
  }
}

function isCollabContext(context: unknown): context is CollabContext {
  return typeof context === "object" && context !== null && "actor" in context && "access" in context;
}

/** Who may open a document and how; anonymous viewers' presence never reaches the others. */
export function createAccessExtension(capabilities: CollabCapabilities, log: CollabLog): Extension<CollabContext> {
  return {
    extensionName: "enote-access",

    async onAuthenticate({ token, documentName, connectionConfig }: onAuthenticatePayload<CollabContext>) {
      let context: CollabContext;
      try {
        const actor = await capabilities.authenticate(token, documentName);
        if (!actor) throw new Refusal("unauthorized");
        const access = await capabilities.resolveAccess(actor, documentName);
        // One answer for "no access" and "no such document", so a refusal does not reveal existence.
        if (access === "none") throw new Refusal("permission-denied");
        context = { actor, access };
      } catch (error) {
        if (error instanceof Refusal) {
          log("info", "collab connection refused", { documentName, reason: error.reason });
          throw error;
        }
        log("error", "collab authentication failed", { documentName, error: errorMessage(error) });
        throw new Refusal("permission-denied");
      }
      connectionConfig.readOnly = context.access === "read";
      return context;
    },

    async beforeHandleAwareness({ context, states }: beforeHandleAwarenessPayload<CollabContext>) {
      // Clearing (not throwing) keeps the connection: a throw here would make Hocuspocus close the socket.
      if (isCollabContext(context) && context.actor.memberIdx === null) states.clear();
    },
  };
}
