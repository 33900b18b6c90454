import { Button, Checkbox, Group, List, Modal, Stack, Text } from "@mantine/core";
import { chosenParts, type LabBookDetail, type LabBookSummary } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction, showToast } from "../../../components/dialogs";
import { FormAlert } from "../../../components/FormAlert";
import { errorMessage } from "../../../lib/errorMessage";
import { useImportBook } from "../queries";
import { SourcePicker } from "./SourcePicker";

interface ImportDialogProps {
  detail: LabBookDetail;
  opened: boolean;
  onClose: () => void;
}

const partNames = ["sections", "tables", "memos"] as const;

/** Choose a source and the parts, see what will be replaced, confirm the overwrite (spec §4), import. */
export function ImportDialog({ detail, opened, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<LabBookSummary | null>(null);
  const [parts, setParts] = useState({ sections: true, tables: true, memos: false });
  const [error, setError] = useState<string | null>(null);
  const importBook = useImportBook(detail.lbIdx);
  const chosen = chosenParts(parts);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!source) return setError(t("bookFeed.import.errors.noSource"));
    if (chosen.length === 0) return setError(t("bookFeed.import.errors.noParts"));
    setError(null);
    const overwrite = await confirmAction({
      testId: "book-import-confirm",
      title: t("bookFeed.import.confirmTitle"),
      message: t("bookFeed.import.confirmMessage", { target: detail.title, source: source.title }),
      confirmLabel: t("bookFeed.import.confirm"),
      danger: true,
    });
    if (!overwrite) return;
    importBook.mutate(
      { fromLbIdx: source.lbIdx, parts },
      {
        onSuccess: () => {
          showToast(t("bookFeed.import.done", { title: source.title }));
          setSource(null);
          close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t("bookFeed.import.title")} size="lg">
      <Stack gap="md" data-testid="book-import-dialog">
        <Text size="sm" c="dimmed">
          {t("bookFeed.import.intro")}
        </Text>
        <FormAlert message={error} testId="book-import-error" />
        <SourcePicker lbIdx={detail.lbIdx} value={source} onChange={setSource} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t("bookFeed.import.partsLabel")}
          </Text>
          {partNames.map((name) => (
            <Checkbox
              key={name}
              label={t(`bookFeed.import.parts.${name}`)}
              checked={parts[name]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setParts((current) => ({ ...current, [name]: checked }));
              }}
              data-testid={`book-import-part-${name}`}
            />
          ))}
        </Stack>
        {chosen.length > 0 ? (
          <Stack gap={4} data-testid="book-import-replaces">
            <Text size="sm" fw={500}>
              {t("bookFeed.import.replaces")}
            </Text>
            <List size="sm" spacing={2}>
              {parts.sections ? <List.Item>{t("bookFeed.import.replaceSections")}</List.Item> : null}
              {parts.tables ? <List.Item>{t("bookFeed.import.replaceTables")}</List.Item> : null}
              {parts.memos ? <List.Item>{t("bookFeed.import.addMemos")}</List.Item> : null}
              <List.Item>{t("bookFeed.import.keepsTitle")}</List.Item>
            </List>
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-testid="book-import-cancel">
            {t("bookFeed.import.cancel")}
          </Button>
          <Button
            color="red"
            onClick={() => void submit()}
            loading={importBook.isPending}
            disabled={!source || chosen.length === 0}
            data-testid="book-import-submit"
          >
            {t("bookFeed.import.next")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
