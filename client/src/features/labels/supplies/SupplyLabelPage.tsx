import type { MaterialLabel } from "@enote/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { useMaterialLabels } from "../../material/queries";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import classes from "../components/label.module.css";
import { PrintShell } from "../components/PrintShell";
import printClasses from "../components/print.module.css";
import { chunk } from "../pages/chunk";
import { useAutoPrint } from "../pages/useAutoPrint";
import { isSupplyPrintKind, materialIdxsOf, type SupplyPrintKind } from "./codes";
import { SupplyLabelFace } from "./SupplyLabelFace";
import { SupplyQrCell } from "./SupplyQrCell";

const sheets = {
  label: { pageSize: "50mm 30mm", hint: "labels.hints.label", title: "supplies.labels.label" },
  labelPrinter: { pageSize: "50mm 30mm", hint: "labels.hints.labelPrinter", title: "labels.kinds.labelPrinter" },
  labelSheet: { pageSize: "A4", hint: "labels.hints.labelSheet", title: "labels.kinds.labelSheet" },
  qrSheet: { pageSize: "A4", hint: "labels.hints.qrSheet", title: "labels.kinds.qrSheet" },
} as const satisfies Record<SupplyPrintKind, { pageSize: string; hint: string; title: string }>;

/** Labels per A4 sheet (3 × 7) and QR codes per A4 page, as the reagents' pages print them. */
const perSheet = 21;
const perQrPage = 20;

/** /qrBook/material/{kind}/{materialIdxs}: supply labels, in the order of the path. */
export function SupplyLabelPage() {
  const params = useParams();
  const kind = params.kind;
  if (!isSupplyPrintKind(kind)) return <NotFoundPage />;
  return <SupplyLabels kind={kind} materialCodes={params.materialCodes} />;
}

function SupplyLabels({ kind, materialCodes }: { kind: SupplyPrintKind; materialCodes: string | undefined }) {
  const { t } = useTranslation();
  const materialIdxs = useMemo(() => materialIdxsOf(materialCodes), [materialCodes]);
  const query = useMaterialLabels(materialIdxs);
  const entries = useMemo<(MaterialLabel | null)[]>(
    () => materialIdxs.map((idx) => query.data?.find((label) => label.materialIdx === idx) ?? null),
    [materialIdxs, query.data],
  );
  const state = { pending: query.isLoading, error: query.error, retry: () => void query.refetch() };
  useAutoPrint(kind === "labelPrinter", query.isSuccess && entries.length > 0);
  const sheet = sheets[kind];

  let body;
  if (kind === "label" || kind === "labelPrinter")
    body = entries.map((label, index) => (
      <div key={index} className={printClasses.labelPage} data-testid="print-page">
        <SupplyLabelFace label={label} layout="bottle" />
      </div>
    ));
  else if (kind === "labelSheet")
    body = chunk(entries, perSheet).map((page, index) => (
      <div key={index} className={`${printClasses.a4} ${classes.labelSheet}`} data-testid="print-page">
        {page.map((label, cell) => (
          <SupplyLabelFace key={cell} label={label} layout="sheet" />
        ))}
      </div>
    ));
  else
    body = chunk(entries, perQrPage).map((page, index) => (
      <div key={index} className={`${printClasses.a4} ${classes.qrSheet}`} data-testid="print-page">
        {page.map((label, cell) => (
          <SupplyQrCell key={cell} label={label} />
        ))}
      </div>
    ));

  return (
    <PrintShell
      title={t(sheet.title)}
      pageSize={sheet.pageSize}
      hint={t(sheet.hint)}
      state={state}
      count={entries.length}
      missing={query.isSuccess ? entries.filter((label) => label === null).length : 0}
      testId={`supply-print-${kind}`}
    >
      {body}
    </PrintShell>
  );
}
