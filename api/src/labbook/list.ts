import { and, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { can, type Facts, type labBookListQuery, type LabBookPage, type Subject } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { groupMembers, labBookBookmarks, labBooks, projectMembers, projects } from "../db/schema";
import { loadGroup, standingOf } from "../groups/queries";
import { authorize } from "../lib/authorize";
import { containsPattern, escapeLike } from "../lib/like";
import { loadProject } from "../projects/queries";
import { selectSummaries, toSummary } from "./views";

type ListQuery = z.output<typeof labBookListQuery>;

/** Characters of content shown on each side of a search match. */
const SNIPPET_CONTEXT = 40;

/**
 * The search condition. Three or more characters: the trigram indexes on title and plain_text.
 * Exactly two (without a space): the pair is a whole word of search_bigrams, which its trigram
 * index finds; the text contains the pair exactly when that word is there. One character: a scan.
 */
function searchCondition(q: string): SQL {
  const term = q.replace(/\p{Cc}/gu, " ");
  if ([...term].length === 2 && !/\s/.test(term)) {
    return sql`${labBooks.searchBigrams} LIKE ${`% ${escapeLike(term.toLowerCase())} %`}`;
  }
  const pattern = containsPattern(term);
  return sql`(${labBooks.title} ILIKE ${pattern} OR ${labBooks.plainText} ILIKE ${pattern})`;
}

/**
 * The books the subject may read, as one condition (null: none). decide's labbook.read is asked
 * for each project of the groups they are in and each project they are a member of (a MoA
 * project of another group): once for its lab or MoA books, once for its education books, which
 * the whole group reads. Whoever reads every non-MoA book (administrators) is not listed project
 * by project: they read those, and the MoA books of the projects they are a member of.
 */
export async function readableBooks(db: Db, subject: Subject): Promise<SQL | null> {
  const myGroup = alias(groupMembers, "my_group");
  const myProject = alias(projectMembers, "my_project");
  const everyOther = can(subject, "labbook.read", { group: "none", project: null, bookKind: "LAB" });
  const rows = await db
    .select({
      projectIdx: projects.projectIdx,
      isManager: myGroup.isManager,
      level: myProject.level,
      archivedAt: projects.archivedAt,
      moa: projects.moa,
    })
    .from(projects)
    .leftJoin(myGroup, and(eq(myGroup.groupIdx, projects.groupIdx), eq(myGroup.memberIdx, subject.memberIdx)))
    .leftJoin(myProject, and(eq(myProject.projectIdx, projects.projectIdx), eq(myProject.memberIdx, subject.memberIdx)))
    .where(
      everyOther
        ? eq(projects.moa, true)
        : or(sql`${myGroup.memberIdx} is not null`, sql`${myProject.memberIdx} is not null`),
    );
  const whole: number[] = [];
  const education: number[] = [];
  for (const row of rows) {
    const facts: Facts = {
      group: standingOf(row.isManager),
      project: row.level,
      projectIdx: row.projectIdx,
      projectArchived: row.archivedAt !== null,
      projectMoa: row.moa,
    };
    if (can(subject, "labbook.read", { ...facts, bookKind: row.moa ? "MOA" : "LAB" })) whole.push(row.projectIdx);
    else if (can(subject, "labbook.read", { ...facts, bookKind: "EDU" })) education.push(row.projectIdx);
  }
  const parts: SQL[] = [];
  if (everyOther) parts.push(ne(labBooks.kind, "MOA"));
  if (whole.length > 0) parts.push(inArray(labBooks.projectIdx, whole));
  if (education.length > 0) parts.push(and(eq(labBooks.kind, "EDU"), inArray(labBooks.projectIdx, education)) as SQL);
  return parts.length === 0 ? null : (or(...parts) ?? null);
}

/** The snippet column: the content around the first match, on one line, with … where it was cut. */
function snippetOf(q: string): SQL<string | null> {
  const position = sql`strpos(lower(${labBooks.plainText}), lower(${q}))`;
  const length = sql`char_length(${q})`;
  return sql<string | null>`case when ${position} > 0 then
      (case when ${position} > ${SNIPPET_CONTEXT + 1} then '…' else '' end)
      || substr(${labBooks.plainText}, greatest(1, ${position} - ${SNIPPET_CONTEXT}), ${length} + ${2 * SNIPPET_CONTEXT})
      || (case when ${position} + ${length} + ${SNIPPET_CONTEXT} <= char_length(${labBooks.plainText}) then '…' else '' end)
    end`;
}

/**
 * A page of the lab books the member may see, most recently modified first. A group or project
 * filter the member may not see answers 404, as the project list does.
 */
export async function listLabBooks(ctx: AppContext, actor: Actor, query: ListQuery): Promise<LabBookPage> {
  const { db } = ctx;
  if (query.groupIdx !== undefined) {
    const { standing } = await loadGroup(db, query.groupIdx, actor.memberIdx);
    authorize(actor, "group.view", { group: standing });
  }
  if (query.projectIdx !== undefined) {
    const { facts } = await loadProject(db, query.projectIdx, actor);
    // A project's education books (kind=EDU) are listed for its whole group; its other books for its viewers.
    const bookKind = query.kind === "EDU" ? "EDU" : facts.projectMoa ? "MOA" : "LAB";
    authorize(actor, "labbook.read", { ...facts, bookKind });
  }
  const empty: LabBookPage = { items: [], total: 0, page: query.page, size: query.size };
  const readable = await readableBooks(db, actor);
  if (readable === null) return empty;

  const q = query.q ?? "";
  const conditions: (SQL | undefined)[] = [
    readable,
    query.kind === undefined ? undefined : eq(labBooks.kind, query.kind),
    query.groupIdx === undefined ? undefined : eq(labBooks.groupIdx, query.groupIdx),
    query.projectIdx === undefined ? undefined : eq(labBooks.projectIdx, query.projectIdx),
    query.status === undefined ? undefined : eq(labBooks.status, query.status),
    query.writer === undefined ? undefined : eq(labBooks.writerIdx, query.writer),
  ];
  if (query.bookmarked === true) conditions.push(sql`${labBookBookmarks.memberIdx} is not null`);
  if (query.bookmarked === false) conditions.push(sql`${labBookBookmarks.memberIdx} is null`);
  if (q !== "") conditions.push(searchCondition(q));
  const where = and(...conditions);

  const [rows, counted] = await Promise.all([
    selectSummaries(db, actor.memberIdx, q === "" ? undefined : snippetOf(q))
      .where(where)
      .orderBy(desc(labBooks.modifiedAt), desc(labBooks.lbIdx))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(labBooks)
      .leftJoin(
        labBookBookmarks,
        and(eq(labBookBookmarks.lbIdx, labBooks.lbIdx), eq(labBookBookmarks.memberIdx, actor.memberIdx)),
      )
      .where(where),
  ]);
  return {
    items: rows.map((row) => {
      const summary = toSummary(row);
      return { ...summary, snippet: summary.snippet?.replace(/\s+/g, " ") ?? null };
    }),
    total: counted[0]?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}
