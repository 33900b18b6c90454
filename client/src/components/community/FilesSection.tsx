import { Button, FileButton, Group, Stack, Text, Title } from "@mantine/core";
import { formatFileSize, type CommunityAttachment } from "@enote/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete, showFailureDialog } from "../dialogs";
import { IconPlus } from "../icons";
import { api, ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { AttachmentItem } from "../../features/attachments/AttachmentItem";
import { saveFile } from "../../features/inventory/saveFile";

interface FilesSectionProps {
  attachments: readonly CommunityAttachment[];
  maxBytes: number;
  /** POST address of a new file; absent for those who may not add files. */
  uploadPath?: string;
  /** GET (download) and DELETE address of one file. */
  filePath: (attachmentIdx: number) => string;
  canDelete: boolean;
}

/** Sends files one after another; a file over the limit is refused before a byte is sent. */
export async function uploadFiles(
  path: string,
  files: readonly File[],
  maxBytes: number,
  failedText: (name: string, reason: string) => string,
) {
  for (const file of files) {
    try {
      if (file.size > maxBytes) {
        throw new ApiError(413, "FILE_TOO_LARGE", failedText(file.name, formatFileSize(maxBytes)));
      }
      const form = new FormData();
      form.append("file", file, file.name);
      await api.uploadForm<CommunityAttachment>(path, form);
    } catch (error) {
      void showFailureDialog(failedText(file.name, errorMessage(error)));
    }
  }
}

/** The files of a notice or a post: downloaded by whoever reads it, added and removed by who may. */
export function FilesSection({ attachments, maxBytes, uploadPath, filePath, canDelete }: FilesSectionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const failedText = (name: string, reason: string) => t("community.common.uploadFailed", { name, reason });
  const refresh = () => client.invalidateQueries({ queryKey: ["community"] });
  const add = async (files: File[]) => {
    if (!uploadPath) return;
    setBusy(true);
    await uploadFiles(uploadPath, files, maxBytes, failedText);
    setBusy(false);
    await refresh();
  };
  const download = async (attachment: CommunityAttachment) => {
    try {
      saveFile(await api.download(filePath(attachment.attachmentIdx), attachment.name));
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };
  const remove = async (attachment: CommunityAttachment) => {
    if (!(await confirmDelete(t("attachments.deleteMessage", { name: attachment.name })))) return;
    try {
      await api.delete<unknown>(filePath(attachment.attachmentIdx));
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
    await refresh();
  };
  if (attachments.length === 0 && !uploadPath) return null;
  return (
    <Stack gap="xs" data-testid="community-files">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t("community.common.files")}
        </Title>
        {uploadPath ? (
          <FileButton onChange={(files) => void add(files)} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPlus />}
                loading={busy}
                data-testid="files-add"
              >
                {t("community.common.addFiles")}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("community.common.noFiles")}
        </Text>
      ) : (
        attachments.map((attachment) => (
          <AttachmentItem
            key={attachment.attachmentIdx}
            attachment={attachment}
            onDownload={() => void download(attachment)}
            onDelete={canDelete ? () => void remove(attachment) : undefined}
            deleting={false}
          />
        ))
      )}
    </Stack>
  );
}
