import { sql } from "drizzle-orm";
import { parseDocumentName } from "@enote/shared";
import { labBookPendingAuthors, memos, outboxJobs } from "../db/schema";
import { onDocumentStored } from "../documents";
import { registerOutboxHandler } from "../outbox";
import { editVersionAfterMs, liveDocuments, noteBookChanges, recordVersion } from "./versions";

const VERSION_JOB = "history.version";

/**
 * A stored book text or memo whose changes came from members: in the store's transaction and in one
 * statement, who they are is noted for the book's next version, and once the book's oldest such
 * change has waited `editVersionAfterMs`, a job to keep that version is queued (one per book at a
 * time). The version itself is kept after the commit, off the save lock.
 */
onDocumentStored({
  name: "history.authors",
  kinds: ["labbook", "memo"],
  async stored(tx, event) {
    const parsed = parseDocumentName(event.name);
    if (event.changedBy.length === 0 || !parsed) return false;
    const book =
      parsed.kind === "memo"
        ? sql`SELECT ${memos.lbIdx} AS lb_idx FROM ${memos} WHERE ${memos.memoIdx} = ${parsed.id}`
        : sql`SELECT ${parsed.id}::integer AS lb_idx`;
    const members = `{${event.changedBy.map((memberIdx) => Math.trunc(memberIdx)).join(",")}}`;
    const result = (await tx.execute(sql`
      WITH book AS (${book}),
      noted AS (
        INSERT INTO ${labBookPendingAuthors} (lb_idx, member_idx)
        SELECT book.lb_idx, member FROM book, unnest(${members}::integer[]) AS member
        ON CONFLICT DO NOTHING),
      due AS (
        SELECT p.lb_idx FROM ${labBookPendingAuthors} p JOIN book ON p.lb_idx = book.lb_idx
         WHERE p.since <= now() - make_interval(secs => ${editVersionAfterMs / 1000})
         LIMIT 1),
      queued AS (
        INSERT INTO ${outboxJobs} (kind, payload, dedupe_key)
        SELECT ${VERSION_JOB}, jsonb_build_object('lbIdx', lb_idx), lb_idx::text FROM due
        ON CONFLICT (kind, dedupe_key) WHERE done_at IS NULL AND dedupe_key IS NOT NULL DO NOTHING
        RETURNING 1)
      SELECT count(*)::integer AS queued FROM queued`)) as unknown as { rows: Array<{ queued: number }> };
    return (result.rows[0]?.queued ?? 0) > 0;
  },
});

/** Keeps the book's EDIT version (nothing when another process kept it first). */
registerOutboxHandler({
  kind: VERSION_JOB,
  async run(ctx, payload) {
    const lbIdx = payload.lbIdx;
    if (typeof lbIdx !== "number") throw new Error("history.version: bad payload");
    await recordVersion(ctx.db, lbIdx, "EDIT", null, { live: liveDocuments(ctx) });
  },
});

/** Jobs an earlier release queued after each store (authors noted after the commit): still run. */
registerOutboxHandler({
  kind: "history.authors",
  async run(ctx, payload) {
    const { name, changedBy } = payload;
    if (typeof name !== "string" || !Array.isArray(changedBy)) throw new Error("history.authors: bad payload");
    await noteBookChanges(
      ctx,
      name,
      changedBy.filter((memberIdx): memberIdx is number => typeof memberIdx === "number"),
    );
  },
});
