import { ActionIcon, Group, Menu, Stack, Text } from "@mantine/core";
import { formatDateTime, type Comment } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconDots, IconPencil, IconTrash } from "../icons";
import { CommentBody } from "./CommentBody";
import { CommentComposer } from "./CommentComposer";
import type { Mentionable } from "./mentions";
import { namedMember } from "../../lib/memberName";

export interface CommentItemProps {
  comment: Comment;
  members: readonly Mentionable[];
  mentionHref: (memberIdx: number) => string;
  onEdit: (lcmIdx: number, content: string) => Promise<unknown>;
  onDelete: (lcmIdx: number) => void;
}

/** One comment: who, when, the text; its author edits it, those allowed delete it. */
export function CommentItem({ comment, members, mentionHref, onEdit, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (comment.deleted) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="comment" data-lcm-idx={comment.lcmIdx} data-deleted>
        {t("comments.deleted")}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="comment" data-lcm-idx={comment.lcmIdx}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} data-testid="comment-author">
            {namedMember(comment.author)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.createdAt)}
            {comment.editedAt ? ` · ${t("comments.edited")}` : ""}
          </Text>
        </Group>
        {comment.can.edit || comment.can.delete ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t("comments.actions")} data-testid="comment-menu">
                <IconDots />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {comment.can.edit ? (
                <Menu.Item leftSection={<IconPencil />} onClick={() => setEditing(true)} data-testid="comment-edit">
                  {t("comments.edit")}
                </Menu.Item>
              ) : null}
              {comment.can.delete ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash />}
                  onClick={() => onDelete(comment.lcmIdx)}
                  data-testid="comment-delete"
                >
                  {t("comments.delete")}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {editing ? (
        <CommentComposer
          members={members}
          initial={comment.content}
          placeholder={t("comments.placeholder")}
          submitLabel={t("comments.save")}
          onSubmit={async (content) => {
            await onEdit(comment.lcmIdx, content);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          autoFocus
          testId="comment-edit-composer"
        />
      ) : (
        <CommentBody content={comment.content} members={members} mentionHref={mentionHref} />
      )}
    </Stack>
  );
}
