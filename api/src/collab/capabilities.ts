import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { CollabActor, CollabCapabilities, DocumentAccess } from "@enote/collab-server";
import type { AppContext } from "../context";
import { actorFromAccessToken } from "../auth/sessions";
import { collabDocuments, members } from "../db/schema";

/**
 * What the collab server may ask of the api: who a token belongs to, what they may do with a
 * document, and the document's stored state. Lab book and meeting access arrive with those
 * features; until then every document answers "none".
 */
export function collabCapabilities(ctx: AppContext): CollabCapabilities {
  return {
    async authenticate(token: string): Promise<CollabActor | null> {
      const actor = await actorFromAccessToken(ctx.db, ctx, token);
      if (!actor || actor.mustChangePassword) return null;
      const [row] = await ctx.db
        .select({ firstName: members.firstName, lastName: members.lastName, nickName: members.nickName })
        .from(members)
        .where(eq(members.memberIdx, actor.memberIdx));
      if (!row) return null;
      return { memberIdx: actor.memberIdx, name: row.nickName ?? `${row.lastName} ${row.firstName}`.trim() };
    },
    async resolveAccess(_actor: CollabActor, _documentName: string): Promise<DocumentAccess> {
      // Lab books and meetings bring their access rules with them; nothing else is open.
      return "none";
    },
    async loadState(documentName: string): Promise<Uint8Array | null> {
      const [row] = await ctx.db
        .select({ state: collabDocuments.state })
        .from(collabDocuments)
        .where(eq(collabDocuments.name, documentName));
      return row?.state ?? null;
    },
    async storeState(documentName: string, state: Uint8Array): Promise<void> {
      // Two collab processes may store one document at once (Redis fan-out): merge with what is
      // stored under a row lock instead of overwriting it, so neither loses the other's edits.
      await ctx.db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ state: collabDocuments.state })
          .from(collabDocuments)
          .where(eq(collabDocuments.name, documentName))
          .for("update");
        const merged = stored ? Y.mergeUpdates([stored.state, state]) : state;
        await tx
          .insert(collabDocuments)
          .values({ name: documentName, state: merged })
          .onConflictDoUpdate({ target: collabDocuments.name, set: { state: merged, updatedAt: sql`now()` } });
      });
    },
  };
}
