import { Badge } from "@mantine/core";
import type { QuotationStatus } from "@enote/shared";
import { useTranslation } from "react-i18next";

const colors: Record<QuotationStatus, string> = {
  WAITING: "gray",
  PARTLY_ANSWERED: "yellow",
  ANSWERED: "green",
  ORDERED: "blue",
  CLOSED: "dark",
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" tt="none" data-testid="quotation-status" data-status={status}>
      {t(`purchasing.status.${status}`)}
    </Badge>
  );
}
