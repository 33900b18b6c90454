import { Alert, Button, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import { apiPaths, exportFormats, formatFileSize, inventoryLimits, type ExportFormat } from "@enote/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { queryKeys } from "../../../lib/queryKeys";
import { IconDownload, IconUpload } from "../icons";
import type { InventoryImportResult } from "@enote/shared";
import { saveFile } from "../saveFile";
import { importFile } from "./importApi";
import { ImportPreviewTable } from "./ImportPreviewTable";

const accepted = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Upload → preview with every row's problems → import the valid rows, or cancel. Nothing is
 * written before the member has seen the preview and said which.
 */
export function ImportDialog({ groupIdx, onClose }: { groupIdx: number; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({ mutationFn: (chosen: File) => importFile(groupIdx, chosen, "preview") });
  // A clean file goes in whole or not at all ("all"); otherwise the member chose the valid rows.
  const commit = useMutation({
    mutationFn: ({ chosen, clean }: { chosen: File; clean: boolean }) =>
      importFile(groupIdx, chosen, clean ? "all" : "valid"),
    onSuccess: async (done) => {
      await client.invalidateQueries({ queryKey: queryKeys.inventory.all });
      showToast(t("inventory.import.done", { count: done.imported }));
      onClose();
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    commit.reset();
    if (chosen && chosen.size <= inventoryLimits.importBytesMax) preview.mutate(chosen);
  };
  const tooLarge = file !== null && file.size > inventoryLimits.importBytesMax;
  const result: InventoryImportResult | undefined = preview.data;
  const failure = preview.error ?? commit.error;

  return (
    <Modal opened onClose={onClose} title={t("inventory.import.title")} size="xl" data-testid="import-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("inventory.import.description", { max: inventoryLimits.importRowsMax })}
        </Text>
        <TemplateLinks />
        <FileInput
          size="md"
          label={t("inventory.import.file")}
          placeholder={t("inventory.import.choose")}
          accept={accepted}
          value={file}
          onChange={choose}
          clearable
          leftSection={<IconUpload size={18} />}
          error={
            tooLarge
              ? t("inventory.import.tooLarge", { max: formatFileSize(inventoryLimits.importBytesMax) })
              : undefined
          }
          data-testid="import-file"
        />
        {preview.isPending ? <Text size="sm">{t("inventory.import.reading")}</Text> : null}
        <FormAlert message={failure ? errorMessage(failure) : null} testId="import-error" />
        {result ? (
          <>
            <Alert
              color={result.invalid || result.duplicates ? "yellow" : "teal"}
              variant="light"
              data-testid="import-summary"
              title={t(result.duplicates ? "inventory.import.summaryWithDuplicates" : "inventory.import.summary", {
                total: result.total,
                valid: result.valid,
                invalid: result.invalid,
                duplicates: result.duplicates,
              })}
            >
              {[
                result.invalid ? t("inventory.import.someInvalid") : null,
                result.duplicates ? t("inventory.import.duplicates") : null,
                result.invalid || result.duplicates ? null : t("inventory.import.allValid"),
              ]
                .filter(Boolean)
                .join(" ")}
            </Alert>
            <ImportPreviewTable rows={result.rows} />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="import-cancel">
            {t("common.cancel")}
          </Button>
          <Button
            disabled={!file || !result || result.valid === 0}
            loading={commit.isPending}
            onClick={() => file && result && commit.mutate({ chosen: file, clean: result.invalid === 0 })}
            color={result?.invalid ? "yellow.8" : undefined}
            data-testid="import-commit"
          >
            {result?.invalid
              ? t("inventory.import.commitValid", { count: result.valid })
              : t("inventory.import.commitAll", { count: result?.valid ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The empty file to fill in: the export's header row, in the member's language. */
function TemplateLinks() {
  const { t } = useTranslation();
  const fetching = useMutation({
    mutationFn: (format: ExportFormat) =>
      api.download(`${apiPaths.inventory.template}?format=${format}`, `inventory-template.${format}`),
    onSuccess: (file) => saveFile(file),
  });
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t("inventory.import.template")}</Text>
        {exportFormats.map((format) => (
          <Button
            key={format}
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={14} />}
            loading={fetching.isPending && fetching.variables === format}
            onClick={() => fetching.mutate(format)}
            data-testid={`import-template-${format}`}
          >
            {t(format === "csv" ? "inventory.import.templateCsv" : "inventory.import.templateXlsx")}
          </Button>
        ))}
      </Group>
      <FormAlert message={fetching.error ? errorMessage(fetching.error) : null} testId="import-template-error" />
    </Stack>
  );
}
