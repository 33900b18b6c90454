import { can, type BookKind, type Project } from "@enote/shared";
import { useMemo } from "react";
import { useSubject } from "../../session/subject";
import { useGroups } from "../groups/queries";
import { useProjects } from "../projects/queries";

/**
 * The projects where the member may start a book of this kind (decide's labbook.create): MoA
 * books in MoA projects, lab and education books in the others; education books need the
 * project's OWNER level or, with WRITER level, the group's management.
 */
export function useCreatableProjects(kind: BookKind): { projects: Project[]; isPending: boolean } {
  const projects = useProjects(null);
  const groups = useGroups();
  const subject = useSubject();
  const creatable = useMemo(() => {
    const managed = new Set((groups.data ?? []).filter((g) => g.myRole === "manager").map((g) => g.groupIdx));
    return (projects.data ?? []).filter(
      (project) =>
        project.moa === (kind === "MOA") &&
        can(subject, "labbook.create", {
          group: managed.has(project.groupIdx) ? "manager" : "member",
          project: project.myLevel,
          projectArchived: project.archived,
          projectMoa: project.moa,
          bookKind: kind,
        }),
    );
  }, [projects.data, groups.data, subject, kind]);
  return { projects: creatable, isPending: projects.isPending || groups.isPending };
}
