import { Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { NotificationList } from "./NotificationList";
import { useMarkRead, type NotificationFilter } from "./queries";

/** /notifications: every notification, filtered (all, unread, mentions), marked read one by one or all. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NotificationFilter>("all");
  const markRead = useMarkRead();
  return (
    <>
      <PageHeader title={t("notifications.title")} />
      <Stack gap="md" data-testid="notifications-page">
        <Group justify="space-between">
          <SegmentedControl
            value={filter}
            onChange={(value) => setFilter(value as NotificationFilter)}
            data={[
              { value: "all", label: t("notifications.filterAll") },
              { value: "unread", label: t("notifications.filterUnread") },
              { value: "mentions", label: t("notifications.filterMentions") },
            ]}
            data-testid="notification-filter"
          />
          <Button
            variant="light"
            onClick={() => markRead.mutate({ all: true })}
            loading={markRead.isPending}
            data-testid="notifications-read-all"
          >
            {t("notifications.markAllRead")}
          </Button>
        </Group>
        <NotificationList filter={filter} />
      </Stack>
    </>
  );
}
