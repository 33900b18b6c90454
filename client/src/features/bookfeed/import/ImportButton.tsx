import { Button } from "@mantine/core";
import type { LabBookDetail } from "@enote/shared";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { IconFileText } from "../../../components/icons";
import { ImportDialog } from "./ImportDialog";

/** "Import" for those who may write in the book now (WRITER/OWNER while IN_PROGRESS). */
export function ImportButton({ detail }: { detail: LabBookDetail }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  if (detail.status !== "IN_PROGRESS" || detail.access !== "write") return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileText size={18} />}
        onClick={dialog.open}
        data-testid="labbook-import"
      >
        {t("bookFeed.import.button")}
      </Button>
      {opened ? <ImportDialog detail={detail} opened={opened} onClose={dialog.close} /> : null}
    </>
  );
}
