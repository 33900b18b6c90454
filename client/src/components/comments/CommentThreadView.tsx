import { Badge, Button, Group, Paper, Stack } from "@mantine/core";
import { forwardRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconCheck, IconRefresh } from "../icons";
import { CommentComposer } from "./CommentComposer";
import { CommentItem } from "./CommentItem";
import type { Mentionable } from "./mentions";
import type { CommentThread } from "./threads";
import { namedMember } from "../../lib/memberName";

export interface CommentThreadActions {
  reply: (threadIdx: number, content: string) => Promise<unknown>;
  edit: (lcmIdx: number, content: string) => Promise<unknown>;
  remove: (lcmIdx: number) => void;
  resolve: (threadIdx: number, resolved: boolean) => void;
}

interface CommentThreadViewProps {
  thread: CommentThread;
  members: readonly Mentionable[];
  mentionHref: (memberIdx: number) => string;
  actions: CommentThreadActions;
  canReply: boolean;
  /** The thread asked for (a click on its highlight, its address): outlined. */
  active?: boolean;
  onActivate?: () => void;
  /** Above the first comment: what the thread is about (an anchored quote). */
  context?: ReactNode;
}

/** A thread: its first comment, the replies, resolve or reopen, and a reply field. */
export const CommentThreadView = forwardRef<HTMLDivElement, CommentThreadViewProps>(function CommentThreadView(
  { thread, members, mentionHref, actions, canReply, active = false, onActivate, context },
  ref,
) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const { root, replies } = thread;
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      radius="md"
      onClick={onActivate}
      style={
        active
          ? { borderColor: "var(--mantine-color-yellow-6)", boxShadow: "0 0 0 1px var(--mantine-color-yellow-6)" }
          : undefined
      }
      data-testid="comment-thread"
      data-lcm-idx={root.lcmIdx}
      data-active={active}
      data-resolved={root.resolved}
    >
      <Stack gap="xs">
        {context}
        {root.resolved && root.resolvedBy ? (
          <Badge color="teal" variant="light" leftSection={<IconCheck />} data-testid="comment-resolved">
            {t("comments.resolved", { name: namedMember(root.resolvedBy) })}
          </Badge>
        ) : null}
        <CommentItem
          comment={root}
          members={members}
          mentionHref={mentionHref}
          onEdit={actions.edit}
          onDelete={actions.remove}
        />
        {replies.length > 0 ? (
          <Stack gap="xs" pl="md" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
            {replies.map((reply) => (
              <CommentItem
                key={reply.lcmIdx}
                comment={reply}
                members={members}
                mentionHref={mentionHref}
                onEdit={actions.edit}
                onDelete={actions.remove}
              />
            ))}
          </Stack>
        ) : null}
        {replying ? (
          <CommentComposer
            members={members}
            placeholder={t("comments.replyPlaceholder")}
            submitLabel={t("comments.reply")}
            onSubmit={async (content) => {
              await actions.reply(root.lcmIdx, content);
              setReplying(false);
            }}
            onCancel={() => setReplying(false)}
            autoFocus
            testId="comment-reply-composer"
          />
        ) : (
          <Group gap="xs" justify="flex-end">
            {root.can.resolve ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color={root.resolved ? "gray" : "teal"}
                leftSection={root.resolved ? <IconRefresh /> : <IconCheck />}
                onClick={() => actions.resolve(root.lcmIdx, !root.resolved)}
                data-testid={root.resolved ? "comment-reopen" : "comment-resolve"}
              >
                {t(root.resolved ? "comments.reopen" : "comments.resolve")}
              </Button>
            ) : null}
            {canReply && !root.resolved ? (
              <Button size="compact-sm" variant="subtle" onClick={() => setReplying(true)} data-testid="comment-reply">
                {t("comments.reply")}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
