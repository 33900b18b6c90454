import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/dialogs";
import { errorMessage } from "../../lib/errorMessage";
import { IconDownload } from "../inventory/icons";
import { useElnExport } from "./queries";

/** The project page's "Export (.eln)": every book of the project the member may read, in one RO-Crate file. */
export function ProjectExportButton({ projectIdx }: { projectIdx: number }) {
  const { t } = useTranslation();
  const exporter = useElnExport();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      title={`${t("history.exportProject")}: ${t("history.exportHint")}`}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(
          { projectIdx },
          { onError: (error) => showToast(errorMessage(error) || t("history.exportFailed"), "failure") },
        )
      }
      data-testid="project-export-eln"
    >
      {t("history.export")}
    </Button>
  );
}
