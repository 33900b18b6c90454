import { Badge } from "@mantine/core";
import type { LabBookStatus } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";

const colors: Record<LabBookStatus, string> = { IN_PROGRESS: "blue", END: "orange", COMPLETE: "teal" };

/** The book's status; always whole ("IN PROGRESS", not "IN PROGRE…" when a table column is tight). */
export function LabBookStatusBadge({ status, size = "md" }: { status: LabBookStatus; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colors[status]}
      variant="light"
      size={size}
      style={noShrink}
      data-testid="labbook-status"
      data-status={status}
    >
      {t(`labBook.status.${status}`)}
    </Badge>
  );
}
