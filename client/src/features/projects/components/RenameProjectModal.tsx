import { projectLimits, projectUpdateInput, type ProjectDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { RenameModal } from "../../../components/RenameModal";
import { useUpdateProject } from "../queries";

/** Mounted while open. */
export function RenameProjectModal({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RenameModal
      schema={projectUpdateInput}
      field="name"
      current={project.name}
      maxLength={projectLimits.nameMax}
      mutation={useUpdateProject(project.projectIdx)}
      texts={{ title: t("projects.renameTitle"), label: t("projects.name"), renamed: t("projects.renamed") }}
      testId="project-rename"
      onClose={onClose}
    />
  );
}
