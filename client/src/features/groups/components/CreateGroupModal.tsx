import { TextInput } from "@mantine/core";
import { groupCreateInput, groupLimits, type Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useCreateGroup } from "../queries";

/** Mounted while open, so each opening starts empty. */
interface CreateGroupModalProps {
  onClose: () => void;
  onCreated: (group: Group) => void;
}

export function CreateGroupModal({ onClose, onCreated }: CreateGroupModalProps) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const form = useZodForm(groupCreateInput, { groupName: "" });

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (group) => {
        showToast(t("groups.created", { name: group.groupName }));
        onClose();
        onCreated(group);
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("groups.createTitle")}
      description={t("groups.createHint")}
      onSubmit={onSubmit}
      submitLabel={t("groups.createSubmit")}
      submitting={create.isPending}
      error={form.formError}
      testId="group-create-form"
      submitTestId="group-create-submit"
    >
      <TextInput
        label={t("groups.name")}
        withAsterisk
        data-autofocus
        maxLength={groupLimits.nameMax}
        {...form.textProps("groupName")}
        data-testid="group-name-input"
      />
    </ModalForm>
  );
}
