import { Checkbox, NativeSelect, TextInput } from "@mantine/core";
import { projectCreateInput, projectLimits, type Group, type Project } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { askIncludeGroupMembers, showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useCreateProject } from "../queries";

type Values = { groupIdx: string; name: string; moa: boolean; partner: string };

/** The select holds "" or a groupIdx; the members question is asked after the form is valid. */
const prepare = (values: Values) => ({
  groupIdx: values.groupIdx === "" ? undefined : Number(values.groupIdx),
  name: values.name,
  includeGroupMembers: false,
  moa: values.moa,
  partner: values.moa ? values.partner : undefined,
});

interface CreateProjectModalProps {
  /** Groups the member may create projects in. */
  groups: Group[];
  initialGroupIdx: number | null;
  onClose: () => void;
  onCreated: (project: Project) => void;
}

/** Mounted while open. Group (required: "please select group"), name, then the spec §8 yes/no. */
export function CreateProjectModal({ groups, initialGroupIdx, onClose, onCreated }: CreateProjectModalProps) {
  const { t } = useTranslation();
  const create = useCreateProject();
  const preselected =
    groups.find((group) => group.groupIdx === initialGroupIdx) ?? (groups.length === 1 ? groups[0] : null);
  const form = useZodForm(
    projectCreateInput,
    { groupIdx: preselected ? String(preselected.groupIdx) : "", name: "", moa: false, partner: "" },
    { prepare },
  );

  const onSubmit = form.handleSubmit(async (input) => {
    // A MoA project starts with its creator alone: partners join by code, colleagues are added.
    const includeGroupMembers = input.moa ? false : await askIncludeGroupMembers();
    if (includeGroupMembers === null) return;
    create.mutate(
      { ...input, includeGroupMembers },
      {
        onSuccess: (project) => {
          showToast(t("projects.created", { name: project.name }));
          onClose();
          onCreated(project);
        },
        onError: form.applyError,
      },
    );
  });

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("projects.createTitle")}
      onSubmit={onSubmit}
      submitLabel={t("projects.createSubmit")}
      submitting={create.isPending}
      error={form.formError}
      testId="project-create-form"
      submitTestId="project-create-submit"
    >
      <NativeSelect
        label={t("projects.group")}
        withAsterisk
        data={[
          { value: "", label: t("projects.groupPlaceholder") },
          ...groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName })),
        ]}
        {...form.textProps("groupIdx")}
        onChange={(event) => form.setValue("groupIdx", event.currentTarget.value)}
        data-testid="project-group-select"
        errorProps={{ "data-testid": "project-group-select-error" }}
      />
      <TextInput
        label={t("projects.name")}
        withAsterisk
        data-autofocus
        maxLength={projectLimits.nameMax}
        {...form.textProps("name")}
        data-testid="project-name-input"
      />
      <Checkbox
        label={t("books.project.moaLabel")}
        description={t("books.project.moaDescription")}
        {...form.checkboxProps("moa")}
        data-testid="project-moa-checkbox"
      />
      {form.values.moa ? (
        <TextInput
          label={t("books.project.partner")}
          placeholder={t("books.project.partnerPlaceholder")}
          withAsterisk
          maxLength={projectLimits.partnerMax}
          {...form.textProps("partner")}
          data-testid="project-partner-input"
        />
      ) : null}
    </ModalForm>
  );
}
