import { ActionIcon, Anchor, Divider, Group, Indicator, Popover, ScrollArea, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconBell } from "../../components/icons";
import { paths } from "../../paths";
import { useSession } from "../../session/store";
import { NotificationList } from "./NotificationList";
import { useMarkRead, useUnreadCount } from "./queries";
import { useNotificationFeed } from "./useNotificationFeed";

/** The header's bell: the unread count, live; a panel with the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const memberIdx = useSession((state) => state.member?.memberIdx ?? null);
  useNotificationFeed(memberIdx);
  const count = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  const [opened, setOpened] = useState(false);
  const label = count > 0 ? t("notifications.bellUnread", { count }) : t("notifications.bell");
  return (
    <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="md">
      <Popover.Target>
        <Indicator label={count > 99 ? "99+" : count} size={16} disabled={count === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
            data-unread={count}
          >
            <IconBell />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="notification-panel">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t("notifications.title")}</Text>
          <Anchor
            component="button"
            size="sm"
            disabled={count === 0}
            onClick={() => markRead.mutate({ all: true })}
            data-testid="notification-read-all"
          >
            {t("notifications.markAllRead")}
          </Anchor>
        </Group>
        <ScrollArea.Autosize mah={420}>
          {opened ? <NotificationList filter="all" limit={10} onOpen={() => setOpened(false)} /> : null}
        </ScrollArea.Autosize>
        <Divider my="xs" />
        <Anchor component={Link} to={paths.notifications()} size="sm" onClick={() => setOpened(false)}>
          {t("notifications.openAll")}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
