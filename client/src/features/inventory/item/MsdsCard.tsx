import { ActionIcon, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { apiPaths, formatDate, formatFileSize, inventoryLimits, type InventoryItem } from "@enote/shared";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { IconFileText, IconTrash } from "../../../components/icons";
import { confirmDelete, showFailureDialog, showToast } from "../../../components/dialogs";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { IconExternalLink, IconUpload } from "../icons";
import { useDeleteMsds, useUploadMsds } from "../queries";
import { saveFile } from "../saveFile";

const failed = (error: unknown) => void showFailureDialog(errorMessage(error));

/** The safety data sheet: a link to the maker's page and/or a PDF kept with the item. */
export function MsdsCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const upload = useUploadMsds(item.rowKey);
  const remove = useDeleteMsds(item.rowKey);
  // The PDF needs the access token, so it is fetched and handed to the browser as a blob.
  const open = useMutation({
    mutationFn: () => api.download(apiPaths.inventory.msds(item.rowKey), `MSDS-${item.pinNo}.pdf`),
    onSuccess: (file) => saveFile(file, true),
    onError: failed,
  });

  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.type !== "application/pdf" && !file.name.toLowerCase().endsWith(".pdf")) {
      void showFailureDialog(t("inventory.msds.pdfOnly"));
      return;
    }
    if (file.size > inventoryLimits.msdsBytesMax) {
      void showFailureDialog(t("inventory.msds.tooLarge", { max: formatFileSize(inventoryLimits.msdsBytesMax) }));
      return;
    }
    const pdf = file.type === "application/pdf" ? file : new Blob([file], { type: "application/pdf" });
    upload.mutate(pdf, { onSuccess: () => showToast(t("inventory.msds.uploaded")), onError: failed });
  };
  const onDelete = async () => {
    if (!(await confirmDelete(t("inventory.msds.deleteMessage")))) return;
    remove.mutate(undefined, { onSuccess: () => showToast(t("inventory.msds.deleted")), onError: failed });
  };

  const { msdsUrl, msdsFile } = item;
  return (
    <Paper withBorder p="md" data-testid="inventory-msds">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("inventory.msds.title")}
        </Title>
        {!msdsUrl && !msdsFile ? (
          <Text size="sm" c="dimmed">
            {t("inventory.msds.none")}
          </Text>
        ) : null}
        {msdsUrl ? (
          <Anchor href={msdsUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="msds-link">
            <Group gap={4} component="span" wrap="nowrap" style={{ overflowWrap: "anywhere" }}>
              <IconExternalLink size={16} style={{ flex: "none" }} />
              {msdsUrl}
            </Group>
          </Anchor>
        ) : null}
        {msdsFile ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="light"
              leftSection={<IconFileText size={18} />}
              loading={open.isPending}
              onClick={() => open.mutate()}
              data-testid="msds-open"
              style={{ flex: 1 }}
            >
              {t("inventory.msds.open")}
            </Button>
            <Tooltip label={t("inventory.msds.delete")} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size={42}
                aria-label={t("inventory.msds.delete")}
                loading={remove.isPending}
                onClick={() => void onDelete()}
                data-testid="msds-delete"
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
        {msdsFile ? (
          <Text size="xs" c="dimmed">
            {t("inventory.msds.fileInfo", {
              size: formatFileSize(msdsFile.size),
              date: formatDate(msdsFile.uploadedAt),
            })}
          </Text>
        ) : null}
        <FileButton onChange={onFile} accept="application/pdf,.pdf">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={18} />}
              loading={upload.isPending}
              data-testid="msds-upload"
            >
              {t(msdsFile ? "inventory.msds.replace" : "inventory.msds.upload")}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
