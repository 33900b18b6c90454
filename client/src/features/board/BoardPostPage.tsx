import { Anchor, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { boardPaths, formatDateTime } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { FilesSection } from "../../components/community/FilesSection";
import { LiveCommunity } from "../../components/community/LiveCommunity";
import { SubjectComments } from "../../components/community/SubjectComments";
import { confirmDelete, showFailureDialog, showToast } from "../../components/dialogs";
import { IconArrowLeft } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { QueryError } from "../../components/QueryError";
import { RichTextView } from "../../components/richtext/RichTextView";
import { errorMessage } from "../../lib/errorMessage";
import { idxParam } from "../../lib/searchParams";
import { paths } from "../../paths";
import { BoardForm } from "./BoardForm";
import { BookCards } from "./BookCards";
import { useBoardPost, useDeletePost } from "./queries";

/** /board/experiment/{boardIdx} and /board/experimentComment/{boardIdx}/{lcmIdx} (its thread in view). */
export function BoardPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const boardIdx = idxParam(params.boardIdx ?? null) ?? 0;
  const wanted = idxParam(params.lcmIdx ?? null);
  const query = useBoardPost(boardIdx);
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const post = query.data;

  const onDelete = async () => {
    if (!post || !(await confirmDelete(t("community.board.deleteConfirm")))) return;
    try {
      await remove.mutateAsync(post.boardIdx);
      showToast(t("community.board.deleted"));
      void navigate(paths.board());
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };

  const back = (
    <Anchor component={Link} to={paths.board()} size="sm" data-testid="board-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} />
        {t("community.common.back")}
      </Group>
    </Anchor>
  );
  if (query.isPending) return <Skeleton height={300} radius="md" />;
  if (!post)
    return (
      <Stack>
        {back}
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );

  return (
    <Stack gap="lg" maw={960}>
      {back}
      <LiveCommunity groupIdxs={[post.groupIdx]} />
      <PageHeader
        title={post.title}
        actions={
          <>
            {post.can.edit ? (
              <Button variant="default" onClick={() => setEditing(true)} data-testid="board-edit">
                {t("community.common.edit")}
              </Button>
            ) : null}
            {post.can.delete ? (
              <Button variant="light" color="red" onClick={() => void onDelete()} data-testid="board-delete">
                {t("community.common.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <Group gap="xs" wrap="wrap" mt={-16}>
        <Badge variant="light">{t(`community.board.categories.${post.category}`)}</Badge>
        <Badge variant="outline" color="gray">
          {post.groupName}
        </Badge>
        <Text size="sm" c="dimmed">
          {post.writer.name} · {formatDateTime(post.writeDate)}
          {post.editDate ? ` (${t("community.common.edited")})` : ""}
        </Text>
      </Group>
      <Paper withBorder p="md" radius="md">
        <RichTextView doc={post.content} testId="board-content-view" />
      </Paper>
      <BookCards books={post.books} />
      <FilesSection
        attachments={post.attachments}
        maxBytes={post.maxBytes}
        uploadPath={post.can.edit ? boardPaths.attachments(post.boardIdx) : undefined}
        filePath={(attachmentIdx) => boardPaths.attachment(post.boardIdx, attachmentIdx)}
        canDelete={post.can.edit}
      />
      <Divider />
      <SubjectComments
        kind="board"
        idx={post.boardIdx}
        wanted={wanted}
        mentionHref={() => paths.groups({ groupIdx: post.groupIdx })}
      />
      {editing ? (
        <BoardForm
          post={post}
          groups={[]}
          initialGroupIdx={post.groupIdx}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            showToast(t("community.board.saved"));
          }}
        />
      ) : null}
    </Stack>
  );
}
