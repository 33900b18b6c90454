import { paths } from "../../../paths";

/** The supply label pages: a 50 × 30 mm label, the same for a label printer, an A4 label sheet, an A4 QR sheet. */
export const supplyPrintKinds = ["label", "labelPrinter", "labelSheet", "qrSheet"] as const;
export type SupplyPrintKind = (typeof supplyPrintKinds)[number];

export const isSupplyPrintKind = (value: string | undefined): value is SupplyPrintKind =>
  supplyPrintKinds.some((kind) => kind === value);

/** The print page of `kind` for the supplies (at least one), in the order given. */
export const supplyPrintUrl = (kind: SupplyPrintKind, materialIdxs: readonly number[]) =>
  paths.supplyLabels(kind, materialIdxs);

/** The supplies a print page's path names, in its order; anything that is not an id is left out. */
export function materialIdxsOf(param: string | undefined): number[] {
  return (param ?? "")
    .split(",")
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((idx) => idx > 0);
}
