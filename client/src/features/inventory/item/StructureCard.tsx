import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { formatFileSize, inventoryLimits, structureImageTypes, type InventoryItem } from "@enote/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete, showFailureDialog, showToast } from "../../../components/dialogs";
import { IconTrash } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { IconUpload } from "../icons";
import { useDeleteStructure, useStructureImage, useUploadStructure } from "../queries";
import { StructureView } from "../structure/StructureView";

const failed = (error: unknown) => void showFailureDialog(errorMessage(error));
const maxSize = formatFileSize(inventoryLimits.structureImageBytesMax);

/** An object URL for the blob while it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The structure: drawn from the SMILES, and/or an uploaded structural formula image (PNG or
 * JPEG) for what SMILES cannot say (mixtures, polymers, a drawing from the supplier).
 */
export function StructureCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const image = item.structureImage;
  const bytes = useStructureImage(item.rowKey, image?.uploadedAt ?? null);
  const url = useObjectUrl(image ? bytes.data : undefined);
  const upload = useUploadStructure(item.rowKey);
  const remove = useDeleteStructure(item.rowKey);
  const smiles = item.smiles ?? "";

  const onFile = (file: File | null) => {
    if (!file) return;
    if (!(structureImageTypes as readonly string[]).includes(file.type)) {
      void showFailureDialog(t("inventory.structure.imageOnly"));
      return;
    }
    if (file.size > inventoryLimits.structureImageBytesMax) {
      void showFailureDialog(t("inventory.structure.tooLarge", { max: maxSize }));
      return;
    }
    upload.mutate(file, { onSuccess: () => showToast(t("inventory.structure.uploaded")), onError: failed });
  };
  const onRemove = async () => {
    if (!(await confirmDelete(t("inventory.structure.removeMessage")))) return;
    remove.mutate(undefined, { onSuccess: () => showToast(t("inventory.structure.removed")), onError: failed });
  };

  return (
    <Paper withBorder p="md" data-testid="inventory-structure">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("inventory.structure.title")}
        </Title>
        {smiles.trim() || !image ? <StructureView smiles={smiles} /> : null}
        {image ? (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t("inventory.structure.image")}
              </Text>
              <Tooltip label={t("inventory.structure.remove")} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("inventory.structure.remove")}
                  loading={remove.isPending}
                  onClick={() => void onRemove()}
                  data-testid="structure-image-remove"
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {url ? (
              <Image
                src={url}
                alt={t("inventory.structure.image")}
                fit="contain"
                h={200}
                bg="white"
                style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
                data-testid="structure-image"
              />
            ) : null}
          </Stack>
        ) : null}
        <Group gap="xs" justify="space-between">
          <FileButton onChange={onFile} accept={structureImageTypes.join(",")}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
                data-testid="structure-image-upload"
              >
                {t(image ? "inventory.structure.replace" : "inventory.structure.upload")}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t("inventory.structure.imageHint", { max: maxSize })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
