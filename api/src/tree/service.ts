import type { TreeNode } from "@enote/shared";
import type { AppContext } from "../context";
import type { Actor } from "../auth/actor";
import { groupViews, loadGroup } from "../groups/queries";
import { projectLabBookNodes } from "../labbook/counts";
import { authorize } from "../lib/authorize";
import { loadProject, projectViews } from "../projects/queries";

/**
 * One level of the tree view, loaded on demand: my visible groups (count: visible projects), a
 * group's visible projects (count: lab books), or a project's lab books.
 */
export async function treeLevel(
  ctx: AppContext,
  actor: Actor,
  query: { groupIdx?: number; projectIdx?: number },
): Promise<TreeNode[]> {
  if (query.projectIdx !== undefined) {
    const { facts } = await loadProject(ctx.db, query.projectIdx, actor);
    authorize(actor, "project.view", facts);
    return projectLabBookNodes(ctx.db, query.projectIdx);
  }
  if (query.groupIdx !== undefined) {
    const { standing } = await loadGroup(ctx.db, query.groupIdx, actor.memberIdx);
    authorize(actor, "group.view", { group: standing });
    const visible = await projectViews(ctx.db, actor, { groupIdx: query.groupIdx });
    return visible.map((p) => ({ kind: "project", idx: p.projectIdx, name: p.name, count: p.labBookCount }));
  }
  const groups = await groupViews(ctx.db, actor, { scope: "visible" });
  return groups.map((g) => ({ kind: "group", idx: g.groupIdx, name: g.groupName, count: g.projectCount }));
}
