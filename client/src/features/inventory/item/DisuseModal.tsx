import { Textarea } from "@mantine/core";
import { disuseInput, inventoryLimits, type InventoryItem } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useDisuseItem } from "../queries";

/**
 * The reason (required, disuseInput) and the confirmation in one step: the dialog names the
 * reagent and what disusing records, and its red button is the confirmation. It asks once.
 */
export function DisuseModal({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const { t } = useTranslation();
  const disuse = useDisuseItem(item.rowKey);
  const form = useZodForm(disuseInput, { reason: "" }, { testIdPrefix: "disuse" });

  const onSubmit = form.handleSubmit(({ reason }) => {
    disuse.mutate(reason, {
      onSuccess: () => {
        showToast(t("inventory.disused"));
        onClose();
      },
      onError: form.applyError,
    });
  });

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("inventory.disuseTitle")}
      description={`${t("inventory.disuseConfirm", { name: item.name })} ${t("inventory.disuseDescription")}`}
      danger
      onSubmit={onSubmit}
      submitLabel={t("inventory.disuse")}
      submitting={disuse.isPending}
      error={form.formError}
      testId="disuse-form"
      submitTestId="disuse-submit"
    >
      <Textarea
        size="md"
        label={t("inventory.disuseReason")}
        withAsterisk
        data-autofocus
        autosize
        minRows={3}
        maxLength={inventoryLimits.reasonMax}
        {...form.textProps("reason")}
        onChange={(event) => form.setValue("reason", event.currentTarget.value)}
      />
    </ModalForm>
  );
}
