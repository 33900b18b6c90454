import { Button } from "@mantine/core";
import type { InventoryItem } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconBan, IconRefresh } from "../../../components/icons";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import { useRestoreItem } from "../queries";
import { DisuseModal } from "./DisuseModal";

/** Disuse (reason, then confirmation) or, for a disused item, restore to use (confirmation). */
export function DisuseActions({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const restore = useRestoreItem(item.rowKey);

  if (item.disused) {
    const onRestore = async () => {
      const sure = await confirmAction({
        testId: "restore-dialog",
        title: t("inventory.restoreTitle"),
        message: t("inventory.restoreMessage", { name: item.name }),
        confirmLabel: t("inventory.restore"),
        // Two "cancel"s ("Cancel" / "Cancel disuse") made people hesitate: each button names its outcome.
        cancelLabel: t("inventory.restoreKeep"),
      });
      if (!sure) return;
      restore.mutate(undefined, {
        onSuccess: () => showToast(t("inventory.restored")),
        onError: (error) => void showFailureDialog(errorMessage(error)),
      });
    };
    return (
      <Button
        variant="light"
        leftSection={<IconRefresh size={18} />}
        loading={restore.isPending}
        onClick={() => void onRestore()}
        data-testid="inventory-restore"
      >
        {t("inventory.restore")}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconBan size={18} />}
        onClick={() => setAsking(true)}
        data-testid="inventory-disuse"
      >
        {t("inventory.disuse")}
      </Button>
      {asking ? <DisuseModal item={item} onClose={() => setAsking(false)} /> : null}
    </>
  );
}
