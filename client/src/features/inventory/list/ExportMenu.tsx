import { Button, Menu } from "@mantine/core";
import { apiPaths } from "@enote/shared";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { IconChevronDown } from "../../../components/icons";
import { showFailureDialog } from "../../../components/dialogs";
import { api } from "../../../lib/api";
import { errorMessage } from "../../../lib/errorMessage";
import { IconDownload } from "../icons";
import type { ListParams } from "../listParams";
import { queryString } from "../queries";
import { saveFile } from "../saveFile";

type Format = "csv" | "xlsx";

/** Downloads the list as filtered now (every page, not just this one). */
export function ExportMenu({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: (format: Format) => {
      const { page: _page, size: _size, ...filters } = params;
      const query = queryString({ ...filters, format });
      return api.download(`${apiPaths.inventory.export}?${query}`, `inventory.${format}`);
    },
    onSuccess: (file) => saveFile(file),
    onError: (error) => void showFailureDialog(errorMessage(error)),
  });
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          rightSection={<IconChevronDown size={16} />}
          loading={exporting.isPending}
          data-testid="inventory-export"
        >
          {t("inventory.export.button")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exporting.mutate("csv")} data-testid="inventory-export-csv">
          {t("inventory.export.csv")}
        </Menu.Item>
        <Menu.Item onClick={() => exporting.mutate("xlsx")} data-testid="inventory-export-xlsx">
          {t("inventory.export.xlsx")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
