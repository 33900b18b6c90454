import { Skeleton, Stack, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commentPaths, type Comment, type CommentList } from "@enote/shared";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CommentComposer } from "../comments/CommentComposer";
import { CommentThreadView, type CommentThreadActions } from "../comments/CommentThreadView";
import { threadOf, toThreads } from "../comments/threads";
import { confirmDelete, showToast } from "../dialogs";
import { EmptyPanel } from "../EmptyPanel";
import { emptyCommentsDescription } from "./emptyComments";
import { IconMessages } from "../icons";
import { QueryError } from "../QueryError";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";

export const subjectCommentKeys = {
  of: (kind: "notice" | "board", idx: number) => ["community", "comments", kind, idx] as const,
};

interface SubjectCommentsProps {
  kind: "notice" | "board";
  idx: number;
  /** The comment the address names (…/experimentComment/{idx}/{lcmIdx}): its thread comes into view. */
  wanted: number | null;
  mentionHref: (memberIdx: number) => string;
}

/**
 * The comments of a notice or a board post, with the lab book's thread UI: a field for a new
 * thread, then every thread with its replies. Other members' comments arrive through the
 * community topic (LiveCommunity on the page), which reads the list again.
 */
export function SubjectComments({ kind, idx, wanted, mentionHref }: SubjectCommentsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const paths = commentPaths[kind];
  const key = subjectCommentKeys.of(kind, idx);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<CommentList>(paths.list(idx), { signal }) });
  const onSettled = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (input: { content: string; parentIdx?: number }) => api.post<Comment>(paths.create(idx), input),
    onSettled,
  });
  const edit = useMutation({
    mutationFn: ({ lcmIdx, content }: { lcmIdx: number; content: string }) =>
      api.put<Comment>(paths.one(idx, lcmIdx), { content }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (lcmIdx: number) => api.delete<unknown>(paths.one(idx, lcmIdx)),
    onSettled,
  });
  const resolve = useMutation({
    mutationFn: ({ lcmIdx, resolved }: { lcmIdx: number; resolved: boolean }) =>
      api.put<Comment>(paths.resolve(idx, lcmIdx), { resolved }),
    onSettled,
  });
  const failed = (error: unknown) => showToast(errorMessage(error), "failure");
  const actions: CommentThreadActions = {
    reply: (threadIdx, content) => create.mutateAsync({ content, parentIdx: threadIdx }),
    edit: (lcmIdx, content) => edit.mutateAsync({ lcmIdx, content }),
    remove: (lcmIdx) => {
      void confirmDelete(t("comments.deleteConfirm")).then((sure) => {
        if (sure) remove.mutate(lcmIdx, { onError: failed });
      });
    },
    resolve: (threadIdx, resolved) => resolve.mutate({ lcmIdx: threadIdx, resolved }, { onError: failed }),
  };
  const threads = useMemo(() => toThreads(query.data?.comments ?? []), [query.data]);
  const active = wanted === null ? null : (threadOf(threads, wanted)?.root.lcmIdx ?? null);
  const activeRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || active === null || !activeRef.current) return;
    scrolled.current = true;
    activeRef.current.scrollIntoView({ block: "center" });
  }, [active, threads]);

  let body;
  if (query.isPending) body = <Skeleton height={120} radius="md" />;
  else if (!query.data) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack gap="sm">
        {query.data.canComment ? (
          <CommentComposer
            members={query.data.members}
            placeholder={t("comments.placeholder")}
            submitLabel={t("comments.send")}
            onSubmit={(content) => create.mutateAsync({ content })}
            testId="comment-composer"
          />
        ) : null}
        {threads.length === 0 ? (
          <EmptyPanel
            bare
            icon={<IconMessages />}
            title={t("comments.empty")}
            description={t(emptyCommentsDescription[kind])}
            testId="comments-empty"
          />
        ) : (
          threads.map((thread) => (
            <CommentThreadView
              key={thread.root.lcmIdx}
              ref={thread.root.lcmIdx === active ? activeRef : undefined}
              thread={thread}
              members={query.data.members}
              mentionHref={mentionHref}
              actions={actions}
              canReply={query.data.canComment}
              active={thread.root.lcmIdx === active}
            />
          ))
        )}
      </Stack>
    );

  return (
    <Stack gap="sm" data-testid="comments-panel" component="section" aria-label={t("comments.title")}>
      <Title order={3} fz="lg">
        {t("comments.title")}
      </Title>
      {body}
    </Stack>
  );
}
