import { useTranslation } from "react-i18next";
import { LabelPrintMenu } from "../../components/LabelPrintMenu";
import { printKinds, printUrl, type Printable } from "./codes";

interface PrintMenuProps {
  items: readonly Printable[];
  /** An icon button (item page header) instead of a labelled one. */
  compact?: boolean;
}

/** The reagents' label sheets for the given items, opened in a new tab. */
export function PrintMenu({ items, compact }: PrintMenuProps) {
  const { t } = useTranslation();
  return (
    <LabelPrintMenu
      count={items.length}
      kinds={printKinds.map((kind) => ({ kind, label: t(`labels.kinds.${kind}`), url: printUrl(kind, items) }))}
      compactLabel={compact ? t("labels.print") : undefined}
      testId="print-menu"
      itemTestId="print"
    />
  );
}
