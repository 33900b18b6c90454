import { useTranslation } from "react-i18next";
import { LabelFace } from "../components/LabelFace";
import { PrintShell } from "../components/PrintShell";
import printClasses from "../components/print.module.css";
import { useAutoPrint } from "./useAutoPrint";
import { usePrintState } from "./usePrintState";

/**
 * 50 × 30 mm bottle labels, one per page. `/labbel/…` previews them with a print button;
 * `/labbelprint/…` is for a label printer fed with 50 × 30 mm labels and opens the print dialog itself.
 */
export function BottleLabelPage({ forPrinter = false }: { forPrinter?: boolean }) {
  const { t } = useTranslation();
  const { entries, state, missing } = usePrintState();
  useAutoPrint(forPrinter, !state.pending && !state.error && entries.length > 0);
  return (
    <PrintShell
      title={t(forPrinter ? "labels.kinds.labelPrinter" : "labels.kinds.label")}
      pageSize="50mm 30mm"
      hint={t(forPrinter ? "labels.hints.labelPrinter" : "labels.hints.label")}
      state={state}
      count={entries.length}
      missing={missing}
      testId={forPrinter ? "print-label-printer" : "print-label"}
    >
      {entries.map((entry, index) => (
        <div key={`${entry.rowKey}-${index}`} className={printClasses.labelPage} data-testid="print-page">
          <LabelFace entry={entry} layout="bottle" />
        </div>
      ))}
    </PrintShell>
  );
}
