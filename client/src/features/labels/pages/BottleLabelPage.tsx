import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LabelFace } from "../components/LabelFace";
import { PrintShell } from "../components/PrintShell";
import printClasses from "../components/print.module.css";
import { usePrintState } from "./usePrintState";

/** Opens the print dialog once, when every QR code is drawn (label printers print straight away). */
function useAutoPrint(enabled: boolean, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !ready || done.current) return;
    const timer = window.setInterval(() => {
      if (document.querySelector("[data-testid=qr-pending]")) return;
      window.clearInterval(timer);
      done.current = true;
      window.print();
    }, 100);
    return () => window.clearInterval(timer);
  }, [enabled, ready]);
}

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
