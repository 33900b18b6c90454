import { TextInput } from "@mantine/core";
import { groupLimits, groupRenameInput, type Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useRenameGroup } from "../queries";

/** Mounted while open. */
export function RenameGroupModal({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameGroup(group.groupIdx);
  const form = useZodForm(groupRenameInput, { groupName: group.groupName });

  const onSubmit = form.handleSubmit((input) =>
    rename.mutate(input, {
      onSuccess: () => {
        showToast(t("groups.renamed"));
        onClose();
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("groups.renameTitle")}
      onSubmit={onSubmit}
      submitLabel={t("common.save")}
      submitting={rename.isPending}
      error={form.formError}
      testId="group-rename-form"
      submitTestId="group-rename-submit"
    >
      <TextInput
        label={t("groups.name")}
        withAsterisk
        data-autofocus
        maxLength={groupLimits.nameMax}
        {...form.textProps("groupName")}
        data-testid="group-rename-input"
      />
    </ModalForm>
  );
}
