import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNoticeUnread } from "./queries";

/** The navigation's count of notices the member has not opened (nothing when none). */
export function NoticeUnreadBadge() {
  const { t } = useTranslation();
  const unread = useNoticeUnread();
  const count = unread.data?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle={count < 10}
      aria-label={t("community.notice.unreadCount", { count })}
      data-testid="nav-notice-unread"
    >
      {count > 99 ? "99+" : count}
    </Badge>
  );
}
