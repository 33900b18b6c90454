import { Button, Popover, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/CopyField";
import { IconQrcode } from "../../../components/icons";
import { QrImage } from "../../../components/QrImage";

/** The book's QR code and address in a popover: scanned from a screen or a printout, it opens the live book. */
export function BookQrButton({ bookUrl }: { bookUrl: string }) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withArrow width={260}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconQrcode size={18} />} data-testid="labbook-qr">
          {t("labBook.qr.button")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="labbook-qr-panel">
        <Stack gap="sm" align="center">
          <QrImage text={bookUrl} size="160px" label={t("labBook.qr.image")} />
          <Text size="sm" c="dimmed" ta="center">
            {t("labBook.qr.hint")}
          </Text>
          <CopyField label={t("labBook.qr.address")} value={bookUrl} testId="labbook-qr-url" />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
