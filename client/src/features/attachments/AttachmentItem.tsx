import { ActionIcon, Anchor, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { formatDate, formatFileSize, type LabBookAttachment } from "@enote/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconFileText, IconTrash } from "../../components/icons";
import { namedMember } from "../../lib/memberName";

interface AttachmentItemProps {
  attachment: LabBookAttachment;
  onDownload: () => void;
  /** Absent for those who may not delete (readers, a frozen book). */
  onDelete?: () => void;
  deleting: boolean;
  /** Buttons beside the name (show the spectrum). */
  actions?: ReactNode;
  /** Shown under the file (its spectrum). */
  children?: ReactNode;
}

/** One attachment: its name (downloads it), size, uploader and date, and delete for writers. */
export function AttachmentItem({ attachment, onDownload, onDelete, deleting, actions, children }: AttachmentItemProps) {
  const { t } = useTranslation();
  const { name } = attachment;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="attachment-item" data-name={name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconFileText size={20} style={{ flex: "none", marginTop: 2 }} aria-hidden />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            onClick={onDownload}
            aria-label={t("attachments.download", { name })}
            ta="left"
            style={{ overflowWrap: "anywhere" }}
            data-testid="attachment-download"
          >
            {name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[
              formatFileSize(attachment.size),
              namedMember(attachment.uploader),
              formatDate(attachment.uploadedAt),
            ].join(" · ")}
          </Text>
        </Stack>
        {actions}
        {onDelete ? (
          <Tooltip label={t("attachments.delete", { name })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={t("attachments.delete", { name })}
              loading={deleting}
              onClick={onDelete}
              data-testid="attachment-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
