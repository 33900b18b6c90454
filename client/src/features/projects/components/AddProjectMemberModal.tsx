import { NativeSelect, Skeleton, Text } from "@mantine/core";
import { projectLevels, projectMemberInput, type GroupMember, type ProjectDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { QueryError } from "../../../components/QueryError";
import { useZodForm } from "../../../hooks/useZodForm";
import { useGroupMembers } from "../../groups/queries";
import { useSetProjectMember } from "../queries";

type Values = { memberIdx: string; level: string };
const prepare = (values: Values) => ({ memberIdx: Number(values.memberIdx), level: values.level });

interface AddFormProps {
  project: ProjectDetail;
  candidates: GroupMember[];
  onClose: () => void;
}

function AddForm({ project, candidates, onClose }: AddFormProps) {
  const { t } = useTranslation();
  const add = useSetProjectMember(project.projectIdx);
  const first = candidates[0];
  const form = useZodForm(
    projectMemberInput,
    { memberIdx: first ? String(first.memberIdx) : "", level: "WRITER" },
    { prepare },
  );

  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        const name = candidates.find((member) => member.memberIdx === input.memberIdx)?.name ?? "";
        showToast(t("projects.added", { name }));
        onClose();
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("projects.addMemberTitle")}
      onSubmit={onSubmit}
      submitLabel={t("projects.addMember")}
      submitting={add.isPending}
      error={form.formError}
      testId="project-add-member-form"
      submitTestId="project-add-member-submit"
    >
      <NativeSelect
        label={t("projects.member")}
        withAsterisk
        data={candidates.map((member) => ({
          value: String(member.memberIdx),
          label: `${member.name} (${member.memberId})`,
        }))}
        {...form.textProps("memberIdx")}
        onChange={(event) => form.setValue("memberIdx", event.currentTarget.value)}
        data-testid="project-add-member-select"
      />
      <NativeSelect
        label={t("projects.level")}
        withAsterisk
        data={projectLevels.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
        {...form.textProps("level")}
        onChange={(event) => form.setValue("level", event.currentTarget.value)}
        data-testid="project-add-member-level"
      />
    </ModalForm>
  );
}

/** Mounted while open: a member of the project's group who is not in the project yet, with a level. */
export function AddProjectMemberModal({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const members = useGroupMembers(project.groupIdx);
  if (members.isSuccess) {
    const inProject = new Set(project.members.map((member) => member.memberIdx));
    const candidates = members.data.filter((member) => !inProject.has(member.memberIdx));
    if (candidates.length > 0) return <AddForm project={project} candidates={candidates} onClose={onClose} />;
  }
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("projects.addMemberTitle")}
      onSubmit={(event) => event?.preventDefault()}
      submitLabel={t("projects.addMember")}
      submitting={false}
      submitDisabled
      error={null}
      testId="project-add-member-form"
      submitTestId="project-add-member-submit"
    >
      {members.isPending ? <Skeleton height={90} /> : null}
      {members.isError ? <QueryError error={members.error} onRetry={() => void members.refetch()} /> : null}
      {members.isSuccess ? (
        <Text c="dimmed" data-testid="project-add-member-none">
          {t("projects.noCandidates")}
        </Text>
      ) : null}
    </ModalForm>
  );
}
