import { formatDate, type AmountUnit, type GhsPictogram, type InventoryItem } from "@enote/shared";

/** The item form's state: strings as typed (numbers parsed on submit), lists joined by commas. */
export type ItemFormValues = {
  groupIdx: string;
  name: string;
  nameEn: string;
  compound: string;
  casNo: string;
  smiles: string;
  formula: string;
  molWeight: string;
  /** g/mL */
  density: string;
  amount: string;
  unit: string;
  purerate: string;
  packUnit: string;
  location: string;
  supplier: string;
  manufacturer: string;
  company: string;
  catalogNo: string;
  memo: string;
  pictograms: string;
  hazardStatements: string;
  customPin: string;
  barcode: string;
  msdsUrl: string;
  lbSeqNo: string;
  inventoryGroup: string;
  /** YYYY-MM-DD; empty on create means today. */
  addedDate: string;
  isPrivate: boolean;
  restricted: boolean;
  /** YYYY-MM-DD or empty. */
  openedOn: string;
  expiresOn: string;
  useWithinMonths: string;
  lowStockAmount: string;
  /** Empty: the bottle's own unit. */
  lowStockUnit: string;
  lowStockAcross: boolean;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function emptyValues(groupIdx: number | null): ItemFormValues {
  return {
    groupIdx: groupIdx ? String(groupIdx) : "",
    name: "",
    nameEn: "",
    compound: "",
    casNo: "",
    smiles: "",
    formula: "",
    molWeight: "",
    density: "",
    amount: "",
    unit: "g",
    purerate: "",
    packUnit: "",
    location: "",
    supplier: "",
    manufacturer: "",
    company: "",
    catalogNo: "",
    memo: "",
    pictograms: "",
    hazardStatements: "",
    customPin: "",
    barcode: "",
    msdsUrl: "",
    lbSeqNo: "",
    inventoryGroup: "",
    addedDate: "",
    isPrivate: false,
    restricted: false,
    openedOn: "",
    expiresOn: "",
    useWithinMonths: "",
    lowStockAmount: "",
    lowStockUnit: "",
    lowStockAcross: false,
  };
}

export function valuesOf(item: InventoryItem): ItemFormValues {
  return {
    groupIdx: String(item.groupIdx),
    name: item.name,
    nameEn: text(item.nameEn),
    compound: text(item.compound),
    casNo: text(item.casNo),
    smiles: text(item.smiles),
    formula: text(item.formula),
    molWeight: text(item.molWeight),
    density: text(item.density),
    amount: text(item.amount),
    unit: item.unit,
    purerate: text(item.purerate),
    packUnit: text(item.packUnit),
    location: text(item.location),
    supplier: text(item.supplier),
    manufacturer: text(item.manufacturer),
    company: text(item.company),
    catalogNo: text(item.catalogNo),
    memo: text(item.memo),
    pictograms: item.caution.pictograms.join(","),
    hazardStatements: item.caution.hazardStatements.join(","),
    customPin: text(item.customPin),
    barcode: text(item.barcode),
    msdsUrl: text(item.msdsUrl),
    lbSeqNo: text(item.lbSeqNo),
    inventoryGroup: text(item.inventoryGroup),
    addedDate: formatDate(item.addedDate),
    isPrivate: item.isPrivate,
    restricted: item.restricted,
    openedOn: text(item.openedOn),
    expiresOn: text(item.expiresOn),
    useWithinMonths: text(item.useWithinMonths),
    lowStockAmount: text(item.lowStockAmount),
    lowStockUnit: text(item.lowStockUnit),
    lowStockAcross: item.lowStockAcross,
  };
}

export const listOf = (joined: string): string[] => (joined ? joined.split(",").filter(Boolean) : []);

/**
 * The form's strings as inventoryItemFormInput's input. Amount, weight, density and purity stay text: the
 * shared number reader (the import's too) reads them, "1,000" as one thousand.
 */
export function prepareItem(values: ItemFormValues): unknown {
  const { pictograms, hazardStatements, groupIdx, unit, addedDate, lowStockUnit, ...rest } = values;
  return {
    ...rest,
    addedDate: addedDate || null,
    lowStockUnit: (lowStockUnit || null) as AmountUnit | null,
    groupIdx: groupIdx ? Number(groupIdx) : undefined,
    unit: unit as AmountUnit,
    caution: { pictograms: listOf(pictograms) as GhsPictogram[], hazardStatements: listOf(hazardStatements) },
  };
}
