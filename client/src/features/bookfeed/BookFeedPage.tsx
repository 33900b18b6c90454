import { Button, Group, Loader, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { bookKinds, type BookKind } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconActivity } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { watchedGroups } from "../groups/defaultGroup";
import { useGroups } from "../groups/queries";
import { FeedEntryCard } from "./FeedEntryCard";
import { LiveGroupFeeds } from "./LiveGroupFeeds";
import { MeetingRecordsFeed } from "../meeting/MeetingRecordsFeed";
import { useBookFeed, type FeedFilters } from "./queries";

const allKinds = "ALL";

/** /bookFeed: what happens to the books the member can read, newest first, live. */
export function BookFeedPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FeedFilters>({ groupIdx: null, kind: null });
  const groups = useGroups();
  const feed = useBookFeed(filters);
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const watched = watchedGroups(groups.data ?? [], filters.groupIdx);

  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t("bookFeed.title")} description={t("bookFeed.description")} />
      <LiveGroupFeeds groupIdxs={watched} />
      <MeetingRecordsFeed groupIdxs={watched} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("bookFeed.group")}
          placeholder={t("bookFeed.allGroups")}
          clearable
          w={240}
          data={(groups.data ?? []).map((group) => ({ value: String(group.groupIdx), label: group.groupName }))}
          value={filters.groupIdx === null ? null : String(filters.groupIdx)}
          onChange={(value) => setFilters((current) => ({ ...current, groupIdx: value ? Number(value) : null }))}
          data-testid="bookfeed-group"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("bookFeed.kind")}
          </Text>
          <SegmentedControl
            value={filters.kind ?? allKinds}
            onChange={(value) =>
              setFilters((current) => ({ ...current, kind: value === allKinds ? null : (value as BookKind) }))
            }
            data={[
              { value: allKinds, label: t("bookFeed.allKinds") },
              ...bookKinds.map((kind) => ({ value: kind, label: t(`bookFeed.kinds.${kind}`) })),
            ]}
            data-testid="bookfeed-kind"
          />
        </Stack>
      </Group>
      {feed.isPending ? (
        <Group gap="xs" c="dimmed" data-testid="bookfeed-loading">
          <Loader size="sm" />
          <Text size="sm">{t("bookFeed.loading")}</Text>
        </Group>
      ) : feed.isError ? (
        <QueryError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyPanel
          icon={<IconActivity size={28} />}
          title={t("bookFeed.emptyTitle")}
          description={t("bookFeed.empty")}
          testId="bookfeed-empty"
        />
      ) : (
        <Stack gap="sm" data-testid="bookfeed-list">
          {entries.map((entry) => (
            <FeedEntryCard key={entry.eventIdx} entry={entry} />
          ))}
          {feed.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
              data-testid="bookfeed-more"
            >
              {t("bookFeed.loadMore")}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              {t("bookFeed.end")}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
