import { useSearchParams } from "react-router-dom";
import { idxParam } from "../../../lib/searchParams";
import { ProjectDetailView } from "./ProjectDetailView";
import { ProjectListView } from "./ProjectListView";

/** /myLab/projects, or one project at /myLab/projects?projectIdx=N (no route of its own in spec §2). */
export function ProjectsPage() {
  const [params] = useSearchParams();
  const raw = params.get("projectIdx");
  const projectIdx = idxParam(raw);
  if (raw !== null) return <ProjectDetailView key={raw} projectIdx={projectIdx} />;
  return <ProjectListView />;
}
