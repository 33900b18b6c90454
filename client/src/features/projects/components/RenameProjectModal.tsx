import { TextInput } from "@mantine/core";
import { projectLimits, projectUpdateInput, type ProjectDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useUpdateProject } from "../queries";

/** Mounted while open. */
export function RenameProjectModal({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProject(project.projectIdx);
  const form = useZodForm(projectUpdateInput, { name: project.name });

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => {
        showToast(t("projects.renamed"));
        onClose();
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("projects.renameTitle")}
      onSubmit={onSubmit}
      submitLabel={t("common.save")}
      submitting={update.isPending}
      error={form.formError}
      testId="project-rename-form"
      submitTestId="project-rename-submit"
    >
      <TextInput
        label={t("projects.name")}
        withAsterisk
        data-autofocus
        maxLength={projectLimits.nameMax}
        {...form.textProps("name")}
        data-testid="project-rename-input"
      />
    </ModalForm>
  );
}
