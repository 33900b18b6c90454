import { useTranslation } from "react-i18next";
import { PrintShell } from "../components/PrintShell";
import { QrCell } from "../components/QrCell";
import printClasses from "../components/print.module.css";
import classes from "../components/label.module.css";
import { chunk } from "./chunk";
import { usePrintState } from "./usePrintState";

const perPage = 20;

/** /qrBook/experiment/print/{pinCodes}/{qrCodes}: A4 sheets of QR codes with names. */
export function QrSheetPage() {
  const { t } = useTranslation();
  const { entries, state, missing } = usePrintState();
  return (
    <PrintShell
      title={t("labels.kinds.qrSheet")}
      pageSize="A4"
      hint={t("labels.hints.qrSheet")}
      state={state}
      count={entries.length}
      missing={missing}
      testId="print-qr-sheet"
    >
      {chunk(entries, perPage).map((page, index) => (
        <div key={index} className={`${printClasses.a4} ${classes.qrSheet}`} data-testid="print-page">
          {page.map((entry, cell) => (
            <QrCell key={`${entry.rowKey}-${cell}`} entry={entry} />
          ))}
        </div>
      ))}
    </PrintShell>
  );
}
