import { TextInput } from "@mantine/core";
import { projectJoinInput, type ProjectDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { paths } from "../../../paths";
import { useJoinProject } from "../queries";

interface JoinMoaProjectModalProps {
  onClose: () => void;
  /** After joining; opens the project by default. */
  onJoined?: (project: ProjectDetail) => void;
}

const codeErrors = { INVALID_INVITE_CODE: "inviteCode", ALREADY_PROJECT_MEMBER: "inviteCode" } as const;

/** "Join a MoA project": a member of any group types the code its OWNER gave them. Mounted while open. */
export function JoinMoaProjectModal({ onClose, onJoined }: JoinMoaProjectModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinProject();
  const form = useZodForm(projectJoinInput, { inviteCode: "" }, { codeFields: codeErrors });

  const onSubmit = form.handleSubmit((input) =>
    join.mutate(input, {
      onSuccess: (project) => {
        showToast(t("books.project.joined", { name: project.name }));
        onClose();
        if (onJoined) onJoined(project);
        else navigate(paths.projects({ projectIdx: project.projectIdx }));
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("books.project.joinTitle")}
      description={t("books.project.joinHint")}
      onSubmit={onSubmit}
      submitLabel={t("books.project.joinSubmit")}
      submitting={join.isPending}
      error={form.formError}
      testId="moa-join-form"
      submitTestId="moa-join-submit"
    >
      <TextInput
        label={t("books.project.joinCode")}
        withAsterisk
        data-autofocus
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={16}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.12em" } }}
        {...form.textProps("inviteCode")}
        data-testid="moa-join-code-input"
      />
    </ModalForm>
  );
}
