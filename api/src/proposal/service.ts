import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  decideProposal,
  openProposalStatuses,
  seesAllProposals,
  type Proposal,
  type ProposalAction,
  type ProposalPage,
  type proposalAnswerInput,
  type proposalCreateInput,
  type proposalListQuery,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { members, proposals, proposalSearchText } from "../db/schema";
import { AppError } from "../lib/errors";
import { containsPattern } from "../lib/like";
import { notifyProposalAnswered } from "../notifications/community-events";
import { announceNotifications } from "../notifications/record";
import { memberLeft, memberName } from "../members/name";

type CreateInput = z.output<typeof proposalCreateInput>;
type AnswerInput = z.output<typeof proposalAnswerInput>;
type ListQuery = z.output<typeof proposalListQuery>;

const creators = alias(members, "creator");
const answerers = alias(members, "answerer");

/** Proposals with their creator's and answerer's names, as every call answers them. */
function selectProposals(db: Db) {
  return db
    .select({
      row: proposals,
      creatorName: memberName(creators),
      creatorLeft: memberLeft(creators),
      answererName: sql<
        string | null
      >`case when ${answerers.memberIdx} is null then null else ${memberName(answerers)} end`,
      answererLeft: memberLeft(answerers),
    })
    .from(proposals)
    .innerJoin(creators, eq(creators.memberIdx, proposals.createdBy))
    .leftJoin(answerers, eq(answerers.memberIdx, proposals.answeredBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectProposals>["where"]>>[number];

function toProposal({ row, creatorName, creatorLeft, answererName, answererLeft }: Selected): Proposal {
  return {
    proposalIdx: row.proposalIdx,
    subject: row.subject,
    category: row.category,
    content: row.content,
    creator: { memberIdx: row.createdBy, name: creatorName, left: creatorLeft },
    writeDate: row.createdAt.toISOString(),
    status: row.status,
    answer: row.answer,
    answeredBy:
      row.answeredBy === null
        ? null
        : { memberIdx: row.answeredBy, name: answererName ?? "", left: answererLeft === true },
    answerDate: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}

/** The proposal if the actor may do `action` with it: 404 when they may not see it, 403 when only that. */
async function loadProposal(db: Db, actor: Actor, proposalIdx: number, action: ProposalAction): Promise<Proposal> {
  const [found] = await selectProposals(db).where(eq(proposals.proposalIdx, proposalIdx));
  if (!found) throw new AppError("NOT_FOUND");
  const decision = decideProposal(actor, action, { creatorIdx: found.row.createdBy });
  if (!decision.allowed) throw new AppError(decision.code);
  return toProposal(found);
}

export async function createProposal(ctx: AppContext, actor: Actor, input: CreateInput): Promise<Proposal> {
  const [row] = await ctx.db
    .insert(proposals)
    .values({ ...input, createdBy: actor.memberIdx })
    .returning({ proposalIdx: proposals.proposalIdx });
  if (!row) throw new Error("the proposal was not inserted");
  return loadProposal(ctx.db, actor, row.proposalIdx, "read");
}

export function getProposal(ctx: AppContext, actor: Actor, proposalIdx: number): Promise<Proposal> {
  return loadProposal(ctx.db, actor, proposalIdx, "read");
}

/** Sets the status and answer (administrators); the answer and its author and date are kept as the latest. */
export async function answerProposal(
  ctx: AppContext,
  actor: Actor,
  proposalIdx: number,
  input: AnswerInput,
): Promise<Proposal> {
  await loadProposal(ctx.db, actor, proposalIdx, "answer");
  const notified = await ctx.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(proposals)
      .set({ status: input.status, answer: input.answer, answeredBy: actor.memberIdx, answeredAt: new Date() })
      .where(eq(proposals.proposalIdx, proposalIdx))
      .returning({ proposalIdx: proposals.proposalIdx, createdBy: proposals.createdBy });
    return answered ? notifyProposalAnswered(ctx, tx, answered, actor.memberIdx) : [];
  });
  await announceNotifications(ctx, notified);
  return loadProposal(ctx.db, actor, proposalIdx, "read");
}

/**
 * A page of the proposals the actor sees, newest first: their own, or everyone's for
 * administrators. `q` matches a part of the subject or content, in any script.
 */
export async function listProposals(ctx: AppContext, actor: Actor, query: ListQuery): Promise<ProposalPage> {
  const seesAll = seesAllProposals(actor);
  const visible = seesAll ? undefined : eq(proposals.createdBy, actor.memberIdx);
  const conditions: (SQL | undefined)[] = [
    visible,
    query.status === undefined ? undefined : eq(proposals.status, query.status),
    query.category === undefined ? undefined : eq(proposals.category, query.category),
    query.q === undefined
      ? undefined
      : sql`${proposalSearchText(proposals)} like ${containsPattern(query.q.toLowerCase())}`,
  ];
  const where = and(...conditions);
  const count = (condition: SQL | undefined) =>
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposals)
      .where(condition)
      .then((rows) => rows[0]?.n ?? 0);
  const [rows, total, openCount] = await Promise.all([
    selectProposals(ctx.db)
      .where(where)
      .orderBy(desc(proposals.proposalIdx))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    count(where),
    count(and(visible, inArray(proposals.status, [...openProposalStatuses]))),
  ]);
  return { items: rows.map(toProposal), total, page: query.page, size: query.size, openCount, seesAll };
}
