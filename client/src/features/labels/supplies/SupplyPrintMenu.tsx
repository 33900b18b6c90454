import { useTranslation } from "react-i18next";
import { LabelPrintMenu } from "../../../components/LabelPrintMenu";
import { supplyPrintKinds, supplyPrintUrl, type SupplyPrintKind } from "./codes";

/** Names of the kinds: the reagents' where the sheet is the same, the supplies' own label. */
const kindKey = (kind: SupplyPrintKind) =>
  kind === "label" ? "supplies.labels.label" : (`labels.kinds.${kind}` as const);

interface SupplyPrintMenuProps {
  materialIdxs: readonly number[];
  /** An icon button (the supply's page header) instead of a labelled one. */
  compact?: boolean;
}

/** The supplies' label sheets for the given supplies, opened in a new tab. */
export function SupplyPrintMenu({ materialIdxs, compact }: SupplyPrintMenuProps) {
  const { t } = useTranslation();
  return (
    <LabelPrintMenu
      count={materialIdxs.length}
      kinds={supplyPrintKinds.map((kind) => ({
        kind,
        label: t(kindKey(kind)),
        url: supplyPrintUrl(kind, materialIdxs),
      }))}
      compactLabel={compact ? t("supplies.page.print") : undefined}
      testId="supply-print-menu"
      itemTestId="supply-print"
    />
  );
}
