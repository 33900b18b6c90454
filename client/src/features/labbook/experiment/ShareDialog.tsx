import { Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import type { LabBookDetail, SharePermission } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/CopyField";
import { confirmAction, showFailureDialog } from "../../../components/dialogs";
import { IconRefresh } from "../../../components/icons";
import { errorMessage } from "../../../lib/errorMessage";
import { useShareLabBook } from "../queries";

/** The server may answer a path or a full URL; people copy a full one. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

interface ShareDialogProps {
  detail: LabBookDetail;
  opened: boolean;
  onClose: () => void;
}

/** Private (project members) or public (anyone with the link); a new link revokes the old one. */
export function ShareDialog({ detail, opened, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const share = useShareLabBook(detail.lbIdx);
  const failed = (error: unknown) => void showFailureDialog(errorMessage(error));

  const choose = (value: string) => {
    if (value === detail.sharePermission) return;
    share.mutate({ sharePermission: value as SharePermission }, { onError: failed });
  };
  const regenerate = async () => {
    const ok = await confirmAction({
      testId: "share-regenerate-dialog",
      title: t("labBook.share.regenerateTitle"),
      message: t("labBook.share.regenerateMessage"),
      confirmLabel: t("labBook.share.regenerate"),
      danger: true,
    });
    if (ok) share.mutate({ sharePermission: "PUBLIC", regenerate: true }, { onError: failed });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("labBook.share.title")} size="lg">
      <Stack gap="md" data-testid="share-dialog">
        <Radio.Group value={detail.sharePermission} onChange={choose} label={t("labBook.share.who")}>
          <Stack gap="sm" mt="xs">
            <Radio
              value="PRIVATE"
              disabled={share.isPending}
              label={t("labBook.share.private")}
              description={t("labBook.share.privateHint")}
              data-testid="share-private"
            />
            <Radio
              value="PUBLIC"
              disabled={share.isPending}
              label={t("labBook.share.public")}
              description={t("labBook.share.publicHint")}
              data-testid="share-public"
            />
          </Stack>
        </Radio.Group>
        {detail.sharePermission === "PUBLIC" && detail.shareUrl ? (
          <Stack gap="xs">
            <CopyField label={t("labBook.share.link")} value={absolute(detail.shareUrl)} testId="share-link" />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t("labBook.share.readOnlyHint")}
              </Text>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconRefresh size={18} />}
                loading={share.isPending}
                onClick={() => void regenerate()}
                data-testid="share-regenerate"
              >
                {t("labBook.share.regenerate")}
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="share-close">
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
