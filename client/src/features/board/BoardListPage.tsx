import { Anchor, Badge, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { boardCategories, formatDate, type BoardCategory, type BoardSummary } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { CommunityListControls } from "../../components/community/CommunityListControls";
import { LiveCommunity } from "../../components/community/LiveCommunity";
import { showToast } from "../../components/dialogs";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconMessages, IconPlus } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { paths } from "../../paths";
import { BoardForm } from "./BoardForm";
import { useBoard } from "./queries";
import { namedMember } from "../../lib/memberName";

function PostItem({ post }: { post: BoardSummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="board-item" data-board-idx={post.boardIdx}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge size="sm" variant="light">
            {t(`community.board.categories.${post.category}`)}
          </Badge>
          <Anchor
            component={Link}
            to={paths.boardPost(post.boardIdx)}
            fw={600}
            style={{ overflowWrap: "anywhere" }}
            data-testid="board-title-link"
          >
            {post.title}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
          {post.excerpt}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            post.groupName,
            namedMember(post.writer),
            formatDate(post.writeDate),
            t("community.common.comments", { count: post.commentCount }),
          ].join(" · ")}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /board: my groups' posts, newest first; filter by group and category, search, post. */
export function BoardListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [groupIdx, setGroupIdx] = useState<number | null>(null);
  const [category, setCategory] = useState<BoardCategory | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const list = useBoard({ groupIdx, category, q, page });
  const groups = list.data?.groups ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  let content;
  if (list.isPending) content = <Skeleton height={200} radius="md" />;
  else if (list.isError) content = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.posts.length === 0)
    content = (
      <EmptyPanel
        icon={<IconMessages />}
        title={t("community.board.empty")}
        description={t(
          groups.length === 0
            ? "community.board.noGroup"
            : q
              ? "community.board.emptySearch"
              : "community.board.emptyDescription",
        )}
        testId="board-empty"
      />
    );
  else
    content = (
      <Stack gap="xs" data-testid="board-list">
        {list.data.posts.map((post) => (
          <PostItem key={post.boardIdx} post={post} />
        ))}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title={t("community.board.title")}
        description={t("community.board.description")}
        actions={
          groups.length > 0 ? (
            <Button leftSection={<IconPlus />} onClick={() => setWriting(true)} data-testid="board-create">
              {t("community.board.create")}
            </Button>
          ) : null
        }
      />
      <LiveCommunity groupIdxs={groupIdx === null ? groups.map((group) => group.groupIdx) : [groupIdx]} />
      <CommunityListControls
        kind="board"
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        groups={groups}
        groupIdx={groupIdx}
        onGroup={(value) => {
          setGroupIdx(value);
          setPage(1);
        }}
        groupFilterWidth="12rem"
      >
        <Select
          aria-label={t("community.board.category")}
          data={[
            { value: "", label: t("community.board.allCategories") },
            ...boardCategories.map((value) => ({ value, label: t(`community.board.categories.${value}`) })),
          ]}
          value={category ?? ""}
          onChange={(value) => {
            setCategory(value ? (value as BoardCategory) : null);
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: "0 1 10rem" }}
          data-testid="board-category-filter"
        />
      </CommunityListControls>
      {content}
      {writing ? (
        <BoardForm
          post={null}
          groups={groups}
          initialGroupIdx={groupIdx}
          onClose={() => setWriting(false)}
          onSaved={(post) => {
            setWriting(false);
            showToast(t("community.board.created"));
            void navigate(paths.boardPost(post.boardIdx));
          }}
        />
      ) : null}
    </>
  );
}
