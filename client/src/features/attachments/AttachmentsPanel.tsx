import { Alert, Box, Button, FileButton, Group, Paper, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { attachmentPaths, formatFileSize, isSpectrumFile, type LabBookDetail } from "@enote/shared";
import { lazy, Suspense, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete, showFailureDialog } from "../../components/dialogs";
import { QueryError } from "../../components/QueryError";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { saveFile } from "../inventory/saveFile";
import { IconUpload } from "../inventory/icons";
import { AttachmentItem } from "./AttachmentItem";
import { useAttachments, useDeleteAttachment, withKey } from "./queries";
import { useUploads } from "./useUploads";

interface AttachmentsPanelProps {
  detail: Pick<LabBookDetail, "lbIdx" | "status">;
  /** The member may change the book now (a writer, the book in progress). */
  editable: boolean;
  /** Anonymous viewers of a public link list and download with its key. */
  shareKey?: string | null;
}

/** The spectrum viewer (uPlot) loads the first time a member opens a spectrum. */
const SpectrumPanel = lazy(() => import("../spectra/SpectrumPanel").then((m) => ({ default: m.SpectrumPanel })));

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/** The book's files: listed for everyone who reads it, added (button or drop) and deleted by writers. */
export function AttachmentsPanel({ detail, editable, shareKey = null }: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const { lbIdx } = detail;
  const list = useAttachments(lbIdx, shareKey);
  const remove = useDeleteAttachment(lbIdx);
  const { uploads, start } = useUploads(lbIdx, list.data?.maxBytes ?? null);
  const [dragging, setDragging] = useState(false);
  const frozen = detail.status !== "IN_PROGRESS";
  const attachments = list.data?.attachments ?? [];
  /** Spectra shown under their files. */
  const [shown, setShown] = useState<number[]>([]);
  const toggle = (attachmentIdx: number) =>
    setShown((now) =>
      now.includes(attachmentIdx) ? now.filter((idx) => idx !== attachmentIdx) : [...now, attachmentIdx],
    );

  const download = async (attachmentIdx: number, name: string) => {
    try {
      saveFile(await api.download(withKey(attachmentPaths.file(lbIdx, attachmentIdx), shareKey), name));
    } catch (error) {
      void showFailureDialog(errorMessage(error));
    }
  };
  const onDelete = async (attachmentIdx: number, name: string) => {
    if (!(await confirmDelete(t("attachments.deleteMessage", { name })))) return;
    remove.mutate(attachmentIdx, { onError: (error) => void showFailureDialog(errorMessage(error)) });
  };
  const onDrop = (event: DragEvent) => {
    if (!editable || !hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    void start(Array.from(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      p="md"
      data-testid="attachments-panel"
      data-dragging={dragging}
      style={dragging ? { outline: "2px dashed var(--mantine-color-blue-5)", outlineOffset: 2 } : undefined}
      onDragOver={(event) => {
        if (!editable || !hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="md">
            {list.data ? t("attachments.count", { count: attachments.length }) : t("attachments.title")}
          </Title>
          {editable ? (
            <FileButton onChange={(files) => void start(files)} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={18} />}
                  data-testid="attachment-upload"
                >
                  {t("attachments.upload")}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        {editable && list.data ? (
          <Text size="xs" c="dimmed">
            {dragging
              ? t("attachments.dropHere")
              : t("attachments.dropHint", { max: formatFileSize(list.data.maxBytes) })}
          </Text>
        ) : null}
        {frozen ? (
          <Alert color="gray" variant="light" p="xs" data-testid="attachments-frozen">
            {t("attachments.frozen", { status: t(`labBook.status.${detail.status}`) })}
          </Alert>
        ) : null}
        {uploads.map((upload) => (
          <Stack gap={4} key={upload.id} data-testid="attachment-uploading">
            <Text size="xs">{t("attachments.uploading", { name: upload.name, percent: upload.percent })}</Text>
            <Progress value={upload.percent} size="sm" animated />
          </Stack>
        ))}
        {list.isPending ? (
          <Text size="sm" c="dimmed">
            {t("common.loading")}
          </Text>
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : attachments.length === 0 && uploads.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="attachments-empty">
            {t(editable ? "attachments.empty" : "attachments.emptyReader")}
          </Text>
        ) : (
          attachments.map((attachment) => {
            const spectrum = isSpectrumFile(attachment.name);
            const open = shown.includes(attachment.attachmentIdx);
            return (
              <AttachmentItem
                key={attachment.attachmentIdx}
                attachment={attachment}
                onDownload={() => void download(attachment.attachmentIdx, attachment.name)}
                onDelete={editable ? () => void onDelete(attachment.attachmentIdx, attachment.name) : undefined}
                deleting={remove.isPending && remove.variables === attachment.attachmentIdx}
                actions={
                  spectrum ? (
                    <Button
                      size="xs"
                      variant={open ? "light" : "default"}
                      onClick={() => toggle(attachment.attachmentIdx)}
                      aria-expanded={open}
                      data-testid="attachment-spectrum-toggle"
                    >
                      {open ? t("spectra.hide") : t("spectra.show")}
                    </Button>
                  ) : null
                }
              >
                {spectrum && open ? (
                  <Box mt="sm">
                    <Suspense fallback={<Skeleton h={300} />}>
                      <SpectrumPanel
                        lbIdx={lbIdx}
                        attachment={attachment}
                        others={attachments.filter(
                          (other) => other.attachmentIdx !== attachment.attachmentIdx && isSpectrumFile(other.name),
                        )}
                        editable={editable && !frozen}
                        shareKey={shareKey}
                      />
                    </Suspense>
                  </Box>
                ) : null}
              </AttachmentItem>
            );
          })
        )}
      </Stack>
    </Paper>
  );
}
