import { TextInput } from "@mantine/core";
import { groupJoinInput, limits, type Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useJoinGroup } from "../queries";

/** Mounted while open, so each opening starts from `initialCode`. */
interface JoinGroupModalProps {
  /** An invitation's code (`?join=`), filled in when the dialog opens. */
  initialCode: string;
  onClose: () => void;
  onJoined: (group: Group) => void;
}

const codeErrors = { INVALID_GROUP_CODE: "signUpCode", ALREADY_GROUP_MEMBER: "signUpCode" } as const;

export function JoinGroupModal({ initialCode, onClose, onJoined }: JoinGroupModalProps) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  const form = useZodForm(groupJoinInput, { signUpCode: initialCode }, { codeFields: codeErrors });

  const onSubmit = form.handleSubmit((input) =>
    join.mutate(input, {
      onSuccess: (group) => {
        showToast(t("groups.joined", { name: group.groupName }));
        onClose();
        onJoined(group);
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("groups.joinTitle")}
      description={t("groups.joinHint")}
      onSubmit={onSubmit}
      submitLabel={t("groups.joinSubmit")}
      submitting={join.isPending}
      error={form.formError}
      testId="join-form"
      submitTestId="join-submit"
    >
      <TextInput
        label={t("groups.joinCode")}
        withAsterisk
        data-autofocus
        autoCapitalize="none"
        autoComplete="off"
        maxLength={limits.groupCodeLength}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.12em" } }}
        {...form.textProps("signUpCode")}
        data-testid="join-code-input"
      />
    </ModalForm>
  );
}
