import type { Facts, Project } from "@enote/shared";
import { standingIn, useGroups } from "../groups/queries";

/** What the permission rule needs about a project: my standing in its group, my level in it, archived, MoA. */
export function useProjectFacts(
  project: Pick<Project, "groupIdx" | "myLevel" | "archived" | "moa"> | undefined,
): Facts {
  const groups = useGroups();
  const group = groups.data?.find((entry) => entry.groupIdx === project?.groupIdx);
  return {
    group: standingIn(group),
    project: project?.myLevel ?? null,
    projectArchived: project?.archived ?? false,
    projectMoa: project?.moa ?? false,
  };
}
