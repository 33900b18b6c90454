import { Anchor, Button, Divider, Group, Paper, Skeleton, Stack } from "@mantine/core";
import type { CommunityAttachment, RichTextDoc } from "@enote/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { errorMessage } from "../../lib/errorMessage";
import { idxParam } from "../../lib/searchParams";
import { confirmDelete, showFailureDialog, showToast } from "../dialogs";
import { IconArrowLeft } from "../icons";
import { PageHeader } from "../PageHeader";
import { QueryError } from "../QueryError";
import { RichTextView } from "../richtext/RichTextView";
import { FilesSection } from "./FilesSection";
import { LiveCommunity } from "./LiveCommunity";
import { SubjectComments } from "./SubjectComments";

/** What a notice and a board post both carry for their detail page. */
export interface CommunityPostShape {
  title: string;
  content: RichTextDoc;
  attachments: readonly CommunityAttachment[];
  maxBytes: number;
  can: { edit: boolean; delete: boolean };
}

interface CommunityPostPageProps<T extends CommunityPostShape> {
  /** Prefix of data-testids, of `community.<kind>.*` strings and the comment subject kind. */
  kind: "notice" | "board";
  /** The route param holding the post's idx. */
  idxParamName: string;
  /** The list page the back link and a delete lead to. */
  listPath: string;
  useItem: (idx: number) => UseQueryResult<T>;
  /** The post's own idx. */
  idxOf: (post: T) => number;
  remove: (idx: number) => Promise<unknown>;
  /** Group feeds to listen to while the page is open. */
  feeds: (post: T) => number[];
  /** Badges and writer line under the title. */
  meta: (post: T) => ReactNode;
  /** Anything between the content and the files (the board's book cards). */
  afterContent?: (post: T) => ReactNode;
  uploadPath: (idx: number) => string;
  filePath: (idx: number, attachmentIdx: number) => string;
  canDeleteFiles: (post: T) => boolean;
  mentionHref: (post: T) => string;
  editForm: (post: T, close: () => void, saved: () => void) => ReactNode;
}

/** The detail page notices and board posts share: back link, header actions, content, files, comments, edit form. */
export function CommunityPostPage<T extends CommunityPostShape>(props: CommunityPostPageProps<T>) {
  const { kind } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const idx = idxParam(params[props.idxParamName] ?? null) ?? 0;
  const wanted = idxParam(params.lcmIdx ?? null);
  const query = props.useItem(idx);
  const [editing, setEditing] = useState(false);
  const post = query.data;

  const onDelete = async () => {
    if (!post || !(await confirmDelete(t(`community.${kind}.deleteConfirm`)))) return;
    try {
      await props.remove(props.idxOf(post));
      showToast(t(`community.${kind}.deleted`));
      void navigate(props.listPath);
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };

  const back = (
    <Anchor component={Link} to={props.listPath} size="sm" data-testid={`${kind}-back`}>
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

  const postIdx = props.idxOf(post);
  return (
    <Stack gap="lg" maw={960}>
      {back}
      <LiveCommunity groupIdxs={props.feeds(post)} />
      <PageHeader
        title={post.title}
        actions={
          <>
            {post.can.edit ? (
              <Button variant="default" onClick={() => setEditing(true)} data-testid={`${kind}-edit`}>
                {t("community.common.edit")}
              </Button>
            ) : null}
            {post.can.delete ? (
              <Button variant="light" color="red" onClick={() => void onDelete()} data-testid={`${kind}-delete`}>
                {t("community.common.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      <Group gap="xs" wrap="wrap" mt={-16}>
        {props.meta(post)}
      </Group>
      <Paper withBorder p="md" radius="md">
        <RichTextView doc={post.content} testId={`${kind}-content-view`} />
      </Paper>
      {props.afterContent?.(post)}
      <FilesSection
        attachments={post.attachments}
        maxBytes={post.maxBytes}
        uploadPath={post.can.edit ? props.uploadPath(postIdx) : undefined}
        filePath={(attachmentIdx) => props.filePath(postIdx, attachmentIdx)}
        canDelete={props.canDeleteFiles(post)}
      />
      <Divider />
      <SubjectComments kind={kind} idx={postIdx} wanted={wanted} mentionHref={() => props.mentionHref(post)} />
      {editing
        ? props.editForm(
            post,
            () => setEditing(false),
            () => {
              setEditing(false);
              showToast(t(`community.${kind}.saved`));
            },
          )
        : null}
    </Stack>
  );
}
