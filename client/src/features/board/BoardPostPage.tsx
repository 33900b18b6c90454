import { Badge, Text } from "@mantine/core";
import { boardPaths, formatDateTime } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { CommunityPostPage } from "../../components/community/CommunityPostPage";
import { paths } from "../../paths";
import { BoardForm } from "./BoardForm";
import { BookCards } from "./BookCards";
import { useBoardPost, useDeletePost } from "./queries";
import { namedMember } from "../../lib/memberName";

/** /board/experiment/{boardIdx} and /board/experimentComment/{boardIdx}/{lcmIdx} (its thread in view). */
export function BoardPostPage() {
  const { t } = useTranslation();
  const remove = useDeletePost();
  return (
    <CommunityPostPage
      kind="board"
      idxParamName="boardIdx"
      listPath={paths.board()}
      useItem={useBoardPost}
      idxOf={(post) => post.boardIdx}
      remove={(boardIdx) => remove.mutateAsync(boardIdx)}
      feeds={(post) => [post.groupIdx]}
      meta={(post) => (
        <>
          <Badge variant="light">{t(`community.board.categories.${post.category}`)}</Badge>
          <Badge variant="outline" color="gray">
            {post.groupName}
          </Badge>
          <Text size="sm" c="dimmed">
            {namedMember(post.writer)} · {formatDateTime(post.writeDate)}
            {post.editDate ? ` (${t("community.common.edited")})` : ""}
          </Text>
        </>
      )}
      afterContent={(post) => <BookCards books={post.books} />}
      uploadPath={boardPaths.attachments}
      filePath={boardPaths.attachment}
      canDeleteFiles={(post) => post.can.edit}
      mentionHref={(post) => paths.groups({ groupIdx: post.groupIdx })}
      editForm={(post, close, saved) => (
        <BoardForm post={post} groups={[]} initialGroupIdx={post.groupIdx} onClose={close} onSaved={saved} />
      )}
    />
  );
}
