import type { Dashboard } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { recentActivity } from "../activity/feed";
import { groupViews } from "../groups/queries";
import { projectViews } from "../projects/queries";

/**
 * The dashboard is personal: the groups I am in (administrators too: the admin screens list the
 * rest), the active projects I see in them, and what happened there lately.
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
  return { groups: myGroups, projects: visible.filter((p) => !p.archived), activity };
}
