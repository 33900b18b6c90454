import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/dialogs";
import { errorMessage } from "../../lib/errorMessage";
import { IconHistory } from "../../components/icons";
import { IconDownload } from "../inventory/icons";
import { HistoryDrawer } from "./HistoryDrawer";
import { useElnExport } from "./queries";

/** The book page's "History" and ".eln export" buttons. */
export function BookHistoryActions({ lbIdx, title }: { lbIdx: number; title: string }) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const exporter = useElnExport();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={18} />}
        onClick={drawer.open}
        data-testid="labbook-versions"
      >
        {t("history.open")}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} />}
        title={t("history.exportHint")}
        loading={exporter.isPending}
        onClick={() =>
          exporter.mutate(
            { lbIdx },
            { onError: (error) => showToast(errorMessage(error) || t("history.exportFailed"), "failure") },
          )
        }
        data-testid="labbook-export-eln"
      >
        {t("history.export")}
      </Button>
      <HistoryDrawer lbIdx={lbIdx} title={title} opened={opened} onClose={drawer.close} />
    </>
  );
}
