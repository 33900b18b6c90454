import { Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconCheck } from "../../../components/icons";
import { saveStatusOf, type SaveStatus } from "../collab/saveStatus";
import type { LabBookSession } from "../collab/session";
import { useSessionValue } from "../collab/useLabBookSession";
import { IconCloudCheck, IconCloudOff, IconEye } from "../icons";

type Shown = "connecting" | "offline" | "saving" | "saved" | "upToDate" | "live";

const color: Record<Shown, string> = {
  connecting: "dimmed",
  offline: "orange.8",
  saving: "dimmed",
  saved: "teal.8",
  upToDate: "dimmed",
  live: "lab.8",
};

/**
 * The open book's save status, read from its session here: it changes with every save while a
 * member types, and only this badge needs to show it (the page around it does not render again).
 */
export function SessionSaveStatus({ session, editable }: { session: LabBookSession | null; editable: boolean }) {
  return <SaveStatusBadge status={useSessionValue(session, saveStatusOf)} editable={editable} />;
}

/** Where my changes are: saving…, saved (the database has them), or kept here while offline. */
export function SaveStatusBadge({ status, editable }: { status: SaveStatus; editable: boolean }) {
  const { t } = useTranslation();
  // Readers have nothing to save: they see whether the view is live.
  const shown: Shown =
    !editable && (status === "saved" || status === "upToDate" || status === "saving") ? "live" : status;
  const icons: Record<Shown, ReactNode> = {
    connecting: <Loader size={14} />,
    offline: <IconCloudOff size={18} />,
    saving: <Loader size={14} color="gray" />,
    saved: <IconCloudCheck size={18} />,
    upToDate: <IconCheck size={18} />,
    live: <IconEye size={18} />,
  };
  const text = shown === "offline" && editable ? t("labBook.save.offlineKept") : t(`labBook.save.${shown}`);
  return (
    <Group
      gap={6}
      wrap="nowrap"
      c={color[shown]}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={shown}
    >
      {icons[shown]}
      <Text size="sm" fw={500} c="inherit">
        {text}
      </Text>
    </Group>
  );
}
