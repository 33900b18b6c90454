import { Badge, type MantineSize } from "@mantine/core";
import { expiryState, formatDate } from "@enote/shared";
import { useTranslation } from "react-i18next";

interface AlertBadgesProps {
  item: { expiresDue: string | null; lowStock: boolean; disused: boolean };
  size?: MantineSize;
}

/**
 * A bottle's alert states as badges: expired (the day after it is due), expiring within 30 days,
 * below its level. Expiry is counted from the lab's day (formatDate: ENOTE_TIME_ZONE), as the api
 * counts it; a disused bottle has none.
 */
export function AlertBadges({ item, size = "sm" }: AlertBadgesProps) {
  const { t } = useTranslation();
  if (item.disused) return null;
  const expiry = expiryState(item.expiresDue, formatDate(new Date()));
  return (
    <>
      {expiry === "expired" ? (
        <Badge size={size} color="red" variant="filled" data-testid="inventory-expired-badge">
          {t("inventory.lifecycle.expiredBadge")}
        </Badge>
      ) : null}
      {expiry === "expiring" ? (
        <Badge size={size} color="orange" variant="light" data-testid="inventory-expiring-badge">
          {t("inventory.lifecycle.expiringBadge")}
        </Badge>
      ) : null}
      {item.lowStock ? (
        <Badge size={size} color="yellow" variant="light" data-testid="inventory-low-stock-badge">
          {t("inventory.lifecycle.lowStockBadge")}
        </Badge>
      ) : null}
    </>
  );
}
