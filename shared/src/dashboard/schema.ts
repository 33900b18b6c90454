import { z } from "zod";
import { group } from "../groups/schema";
import { labBookSummary } from "../labbook/schema";
import { project } from "../projects/schema";

/** What the activity log records; the client words each kind in its own locale. */
export const activityKinds = [
  "group.created",
  "group.renamed",
  "group.joined",
  "group.left",
  "group.memberRemoved",
  "group.managerAppointed",
  "group.managerRemoved",
  "project.created",
  "project.renamed",
  "project.archived",
  "project.unarchived",
  "project.joined",
  "project.memberLevel",
  "project.memberRemoved",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** Kinds about another member: their `text` is that member's name as it reads now. */
const memberActivityKinds: readonly ActivityKind[] = [
  "group.memberRemoved",
  "group.managerAppointed",
  "group.managerRemoved",
  "project.memberLevel",
  "project.memberRemoved",
];

export function isMemberActivity(kind: ActivityKind): boolean {
  return memberActivityKinds.includes(kind);
}

export const activityItem = z.object({
  kind: z.enum(activityKinds),
  /**
   * What the activity was about: the new name as it read then (created, renamed), or the other
   * member's name as it reads now (removed, manager changes), with the level for
   * project.memberLevel ("name: LEVEL"). A member who left keeps their name, marked as left
   * (shared displayMemberName) in the reader's language.
   */
  text: z.string().optional(),
  /** For an activity about a member: that member left (their name in `text` shown as left). */
  subjectLeft: z.boolean().optional(),
  groupName: z.string(),
  projectName: z.string().nullable(),
  /** The acting member's name as it reads now (kept when they left). */
  actorName: z.string(),
  /** The acting member left: shown through shared displayMemberName. */
  actorLeft: z.boolean(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** An ended book on the dashboard, not yet checked: it opens the book's page. */
export const waitingBook = labBookSummary
  .pick({
    lbIdx: true,
    projectIdx: true,
    projectName: true,
    groupName: true,
    title: true,
    kind: true,
    seqNo: true,
    writer: true,
  })
  .extend({
    /** When it was last ended (its latest step to END). */
    endedAt: z.string(),
  });
export type WaitingBook = z.infer<typeof waitingBook>;

/** The most recently ended first, up to dashboardLimits.books; `total` counts them all. */
export const waitingBooks = z.object({ items: z.array(waitingBook), total: z.number().int() });
export type WaitingBooks = z.infer<typeof waitingBooks>;

/** GET /api/dashboard.do: my groups, the projects I see in them, their recent activity, and what waits for me. */
export const dashboard = z.object({
  groups: z.array(group),
  projects: z.array(project),
  activity: z.array(activityItem),
  /** Ended books I may complete (decide's labbook.review: not my own). */
  toCheck: waitingBooks,
  /** My own books ended and not yet checked, which I may still read. */
  myEnded: waitingBooks,
});
export type Dashboard = z.infer<typeof dashboard>;

/** How many recent activities, and books of each waiting list, the dashboard shows. */
export const dashboardLimits = { activity: 20, books: 10 } as const;
