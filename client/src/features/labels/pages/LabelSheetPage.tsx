import { useTranslation } from "react-i18next";
import { LabelFace } from "../components/LabelFace";
import { PrintShell } from "../components/PrintShell";
import printClasses from "../components/print.module.css";
import classes from "../components/label.module.css";
import { chunk } from "./chunk";
import { usePrintState } from "./usePrintState";

const perSheet = 21;

/**
 * /qrBook/experiment/labbels/… : A4 sheets of 21 labels (3 × 7, 63.5 × 38.1 mm);
 * /qrBook/experiment/labbelm/…/{locationCodes}: the same labels with the storage location.
 */
export function LabelSheetPage({ withLocation = false }: { withLocation?: boolean }) {
  const { t } = useTranslation();
  const { entries, state, missing } = usePrintState();
  return (
    <PrintShell
      title={t(withLocation ? "labels.kinds.labelLocation" : "labels.kinds.labelSheet")}
      pageSize="A4"
      hint={t("labels.hints.labelSheet")}
      state={state}
      count={entries.length}
      missing={missing}
      testId={withLocation ? "print-label-location" : "print-label-sheet"}
    >
      {chunk(entries, perSheet).map((page, index) => (
        <div key={index} className={`${printClasses.a4} ${classes.labelSheet}`} data-testid="print-page">
          {page.map((entry, cell) => (
            <LabelFace key={`${entry.rowKey}-${cell}`} entry={entry} layout="sheet" withLocation={withLocation} />
          ))}
        </div>
      ))}
    </PrintShell>
  );
}
