import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatDateTime, type NotificationItem } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { namedMember } from "../../lib/memberName";
import { useMarkRead } from "./queries";

/** One notification: its sentence, when, and unread mark; opening it marks it read and goes to the place. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const unread = item.readAt === null;
  const text =
    item.subject.title === null
      ? t("notifications.unavailable")
      : t(`notifications.kinds.${item.kind}`, {
          actor: item.actor ? namedMember(item.actor) : t("notifications.system"),
          title: item.subject.title,
        });
  const open = () => {
    if (unread) markRead.mutate({ notificationIdxs: [item.notificationIdx] });
    if (item.link) {
      onOpen?.();
      void navigate(item.link);
    }
  };
  return (
    <UnstyledButton
      onClick={open}
      p="xs"
      w="100%"
      data-testid="notification-row"
      data-kind={item.kind}
      data-unread={unread ? "true" : "false"}
      style={{ borderRadius: 4, background: unread ? "var(--mantine-color-blue-0)" : undefined }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 600 : 400} c={item.link ? undefined : "dimmed"}>
            {text}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
