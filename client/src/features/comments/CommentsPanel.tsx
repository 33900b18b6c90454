import { ActionIcon, Blockquote, Group, Skeleton, Stack, Switch, Text } from "@mantine/core";
import type { CommentAnchor, CommentList } from "@enote/shared";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CommentComposer } from "../../components/comments/CommentComposer";
import { CommentThreadView, type CommentThreadActions } from "../../components/comments/CommentThreadView";
import type { CommentThread } from "../../components/comments/threads";
import { EmptyPanel } from "../../components/EmptyPanel";
import { IconCircleX, IconMessages } from "../../components/icons";
import { QueryError } from "../../components/QueryError";

export interface CommentsPanelProps {
  list: { data: CommentList | undefined; error: unknown; isPending: boolean; retry: () => void };
  threads: CommentThread[];
  showResolved: boolean;
  onShowResolved: (show: boolean) => void;
  /** The range a new thread would be anchored to (text selected, then "Comment"). */
  draft: CommentAnchor | null;
  onClearDraft: () => void;
  onCreate: (content: string) => Promise<unknown>;
  actions: CommentThreadActions;
  active: number | null;
  /** Bumped when a thread is asked for: it scrolls into view. */
  request: number;
  onActivate: (lcmIdx: number) => void;
  mentionHref: (memberIdx: number) => string;
}

function Quote({ text }: { text: string }) {
  return (
    <Blockquote p={6} pl="sm" fz="sm" color="yellow" data-testid="comment-quote">
      {text}
    </Blockquote>
  );
}

/** The comments of a book: a field for a new thread, then the threads (open ones, or all). */
export function CommentsPanel(props: CommentsPanelProps) {
  const { list, threads, showResolved, draft, active, request, actions, mentionHref } = props;
  const { t } = useTranslation();
  const activeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the drawer's opening transition, so the thread is laid out where it will stay.
    const timer = window.setTimeout(() => activeRef.current?.scrollIntoView({ block: "center" }), 250);
    return () => window.clearTimeout(timer);
  }, [request, list.data]);

  if (list.isPending) return <Skeleton height={120} radius="md" data-testid="comments-loading" />;
  if (!list.data) return <QueryError error={list.error} onRetry={list.retry} testId="comments-error" />;
  const { members, canComment } = list.data;
  const shown = showResolved ? threads : threads.filter((thread) => !thread.root.resolved);

  return (
    <Stack gap="sm" data-testid="comments-panel">
      {canComment ? (
        <Stack gap={4}>
          {draft ? (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t("comments.onSelection")}
                </Text>
                <Quote text={draft.quote} />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={props.onClearDraft}
                aria-label={t("comments.clearAnchor")}
                data-testid="comment-clear-anchor"
              >
                <IconCircleX />
              </ActionIcon>
            </Group>
          ) : null}
          <CommentComposer
            key={draft ? `${draft.start}:${draft.end}` : "book"}
            members={members}
            placeholder={t("comments.placeholder")}
            submitLabel={t("comments.send")}
            onSubmit={props.onCreate}
            autoFocus={draft !== null}
            testId="comment-composer"
          />
        </Stack>
      ) : null}
      <Switch
        label={t("comments.showResolved")}
        checked={showResolved}
        onChange={(event) => props.onShowResolved(event.currentTarget.checked)}
        data-testid="comments-show-resolved"
      />
      {shown.length === 0 ? (
        <EmptyPanel
          bare
          icon={<IconMessages />}
          title={t("comments.empty")}
          description={threads.length > 0 ? t("comments.emptyResolved") : t("comments.emptyDescription")}
          testId="comments-empty"
        />
      ) : (
        shown.map((thread) => (
          <CommentThreadView
            key={thread.root.lcmIdx}
            ref={thread.root.lcmIdx === active ? activeRef : undefined}
            thread={thread}
            members={members}
            mentionHref={mentionHref}
            actions={actions}
            canReply={canComment}
            active={thread.root.lcmIdx === active}
            onActivate={() => props.onActivate(thread.root.lcmIdx)}
            context={thread.root.anchor ? <Quote text={thread.root.anchor.quote} /> : null}
          />
        ))
      )}
    </Stack>
  );
}
