import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import {
  can,
  isAdministrator,
  tokenLimits,
  type TokenCreateInput,
  type TokenCreated,
  type TokenSummary,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { apiTokens, projects } from "../db/schema";
import { AppError } from "../lib/errors";
import { loadProject } from "../projects/queries";
import { newPersonalToken } from "./secret";

const dayMs = 24 * 60 * 60 * 1000;

type TokenRow = typeof apiTokens.$inferSelect & { projectName: string | null };

function toSummary(row: TokenRow): TokenSummary {
  return {
    tokenIdx: row.tokenIdx,
    memberIdx: row.memberIdx,
    name: row.name,
    scope: row.scope,
    projectIdx: row.projectIdx,
    projectName: row.projectName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Makes a token for the signed-in member; the secret is in this answer and nowhere else. */
export async function createToken(ctx: AppContext, actor: Actor, input: TokenCreateInput): Promise<TokenCreated> {
  let projectName: string | null = null;
  if (input.projectIdx !== undefined) {
    // A restriction to a project the member cannot see would leak that it exists: not found.
    const { project, facts } = await loadProject(ctx.db, input.projectIdx, actor);
    if (!can(actor, "project.view", facts)) throw new AppError("NOT_FOUND");
    projectName = project.name;
  }
  const expiresAt = input.expiresAt
    ? new Date(input.expiresAt)
    : new Date(Date.now() + tokenLimits.defaultLifetimeDays * dayMs);
  const { token, hash } = newPersonalToken();
  const row = await ctx.db.transaction(async (tx) => {
    const [active] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(eq(apiTokens.memberIdx, actor.memberIdx), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date())),
      );
    if ((active?.n ?? 0) >= tokenLimits.maxActivePerMember) throw new AppError("RATE_LIMITED");
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        memberIdx: actor.memberIdx,
        name: input.name,
        scope: input.scope,
        projectIdx: input.projectIdx ?? null,
        tokenHash: hash,
        expiresAt,
      })
      .returning();
    if (!inserted) throw new Error("token insert returned nothing");
    return inserted;
  });
  return { ...toSummary({ ...row, projectName }), token };
}

/** A member's tokens, newest first: their own, or any member's for an administrator. */
export async function listTokens(ctx: AppContext, actor: Actor, memberIdx?: number): Promise<TokenSummary[]> {
  const whose = memberIdx ?? actor.memberIdx;
  if (whose !== actor.memberIdx && !isAdministrator(actor.role)) throw new AppError("NO_MENU_ACCESS");
  const rows = await ctx.db
    .select({ token: apiTokens, projectName: projects.name })
    .from(apiTokens)
    .leftJoin(projects, eq(projects.projectIdx, apiTokens.projectIdx))
    .where(eq(apiTokens.memberIdx, whose))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.tokenIdx));
  return rows.map((row) => toSummary({ ...row.token, projectName: row.projectName }));
}

/** Revokes a token at once: its member's own, or any member's for an administrator; others 404. */
export async function revokeToken(ctx: AppContext, actor: Actor, tokenIdx: number): Promise<TokenSummary> {
  const [found] = await ctx.db
    .select({ token: apiTokens, projectName: projects.name })
    .from(apiTokens)
    .leftJoin(projects, eq(projects.projectIdx, apiTokens.projectIdx))
    .where(eq(apiTokens.tokenIdx, tokenIdx));
  if (!found || (found.token.memberIdx !== actor.memberIdx && !isAdministrator(actor.role))) {
    throw new AppError("NOT_FOUND");
  }
  const [revoked] = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: new Date(), revokedBy: actor.memberIdx })
    .where(and(eq(apiTokens.tokenIdx, tokenIdx), isNull(apiTokens.revokedAt)))
    .returning();
  return toSummary({ ...(revoked ?? found.token), projectName: found.projectName });
}
