import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { chainAnchorLeaves, chainAnchors, labBookChain } from "../db/schema";
import { anchorData, sha256Hex } from "./chain";

export { anchorData };
import { canonicalJson } from "./content";
import { queueAnchorStamp, stampNow } from "./timestamp-jobs";

/**
 * Daily anchoring (issue 27): the head of every chain that changed since its last anchor becomes
 * a leaf, the leaves (in lb_idx order) a Merkle root, and the root gets one RFC 3161 token. A
 * rewritten chain would then have to match a root a third party dated. With the TSA down the
 * anchor is kept pending and its token fetched by the outbox (timestamp-jobs.ts).
 */

export interface AnchorLeaf {
  lbIdx: number;
  seq: number;
  hash: string;
}

export function leafHash(leaf: AnchorLeaf): string {
  return sha256Hex(canonicalJson([leaf.lbIdx, leaf.seq, leaf.hash]));
}

/** Pairs hashed as SHA-256 of the two hex texts joined; an odd last node goes up as it is. */
export function merkleRoot(leaves: AnchorLeaf[]): string {
  let level = [...leaves].sort((a, b) => a.lbIdx - b.lbIdx).map(leafHash);
  if (level.length === 0) throw new Error("no leaves");
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right === undefined ? level[i]! : sha256Hex(level[i]! + right));
    }
    level = next;
  }
  return level[0]!;
}

/** Key of the advisory lock that lets one api process anchor at a time. */
const anchorLock = 27_002;

/**
 * Anchors the chains changed since their last anchor, now. Answers the new anchor's id, or null
 * when nothing changed, no TSA is configured, or another process is anchoring. Tests call it.
 */
export async function anchorChains(ctx: AppContext): Promise<number | null> {
  const url = ctx.env.ENOTE_TSA_URL;
  if (!url) return null;
  return ctx.db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${anchorLock}) AS locked`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (!locked.rows[0]?.locked) return null;
    const heads = (await tx.execute(sql`
      SELECT c.lb_idx AS "lbIdx", c.seq, c.hash FROM ${labBookChain} c
       WHERE c.seq = (SELECT max(seq) FROM ${labBookChain} m WHERE m.lb_idx = c.lb_idx)
         AND NOT EXISTS (SELECT 1 FROM ${chainAnchorLeaves} l WHERE l.lb_idx = c.lb_idx AND l.seq >= c.seq)
       ORDER BY c.lb_idx`)) as unknown as { rows: AnchorLeaf[] };
    const leaves = heads.rows.map((row) => ({ lbIdx: Number(row.lbIdx), seq: Number(row.seq), hash: row.hash }));
    if (leaves.length === 0) return null;
    const root = merkleRoot(leaves);
    const stamp = await stampNow(ctx, url, anchorData(root), "daily anchor");
    const [anchor] = await tx
      .insert(chainAnchors)
      .values({ root, ...stamp })
      .returning({ anchorIdx: chainAnchors.anchorIdx });
    if (!anchor) throw new Error("anchor insert returned nothing");
    await tx.insert(chainAnchorLeaves).values(leaves.map((leaf) => ({ anchorIdx: anchor.anchorIdx, ...leaf })));
    if (stamp.tsaPendingSince) await queueAnchorStamp(tx, anchor.anchorIdx);
    return anchor.anchorIdx;
  });
}

/** The latest anchor holding this book, with every leaf of it (to recompute its root). */
export async function latestAnchorOf(ctx: AppContext, lbIdx: number) {
  const [mine] = await ctx.db
    .select({ anchorIdx: chainAnchorLeaves.anchorIdx })
    .from(chainAnchorLeaves)
    .where(and(eq(chainAnchorLeaves.lbIdx, lbIdx), gte(chainAnchorLeaves.seq, 1)))
    .orderBy(desc(chainAnchorLeaves.anchorIdx))
    .limit(1);
  if (!mine) return null;
  const [anchor] = await ctx.db.select().from(chainAnchors).where(eq(chainAnchors.anchorIdx, mine.anchorIdx));
  if (!anchor) return null;
  const leaves = await ctx.db
    .select({ lbIdx: chainAnchorLeaves.lbIdx, seq: chainAnchorLeaves.seq, hash: chainAnchorLeaves.hash })
    .from(chainAnchorLeaves)
    .where(eq(chainAnchorLeaves.anchorIdx, mine.anchorIdx));
  return { anchor, leaves };
}

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** True when the last anchor is a day old (or there is none). */
async function anchorDue(ctx: AppContext): Promise<boolean> {
  const [last] = await ctx.db
    .select({ at: chainAnchors.at })
    .from(chainAnchors)
    .orderBy(desc(chainAnchors.anchorIdx))
    .limit(1);
  return !last || Date.now() - last.at.getTime() >= dayMs;
}

/**
 * Anchors once a day from this api process: every hour it looks whether the last anchor (of any
 * process) is a day old, so restarts do not skip a day. Several processes may run it; the
 * advisory lock and "changed since the last anchor" keep it to one anchor. Answers its stopper.
 */
export function startDailyAnchoring(ctx: AppContext): () => void {
  if (!ctx.env.ENOTE_TSA_URL) return () => undefined;
  const tick = setInterval(() => {
    anchorDue(ctx)
      .then((due) => (due ? anchorChains(ctx) : null))
      .catch((error: unknown) =>
        ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, "daily chain anchoring failed"),
      );
  }, hourMs);
  tick.unref();
  return () => clearInterval(tick);
}
