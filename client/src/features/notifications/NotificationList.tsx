import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { QueryError } from "../../components/QueryError";
import { NotificationRow } from "./NotificationRow";
import { useNotifications, type NotificationFilter } from "./queries";

/** A filtered list of my notifications with "show older"; `limit` keeps the first page short (the panel). */
export function NotificationList({
  filter,
  limit,
  onOpen,
}: {
  filter: NotificationFilter;
  limit?: number;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const query = useNotifications(filter);
  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  const shown = limit === undefined ? items : items.slice(0, limit);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md" data-testid="notifications-empty">
        {t("notifications.empty")}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="notification-list">
      {shown.map((item) => (
        <NotificationRow key={item.notificationIdx} item={item} onOpen={onOpen} />
      ))}
      {limit === undefined && query.hasNextPage ? (
        <Button variant="subtle" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t("notifications.loadMore")}
        </Button>
      ) : null}
    </Stack>
  );
}
