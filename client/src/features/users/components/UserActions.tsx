import { ActionIcon, Menu } from "@mantine/core";
import type { MemberSummary } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconBan, IconCircleCheck, IconDots, IconKey, IconLock } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { useResetPassword, useSetActive } from "../queries";
import { showResetResult } from "./TemporaryPasswordDialog";
import { MemberTokensModal } from "../../tokens/MemberTokensModal";

interface UserActionsProps {
  member: MemberSummary;
  canReset: boolean;
  canSetActive: boolean;
}

/** An administrator's menu on one member: reset the password, API tokens, deactivate or reactivate. */
export function UserActions({ member, canReset, canSetActive }: UserActionsProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const setActive = useSetActive();
  const [showTokens, setShowTokens] = useState(false);
  const fail = (error: unknown) => void showFailureDialog(errorMessage(error));
  const name = member.name;
  const idx = member.memberIdx;

  const onReset = async () => {
    const confirmed = await confirmAction({
      testId: "reset-password-dialog",
      title: t("users.resetTitle"),
      message: t("users.resetMessage", { name }),
      confirmLabel: t("users.resetConfirm"),
      danger: true,
    });
    if (!confirmed) return;
    reset.mutate(idx, { onSuccess: (result) => showResetResult(name, result.temporaryPassword), onError: fail });
  };

  const onToggleActive = async () => {
    const deactivating = member.active;
    const confirmed = await confirmAction({
      testId: deactivating ? "deactivate-dialog" : "reactivate-dialog",
      title: t(deactivating ? "users.deactivateTitle" : "users.reactivateTitle"),
      message: t(deactivating ? "users.deactivateMessage" : "users.reactivateMessage", { name }),
      confirmLabel: t(deactivating ? "users.deactivate" : "users.reactivate"),
      danger: deactivating,
    });
    if (!confirmed) return;
    setActive.mutate(
      { memberIdx: idx, active: !deactivating },
      {
        onSuccess: () => showToast(t(deactivating ? "users.deactivated" : "users.reactivated", { name })),
        onError: fail,
      },
    );
  };

  if (!canReset && !canSetActive) return null;
  return (
    <>
      {showTokens ? <MemberTokensModal member={member} onClose={() => setShowTokens(false)} /> : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            loading={reset.isPending || setActive.isPending}
            aria-label={t("users.actionsFor", { name })}
            data-testid={`user-menu-${idx}`}
          >
            <IconDots />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canReset ? (
            <Menu.Item
              leftSection={<IconKey size={16} />}
              onClick={() => void onReset()}
              data-testid={`user-reset-${idx}`}
            >
              {t("users.resetPassword")}
            </Menu.Item>
          ) : null}
          {canReset ? (
            <Menu.Item
              leftSection={<IconLock size={16} />}
              onClick={() => setShowTokens(true)}
              data-testid={`user-tokens-${idx}`}
            >
              {t("tokens.showTokens")}
            </Menu.Item>
          ) : null}
          {canSetActive ? (
            <Menu.Item
              color={member.active ? "red" : undefined}
              leftSection={member.active ? <IconBan size={16} /> : <IconCircleCheck size={16} />}
              onClick={() => void onToggleActive()}
              data-testid={`user-${member.active ? "deactivate" : "reactivate"}-${idx}`}
            >
              {t(member.active ? "users.deactivate" : "users.reactivate")}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
