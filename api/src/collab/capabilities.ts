import { eq } from "drizzle-orm";
import { documentRoots, meetingPresenceFlushMs, memberPresence, parseDocumentName, shareKeyOf } from "@enote/shared";
import type { CollabActor, CollabCapabilities, DocumentAccess } from "@enote/collab-server";
import type { AppContext } from "../context";
import { actorFromAccessToken, sessionLive } from "../auth/sessions";
import { members } from "../db/schema";
import { appendStoredUpdates, storeDocumentState, storedUpdates } from "../documents";
import { documentFeatures } from "./registry";

export { storedUpdates };

/**
 * What the collab server may ask of the api: who a token belongs to, what they may do with a
 * document (each feature answers for the documents it registered: see ./registry), and the
 * document's durable state (the documents module: one compacted state row plus an update log).
 */
export function collabCapabilities(ctx: AppContext): CollabCapabilities {
  const { db } = ctx;
  return {
    async authenticate(token: string, documentName: string): Promise<CollabActor | null> {
      const key = shareKeyOf(token);
      if (key !== null) {
        for (const feature of documentFeatures()) {
          const viewer = await feature.shareViewer?.(db, key, documentName);
          if (viewer) return viewer;
        }
        return null;
      }
      const actor = await actorFromAccessToken(db, ctx, token);
      if (!actor || actor.mustChangePassword) return null;
      const [row] = await db
        .select({ firstName: members.firstName, lastName: members.lastName, initial: members.initial })
        .from(members)
        .where(eq(members.memberIdx, actor.memberIdx));
      if (!row) return null;
      // The collab server writes `presence` into the member's awareness, so what others see is this.
      const presence = memberPresence({ memberIdx: actor.memberIdx, ...row });
      return { memberIdx: actor.memberIdx, sessionId: actor.sessionId, name: presence.name, presence: { ...presence } };
    },

    async resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess> {
      // Asked again on every refresh: a sign-in that has ended keeps no document open.
      if (actor.memberIdx !== null && !(actor.sessionId && (await sessionLive(db, actor.memberIdx, actor.sessionId)))) {
        return "none";
      }
      for (const feature of documentFeatures()) {
        const access = await feature.access(db, actor, documentName);
        if (access !== null) return access;
      }
      return "none";
    },

    loadState: (documentName: string) => storedUpdates(db, documentName),

    allowedRoots: documentRoots,

    appendUpdates: (documentName: string, updates: Uint8Array[]) => appendStoredUpdates(db, documentName, updates),

    async storeState(documentName, state, compactedThroughSeq, changedBy = []): Promise<void> {
      const jobs = await storeDocumentState(db, documentName, state, compactedThroughSeq, changedBy);
      // What reacts to the store is in the outbox: run it now rather than at the next poll.
      if (jobs) ctx.outbox.wake();
    },

    flushDelayMs: (documentName: string) =>
      parseDocumentName(documentName)?.kind === "meeting" ? meetingPresenceFlushMs : null,

    async joined(actor: CollabActor, documentName: string): Promise<void> {
      for (const feature of documentFeatures()) await feature.joined?.(ctx, actor, documentName);
    },

    async left(actor: CollabActor, documentName: string): Promise<void> {
      for (const feature of documentFeatures()) await feature.left?.(ctx, actor, documentName);
    },
  };
}
