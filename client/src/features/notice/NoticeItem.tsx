import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { formatDate, type NoticeSummary } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../../paths";
import { namedMember } from "../../lib/memberName";

/** One notice in a list: pinned and unread marks, title, audience, first words, writer and date. */
export function NoticeItem({ notice, compact = false }: { notice: NoticeSummary; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p={compact ? "xs" : "sm"}
      radius="md"
      data-testid="notice-item"
      data-notice-idx={notice.noticeIdx}
      data-unread={notice.unread}
      data-pinned={notice.pinned}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {notice.pinned ? (
            <Badge size="sm" color="orange" variant="light" data-testid="notice-pinned-badge">
              {t("community.notice.pinned")}
            </Badge>
          ) : null}
          {notice.unread ? (
            <Badge size="sm" color="red" data-testid="notice-unread-badge">
              {t("community.notice.unread")}
            </Badge>
          ) : null}
          <Anchor
            component={Link}
            to={paths.noticeDetail(notice.noticeIdx)}
            fw={notice.unread ? 700 : 500}
            style={{ overflowWrap: "anywhere" }}
            data-testid="notice-title-link"
          >
            {notice.title}
          </Anchor>
        </Group>
        {compact ? null : (
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {notice.excerpt}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Badge size="xs" variant="outline" color={notice.groupIdx === null ? "blue" : "gray"}>
            {notice.groupName ?? t("community.notice.installation")}
          </Badge>
          {notice.expired ? (
            <Badge size="xs" variant="outline" color="gray">
              {t("community.notice.expired")}
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed">
            {[
              namedMember(notice.writer),
              formatDate(notice.writeDate),
              t("community.common.comments", { count: notice.commentCount }),
            ].join(" · ")}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
