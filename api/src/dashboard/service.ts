import type { Dashboard } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { recentActivity } from "../activity/feed";
import { groupViews } from "../groups/queries";
import { projectViews } from "../projects/queries";
import { booksToCheck, myEndedBooks } from "./waiting";

/**
 * The dashboard is personal: the groups I am in (administrators too: the admin screens list the
 * rest), the active projects I see in them, what happened there lately, and the ended books that
 * wait: for my check, and my own for someone else's.
 */
export async function dashboardOf(ctx: AppContext, actor: Actor): Promise<Dashboard> {
  const myGroups = await groupViews(ctx.db, actor, { scope: "mine" });
  const groupIdxs = myGroups.map((g) => g.groupIdx);
  const visible = groupIdxs.length > 0 ? await projectViews(ctx.db, actor, { groupIdxs }) : [];
  const activity = await recentActivity(
    ctx.db,
    groupIdxs,
    visible.map((p) => p.projectIdx),
  );
  const [toCheck, myEnded] = await Promise.all([booksToCheck(ctx.db, actor), myEndedBooks(ctx.db, actor)]);
  return { groups: myGroups, projects: visible.filter((p) => !p.archived), activity, toCheck, myEnded };
}
