import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconRefresh, IconUsers } from "../../../components/icons";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import type { Refusal } from "../collab/sessionState";

/** The collab server refused the document: not found (no access), or full for now. */
export function Refused({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  if (refusal === "denied") return <NotFoundPage />;
  return (
    <EmptyPanel
      icon={<IconUsers size={30} />}
      title={t("labBook.editor.tooManyViewersTitle")}
      description={t("labBook.editor.tooManyViewers")}
      actions={
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t("common.retry")}
        </Button>
      }
      testId="labbook-too-many-viewers"
    />
  );
}
