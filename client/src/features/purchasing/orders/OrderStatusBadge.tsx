import { Badge } from "@mantine/core";
import type { OrderStatus } from "@enote/shared";
import { useTranslation } from "react-i18next";

const colors: Record<OrderStatus, string> = {
  REQUESTED: "gray",
  APPROVED: "teal",
  REJECTED: "red",
  ORDERED: "blue",
  RECEIVED: "green",
  CANCELLED: "dark",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" tt="none" data-testid="order-status" data-status={status}>
      {t(`purchasing.orderStatus.${status}`)}
    </Badge>
  );
}
