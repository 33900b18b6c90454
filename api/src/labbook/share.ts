import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  formatSeqNo,
  sharePath,
  type LabBookPublic,
  type LabBookShareResult,
  type SharePermission,
} from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { labBooks, members, projects } from "../db/schema";
import { announceBookEvent, recordBookEvent } from "../bookfeed/record";
import { AppError } from "../lib/errors";
import { memberLeft, memberName } from "../members/name";
import { labBookActions, readableBook, shareKeyOpens } from "./access";
import { refreshLabBooks } from "./refresh";
import { appendToChain, sha256Hex } from "../signing/chain";
import { canonicalJson } from "../signing/content";

/** A new public link key: 32 random bytes, base64url. */
function newShareKey(): string {
  return randomBytes(32).toString("base64url");
}

/** The absolute public link of a book, or null without a key. */
export function shareUrlOf(origin: string, lbIdx: number, key: string | null): string | null {
  return key === null ? null : origin + sharePath(lbIdx, key);
}

/**
 * Private or public. Going public keeps the current link unless `regenerate`; a new key (and
 * going private) revokes the old link: open anonymous viewers holding it are closed.
 */
export async function setSharing(
  ctx: AppContext,
  actor: Actor,
  lbIdx: number,
  input: { sharePermission: SharePermission; regenerate: boolean },
  origin: string,
): Promise<LabBookShareResult> {
  const { key, changed, announce } = await ctx.db.transaction(async (tx) => {
    const { book, facts } = await readableBook(tx, actor, lbIdx, true);
    if (!labBookActions(actor, book, facts).share) throw new AppError("NO_MODIFY_AUTHORITY");
    const next =
      input.sharePermission === "PRIVATE"
        ? null
        : input.regenerate || book.shareKey === null
          ? newShareKey()
          : book.shareKey;
    await tx
      .update(labBooks)
      .set({ sharePermission: input.sharePermission, shareKey: next })
      .where(eq(labBooks.lbIdx, lbIdx));
    // Going public is news for the feed; a new link or going private is not.
    const wentPublic = book.sharePermission !== "PUBLIC" && input.sharePermission === "PUBLIC";
    if (wentPublic) await recordBookEvent(tx, { lbIdx, kind: "SHARED", actorIdx: actor.memberIdx });
    const linkChanged = next !== book.shareKey;
    const share = { lbIdx, sharePermission: input.sharePermission, linkChanged };
    await appendToChain(tx, lbIdx, {
      kind: "SHARE",
      memberIdx: actor.memberIdx,
      contentHash: sha256Hex(canonicalJson(share)),
    });
    return { key: next, changed: next !== book.shareKey, announce: wentPublic ? book.groupIdx : null };
  });
  if (changed) await refreshLabBooks(ctx, [lbIdx]);
  if (announce !== null) await announceBookEvent(ctx, announce);
  return { sharePermission: input.sharePermission, shareUrl: shareUrlOf(origin, lbIdx, key) };
}

/** What anyone holding the public link sees; a private book, a wrong or revoked key → 404. */
export async function publicLabBook(ctx: AppContext, lbIdx: number, key: string): Promise<LabBookPublic> {
  const [row] = await ctx.db
    .select({
      lbIdx: labBooks.lbIdx,
      title: labBooks.title,
      kind: labBooks.kind,
      seqYear: labBooks.seqYear,
      seqNumber: labBooks.seqNumber,
      status: labBooks.status,
      sharePermission: labBooks.sharePermission,
      shareKey: labBooks.shareKey,
      projectName: projects.name,
      writerName: memberName(),
      writerLeft: memberLeft(),
      createdAt: labBooks.createdAt,
      modifiedAt: labBooks.modifiedAt,
    })
    .from(labBooks)
    .innerJoin(projects, eq(projects.projectIdx, labBooks.projectIdx))
    .innerJoin(members, eq(members.memberIdx, labBooks.writerIdx))
    .where(eq(labBooks.lbIdx, lbIdx));
  if (!row || !shareKeyOpens(row, key)) throw new AppError("NOT_FOUND");
  return {
    lbIdx: row.lbIdx,
    title: row.title,
    seqNo: formatSeqNo(row.kind, row.seqYear, row.seqNumber),
    status: row.status,
    projectName: row.projectName,
    writer: { name: row.writerName, left: row.writerLeft },
    writeDate: row.createdAt.toISOString(),
    modifiedDate: row.modifiedAt.toISOString(),
  };
}
