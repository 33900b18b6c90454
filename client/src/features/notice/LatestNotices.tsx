import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../../paths";
import { NoticeItem } from "./NoticeItem";
import { useNoticeUnread } from "./queries";

/** The dashboard's latest notices (pinned first), each marked when unread. */
export function LatestNotices() {
  const { t } = useTranslation();
  const unread = useNoticeUnread();
  return (
    <Paper withBorder p="md" radius="md" data-testid="dashboard-notices">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {t("community.notice.latest")}
          </Title>
          <Anchor component={Link} to={paths.notice()} size="sm">
            {t("community.notice.all")}
          </Anchor>
        </Group>
        {unread.isPending ? (
          <Skeleton height={80} />
        ) : (unread.data?.latest.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {t("community.notice.latestEmpty")}
          </Text>
        ) : (
          unread.data?.latest.map((notice) => <NoticeItem key={notice.noticeIdx} notice={notice} compact />)
        )}
      </Stack>
    </Paper>
  );
}
