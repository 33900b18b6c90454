import { z } from "zod";
import { memberRef } from "../members/ref";
import { chosenIdx, idxParam, pageParam, pageSizeParam, singleLine } from "../validation/rules";
import { casPattern, isValidCas } from "../chem/cas";
import { normalizeHazardStatement } from "../chem/ghs";
import { optionalText } from "./fields";
import { typedNumber } from "./number";
import { formatNumber } from "../format";

/** Limits of the reagent life cycle fields (issue 40). */
export const inventoryLifecycleLimits = { monthsMax: 120 } as const;

export const inventoryLimits = {
  nameMax: 200,
  textMax: 200,
  memoMax: 2000,
  smilesMax: 2000,
  reasonMax: 500,
  /** Rows of one import file. */
  importRowsMax: 5000,
  /** Bytes of one import upload. */
  importBytesMax: 5_000_000,
  /** Bytes of one MSDS PDF. */
  msdsBytesMax: 10_000_000,
  /** Bytes of one structural formula image (PNG or JPEG). */
  structureImageBytesMax: 2_000_000,
  pageSizeMax: 200,
  /** Items one label sheet may ask for (spec §2 print routes). */
  labelsMax: 200,
  /**
   * A filtered or searched list counts its matches only this many pages past the one shown
   * (`inventoryCountLimit`), so a search never counts a whole cabinet, yet the pager always
   * offers the next pages and every match stays reachable.
   */
  countPagesAhead: 5,
} as const;

/**
 * How far a filtered or searched list counts on `page`: to the end of the page `countPagesAhead`
 * pages on. More matches than this: `total` is this number and `totalExact` false ("250+").
 */
export function inventoryCountLimit(page: number, size: number): number {
  return (page - 1 + inventoryLimits.countPagesAhead) * size;
}

/** Units an amount may be recorded in. `µL` is written with the micro sign (U+00B5). */
export const amountUnits = ["mg", "g", "kg", "µL", "mL", "L", "mmol", "mol", "ea"] as const;
export type AmountUnit = (typeof amountUnits)[number];

/**
 * Reads a unit as people type it in a spreadsheet: any letter case, `u`, `μ` (Greek mu) or `µ`
 * for micro, `l` for litre, "each"/"pcs" for pieces. Null when it is none of the units.
 */
export function normalizeUnit(value: string): AmountUnit | null {
  const cleaned = value
    .trim()
    .replace(/^[uUμ]/, "µ")
    .toLowerCase();
  if (cleaned === "each" || cleaned === "pcs" || cleaned === "pc" || cleaned === "ea") return "ea";
  return amountUnits.find((unit) => unit.toLowerCase() === cleaned) ?? null;
}

/** Significant figures an amount is shown and printed with: the reaction table's. */
export const amountSignificantFigures = 4;

/**
 * An amount as every list, label, history entry and printout shows it: 4 significant figures
 * (the reaction table's precision) without trailing zeros, thousands grouped, then the unit —
 * "24.06 g" for a stored 24.055354 g, "1,500 mL", "3 ea". The whole part is never rounded away
 * (1234.5 g reads "1,235 g"). The stored amount keeps its full precision.
 */
export function formatAmount(amount: number, unit: AmountUnit): string {
  return `${formatNumber(roundAmount(amount))} ${unit}`;
}

/** The amount rounded as formatAmount shows it (a number, for a field or a calculation's display). */
export function roundAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount === 0) return amount;
  const wholeDigits = Math.floor(Math.log10(Math.abs(amount))) + 1;
  const figures = Math.min(21, Math.max(amountSignificantFigures, wholeDigits));
  return Number(amount.toPrecision(figures));
}

/** GHS hazard pictograms (GHS01 explosive … GHS09 environment). */
export const ghsPictograms = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type GhsPictogram = (typeof ghsPictograms)[number];

/** Image types a structural formula may be uploaded as. No SVG: it may carry scripts. */
export const structureImageTypes = ["image/png", "image/jpeg"] as const;
export type StructureImageType = (typeof structureImageTypes)[number];

/** The key of an item in URLs and QR codes: 12 characters of lower-case base32, unguessable. */
export const rowKeyPattern = /^[a-z2-7]{12}$/;
/** Pin numbers the server assigns: P and at least six digits (P000123). */
export const pinNoPattern = /^P\d{6,}$/;

export const casNumber = z
  .string({ error: "validation.invalid" })
  .trim()
  .regex(casPattern, { error: "validation.casFormat", abort: true })
  .refine(isValidCas, "validation.casCheckDigit");

/** A hazard statement of the GHS list (chem/ghs.ts), read in any letter case ("h225" is H225). */
const hazardStatement = z.string({ error: "validation.hazardStatement" }).transform((text, ctx) => {
  const code = normalizeHazardStatement(text);
  if (code === null) {
    ctx.addIssue({ code: "custom", message: "validation.hazardStatement" });
    return z.NEVER;
  }
  return code;
});

/** Hazard information on the label as the item form sends it: pictograms and listed H statements. */
export const caution = z.object({
  pictograms: z
    .array(z.enum(ghsPictograms, { error: "validation.invalid" }))
    .max(9, "validation.invalid")
    .default([]),
  hazardStatements: z
    .array(hazardStatement)
    .max(30, "validation.invalid")
    .transform((codes) => [...new Set<string>(codes)])
    .default([]),
});
/**
 * Hazard information as stored and answered. Statements are codes only (texts come from
 * chem/ghs.ts in the reader's language); ones saved before the list was enforced may be unlisted.
 */
export const storedCaution = z.object({
  pictograms: z.array(z.enum(ghsPictograms)),
  hazardStatements: z.array(z.string()),
});
export type Caution = z.infer<typeof storedCaution>;

/** A calendar date (2024-03-01) or a full ISO timestamp. */
const addedDate = z
  .union([z.iso.date({ error: "validation.date" }), z.iso.datetime({ offset: true, error: "validation.date" })], {
    error: "validation.date",
  })
  .optional()
  .nullable();

const molWeightField = z
  .number({ error: "validation.invalid" })
  .positive("validation.invalid")
  .max(1e7, "validation.invalid")
  .optional()
  .nullable()
  .transform((value) => value ?? null);
/** g/mL of the neat material, for reckoning volumes into masses (use from stock, the reaction table). */
const densityField = z
  .number({ error: "validation.density" })
  .positive("validation.density")
  .max(100, "validation.density")
  .optional()
  .nullable()
  .transform((value) => value ?? null);
const amountField = z
  .number({ error: "validation.amount" })
  .nonnegative("validation.amount")
  .max(1e9, "validation.amount");
const purityField = z
  .number({ error: "validation.purity" })
  .min(0, "validation.purity")
  .max(100, "validation.purity")
  .optional()
  .nullable()
  .transform((value) => value ?? null);

/** A calendar day (YYYY-MM-DD) of the bottle's life cycle; empty reads as none. */
const lifeDay = z
  .union([z.iso.date({ error: "validation.date" }), z.literal("")], { error: "validation.date" })
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
/** "Use within N months of opening": 1 to 120 months. */
const useWithinMonthsField = z
  .number({ error: "validation.useWithinMonths" })
  .int("validation.useWithinMonths")
  .min(1, "validation.useWithinMonths")
  .max(inventoryLifecycleLimits.monthsMax, "validation.useWithinMonths")
  .optional()
  .nullable()
  .transform((value) => value ?? null);
/** The low-stock level's amount: above 0; none means no level. */
const lowStockAmountField = z
  .number({ error: "validation.lowStockAmount" })
  .positive("validation.lowStockAmount")
  .max(1e9, "validation.lowStockAmount")
  .optional()
  .nullable()
  .transform((value) => value ?? null);

/** POST /api/inventory/item.do and PUT /api/inventory/{rowKey}.do (a changed groupIdx moves the item). */
export const inventoryItemInput = z.object({
  groupIdx: chosenIdx("validation.groupRequired"),
  name: z
    .string({ error: "validation.itemNameRequired" })
    .trim()
    .min(1, { error: "validation.itemNameRequired", abort: true })
    .max(inventoryLimits.nameMax, "validation.tooLong")
    .superRefine(singleLine),
  nameEn: optionalText(inventoryLimits.nameMax),
  compound: optionalText(inventoryLimits.textMax),
  casNo: z
    .string({ error: "validation.invalid" })
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(casNumber.nullable())
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  smiles: optionalText(inventoryLimits.smilesMax),
  /**
   * Kept as the member entered it ("K2CO3"), for display and print; its Hill order
   * (chem/formula.ts) is only an extra search key the api stores beside it.
   */
  formula: optionalText(100),
  molWeight: molWeightField,
  density: densityField,
  amount: amountField,
  unit: z.enum(amountUnits, { error: "validation.unit" }),
  /** Purity in percent, 0–100. */
  purerate: purityField,
  packUnit: optionalText(inventoryLimits.textMax),
  location: optionalText(inventoryLimits.textMax),
  supplier: optionalText(inventoryLimits.textMax),
  manufacturer: optionalText(inventoryLimits.textMax),
  company: optionalText(inventoryLimits.textMax),
  catalogNo: optionalText(inventoryLimits.textMax),
  memo: optionalText(inventoryLimits.memoMax),
  caution: caution.optional().default({ pictograms: [], hazardStatements: [] }),
  customPin: optionalText(50),
  barcode: optionalText(100),
  msdsUrl: z
    .union([z.url({ protocol: /^https?$/, error: "validation.url" }), z.literal("")])
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  lbSeqNo: optionalText(20),
  inventoryGroup: optionalText(100),
  isPrivate: z.boolean({ error: "validation.invalid" }).optional().default(false),
  /** The lab restricts its use (a controlled or very toxic substance): using it from stock asks first. */
  restricted: z.boolean({ error: "validation.invalid" }).optional().default(false),
  /** When the bottle arrived; now when absent (an import of an older list keeps its dates). */
  addedDate,
  /** The day the bottle was opened (YYYY-MM-DD). */
  openedOn: lifeDay,
  /** The maker's expiry day (YYYY-MM-DD); wins over useWithinMonths. */
  expiresOn: lifeDay,
  /** "Use within N months of opening": with openedOn, the due day when expiresOn is not given. */
  useWithinMonths: useWithinMonthsField,
  /** The low-stock level; in `lowStockUnit`, or the bottle's unit when that is absent. None: no level. */
  lowStockAmount: lowStockAmountField,
  /** Any unit that converts to the bottle's (with its MW, density, purity); 400 UNIT_NOT_CONVERTIBLE otherwise. */
  lowStockUnit: z
    .enum(amountUnits, { error: "validation.unit" })
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  /** The level counts every in-use bottle of the group with the same catalog number, not this one alone. */
  lowStockAcross: z.boolean({ error: "validation.invalid" }).optional().default(false),
});
export type InventoryItemInput = z.input<typeof inventoryItemInput>;
export type InventoryItemValues = z.output<typeof inventoryItemInput>;

/**
 * The item form: inventoryItemInput with amount, molecular weight and purity as the member typed
 * them ("1,5", "1,000", "1,000.5"), read by the one number reader the import uses too. Its output is the
 * request body.
 */
export const inventoryItemFormInput = inventoryItemInput.extend({
  amount: typedNumber().pipe(amountField),
  molWeight: typedNumber().pipe(molWeightField),
  density: typedNumber().pipe(densityField),
  purerate: typedNumber().pipe(purityField),
  useWithinMonths: typedNumber("validation.useWithinMonths").optional().pipe(useWithinMonthsField),
  lowStockAmount: typedNumber("validation.lowStockAmount").optional().pipe(lowStockAmountField),
});

/** PUT /api/inventory/{rowKey}/disuse.do */
export const disuseInput = z.object({
  reason: z
    .string({ error: "validation.reasonRequired" })
    .trim()
    .min(1, { error: "validation.reasonRequired", abort: true })
    .max(inventoryLimits.reasonMax, "validation.tooLong"),
});
export type DisuseInput = z.input<typeof disuseInput>;

/** PUT /api/inventory/{rowKey}/bookmark.do — sets the caller's bookmark; toggles when `bookmark` is absent. */
export const inventoryBookmarkInput = z.object({ bookmark: z.boolean({ error: "validation.invalid" }).optional() });
export type InventoryBookmarkInput = z.input<typeof inventoryBookmarkInput>;
export const inventoryBookmarkResult = z.object({ rowKey: z.string(), bookmark: z.boolean() });

/** Route params of /api/inventory/{rowKey}/… */
export const inventoryRowKeyParams = z.object({
  rowKey: z.string().regex(rowKeyPattern, "validation.invalid"),
});

export const inventoryItem = z.object({
  rowKey: z.string(),
  groupIdx: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  compound: z.string().nullable(),
  casNo: z.string().nullable(),
  smiles: z.string().nullable(),
  formula: z.string().nullable(),
  molWeight: z.number().nullable(),
  /** g/mL, or null when unknown. */
  density: z.number().nullable(),
  /**
   * The uploaded structural formula image (GET/POST/DELETE /api/inventory/{rowKey}/structure.do),
   * or null. PNG or JPEG only: the client draws SMILES itself, and no SVG is ever taken.
   */
  structureImage: z
    .object({ type: z.enum(structureImageTypes), size: z.number().int(), uploadedAt: z.string() })
    .nullable(),
  amount: z.number(),
  unit: z.enum(amountUnits),
  purerate: z.number().nullable(),
  packUnit: z.string().nullable(),
  location: z.string().nullable(),
  supplier: z.string().nullable(),
  manufacturer: z.string().nullable(),
  company: z.string().nullable(),
  catalogNo: z.string().nullable(),
  memo: z.string().nullable(),
  caution: storedCaution,
  /** Assigned by the server, unique per installation. */
  pinNo: z.string(),
  customPin: z.string().nullable(),
  barcode: z.string().nullable(),
  msdsUrl: z.string().nullable(),
  /** The uploaded MSDS PDF (GET/POST/DELETE /api/inventory/{rowKey}/msds.do), or null. */
  msdsFile: z.object({ size: z.number().int(), uploadedAt: z.string() }).nullable(),
  addedDate: z.string(),
  disused: z.boolean(),
  disuseDate: z.string().nullable(),
  disuseReason: z.string().nullable(),
  creator: memberRef,
  lbSeqNo: z.string().nullable(),
  inventoryGroup: z.string().nullable(),
  bookmark: z.boolean(),
  isPrivate: z.boolean(),
  restricted: z.boolean(),
  modifiedDate: z.string(),
  openedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  useWithinMonths: z.number().int().nullable(),
  /**
   * The day it is due (YYYY-MM-DD): expiresOn, else openedOn + useWithinMonths; null when neither.
   * Expired the day after (expiryState), expiring from 30 days before.
   */
  expiresDue: z.string().nullable(),
  lowStockAmount: z.number().nullable(),
  lowStockUnit: z.enum(amountUnits).nullable(),
  lowStockAcross: z.boolean(),
  /** Below its level now (its own amount, or its catalog number's in-use bottles with lowStockAcross). */
  lowStock: z.boolean(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

const groupIdxQuery = idxParam;

export const inventorySortKeys = ["name", "casNo", "pinNo", "location", "addedDate", "amount"] as const;
export type InventorySortKey = (typeof inventorySortKeys)[number];

/** The filters of the list; export.do takes the same. */
const inventoryFilters = {
  groupIdx: groupIdxQuery,
  /** Part of a name, English name, CAS, catalog, pin, custom pin, barcode, supplier or location. */
  q: z.string().trim().max(100, "validation.tooLong").optional(),
  /** active (default), disused, or all. */
  state: z.enum(["active", "disused", "all"]).optional().default("active"),
  bookmarked: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  /** Bottles in an alert state: expired, expiring within 30 days (not yet expired), or below their level. */
  alert: z.enum(["expired", "expiring", "lowStock"], { error: "validation.invalid" }).optional(),
  /** Exact inventory group (a label within the lab, e.g. "solvents"). */
  inventoryGroup: z.string().trim().max(100).optional(),
  /** Exact location. */
  location: z.string().trim().max(200).optional(),
  sort: z.enum(inventorySortKeys).optional().default("addedDate"),
  order: z.enum(["asc", "desc"]).optional().default("desc"),
};

/** GET /api/inventory/list.do */
export const inventoryListQuery = z.object({
  ...inventoryFilters,
  page: pageParam,
  size: pageSizeParam(inventoryLimits.pageSizeMax, 50),
});
export type InventoryListQuery = z.input<typeof inventoryListQuery>;
export type InventoryListFilters = z.output<typeof inventoryListQuery>;

/**
 * A row of the inventory list: what its columns, bookmark star, badges and print selection show.
 * The item page reads the whole item; the list leaves out the rest (structure, MSDS, memo, …),
 * which at 50 rows a page was half of every response.
 */
export const inventoryListItem = inventoryItem.pick({
  rowKey: true,
  groupIdx: true,
  name: true,
  nameEn: true,
  casNo: true,
  amount: true,
  unit: true,
  purerate: true,
  location: true,
  supplier: true,
  manufacturer: true,
  catalogNo: true,
  pinNo: true,
  customPin: true,
  barcode: true,
  addedDate: true,
  disused: true,
  creator: true,
  inventoryGroup: true,
  bookmark: true,
  isPrivate: true,
  restricted: true,
  expiresDue: true,
  lowStock: true,
});
export type InventoryListItem = z.infer<typeof inventoryListItem>;

export const inventoryPage = z.object({
  items: z.array(inventoryListItem),
  /** Matching items; `inventoryCountLimit(page, size)` when `totalExact` is false. */
  total: z.number().int(),
  /** False when there are more than `total` matches (show "1,000+"). */
  totalExact: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
});
export type InventoryPage = z.infer<typeof inventoryPage>;

export const exportFormats = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** GET /api/inventory/template.do: the import's empty file, as CSV or XLSX. */
export const inventoryTemplateQuery = z.object({
  format: z.enum(exportFormats, { error: "validation.invalid" }).optional().default("csv"),
});

/** GET /api/inventory/export.do: the list's filters and a file format; every matching row. */
export const inventoryExportQuery = inventoryTemplateQuery.extend(inventoryFilters);
export type InventoryExportQuery = z.input<typeof inventoryExportQuery>;

/** GET /api/inventory/facets.do: the values the list's location and inventory-group filters offer. */
export const inventoryFacetsQuery = z.object({ groupIdx: groupIdxQuery });
export const inventoryFacets = z.object({
  locations: z.array(z.string()),
  inventoryGroups: z.array(z.string()),
});
export type InventoryFacets = z.infer<typeof inventoryFacets>;

/**
 * GET /api/inventory/byCode.do: what a keyboard-wedge scanner typed — a pin number, custom pin,
 * barcode, or the item URL a label's QR code holds. Several bottles may share a maker's barcode,
 * so the answer is a list: open the item when it holds exactly one.
 */
export const inventoryCodeQuery = z.object({
  groupIdx: groupIdxQuery,
  code: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .max(500, "validation.tooLong"),
});
export const inventoryCodeMatches = z.object({ items: z.array(inventoryItem) });

const commaList = (pattern: RegExp) =>
  z
    .string()
    .max(10_000, "validation.tooLong")
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(pattern, "validation.invalid")).max(inventoryLimits.labelsMax, "validation.invalid"))
    .optional()
    .default([]);

/**
 * GET /api/inventory/labels.do?rowKeys=a,b&pinNos=P000001: what the print pages need, in the
 * order asked (row keys first). Items the caller may not see are left out.
 */
export const inventoryLabelsQuery = z
  .object({ rowKeys: commaList(rowKeyPattern), pinNos: commaList(pinNoPattern) })
  .refine((q) => q.rowKeys.length + q.pinNos.length > 0, {
    error: "validation.printSelection",
    path: ["rowKeys"],
  })
  .refine((q) => q.rowKeys.length + q.pinNos.length <= inventoryLimits.labelsMax, {
    error: "validation.invalid",
    path: ["rowKeys"],
  });
export const inventoryLabel = z.object({
  rowKey: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  casNo: z.string().nullable(),
  amount: z.number(),
  unit: z.enum(amountUnits),
  /** "500 mL", ready to print. */
  amountText: z.string(),
  pictograms: z.array(z.enum(ghsPictograms)),
  hazardStatements: z.array(z.string()),
  /** The lab restricts its use: "use from stock" asks first. */
  restricted: z.boolean(),
  /** The life cycle's days (YYYY-MM-DD), printed when set. */
  openedOn: z.string().nullable(),
  expiresDue: z.string().nullable(),
  pinNo: z.string(),
  customPin: z.string().nullable(),
  location: z.string().nullable(),
  /** Path of the item page in the client (/inventory/experiment/{rowKey}). */
  path: z.string(),
  /** Absolute URL the QR code encodes. */
  url: z.string(),
});
export type InventoryLabel = z.infer<typeof inventoryLabel>;
export const inventoryLabels = z.object({ labels: z.array(inventoryLabel) });

export const inventoryHistoryKinds = ["created", "updated", "amount", "disused", "restored", "used"] as const;
export type InventoryHistoryKind = (typeof inventoryHistoryKinds)[number];

/**
 * Fields an "updated" entry may name: the item form's fields, the added date, and the uploaded
 * files. The client shows them by their labels (`inventory.fields.<key>`).
 */
export const inventoryHistoryFields = [
  "groupIdx",
  "name",
  "nameEn",
  "compound",
  "casNo",
  "smiles",
  "formula",
  "molWeight",
  "density",
  "purerate",
  "packUnit",
  "location",
  "supplier",
  "manufacturer",
  "company",
  "catalogNo",
  "memo",
  "caution",
  "customPin",
  "barcode",
  "msdsUrl",
  "lbSeqNo",
  "inventoryGroup",
  "isPrivate",
  "restricted",
  "addedDate",
  "openedOn",
  "expiresOn",
  "useWithinMonths",
  "lowStockAmount",
  "lowStockUnit",
  "lowStockAcross",
  "msdsFile",
  "structureImage",
] as const;
export type InventoryHistoryField = (typeof inventoryHistoryFields)[number];

/** How a "created" entry's item came to be. */
export const inventoryHistorySources = ["form", "import", "order"] as const;
export type InventoryHistorySource = (typeof inventoryHistorySources)[number];

const amountValue = z.object({ amount: z.number(), unit: z.enum(amountUnits) });

/**
 * One event of an item's history, as data: the client words it in the reader's language.
 * Which members are set depends on `kind`; the others are empty (`[]` or null).
 */
export const inventoryHistoryEntry = z.object({
  kind: z.enum(inventoryHistoryKinds),
  /** updated: the keys of the changed fields (`inventoryHistoryFields`). */
  fields: z.array(z.string()),
  /** amount and used: the item's amount and unit before and after. */
  amount: z.object({ before: amountValue, after: amountValue }).nullable(),
  /** used: the amount taken, in the unit the member gave it. */
  used: amountValue.nullable(),
  /** used: the lab book it was used in (its number, "2026-0007"), for a link to the book. */
  labBook: z.object({ lbIdx: z.number().int(), seqNo: z.string() }).nullable(),
  /** disused: the reason the member gave. */
  reason: z.string().nullable(),
  /** created: from the item form, an import or a received order. */
  source: z.enum(inventoryHistorySources).nullable(),
  /** created from a received order: the order and its supplier, for a link to the order. */
  order: z.object({ orderIdx: z.number().int(), supplier: z.string().nullable() }).nullable(),
  /** An entry recorded before history was structured that could not be mapped: its English text. */
  legacyText: z.string().nullable(),
  by: memberRef,
  at: z.string(),
});
export type InventoryHistoryEntry = z.infer<typeof inventoryHistoryEntry>;
export const inventoryHistory = z.object({ entries: z.array(inventoryHistoryEntry) });
export type InventoryHistory = z.infer<typeof inventoryHistory>;

// ---------------------------------------------------------------------------------------------
// PubChem

/** GET /api/inventory/pubchem.do?cas=… or ?name=… */
export const pubchemQuery = z
  .object({
    cas: casNumber.optional(),
    name: z.string().trim().min(1, "validation.required").max(200, "validation.tooLong").optional(),
  })
  .refine((q) => q.cas !== undefined || q.name !== undefined, { error: "validation.required", path: ["name"] });
export type PubchemQuery = z.input<typeof pubchemQuery>;

/** What PubChem knows, mapped onto the item form (PubChem has no Korean names). */
export const pubchemCompound = z.object({
  cid: z.number().int(),
  /** PubChem's title, e.g. "Ethanol". */
  nameEn: z.string().nullable(),
  iupacName: z.string().nullable(),
  casNo: z.string().nullable(),
  formula: z.string().nullable(),
  molWeight: z.number().nullable(),
  smiles: z.string().nullable(),
});
export type PubchemCompound = z.infer<typeof pubchemCompound>;

// ---------------------------------------------------------------------------------------------
// Import

export const importModes = ["preview", "valid", "all"] as const;
export type ImportMode = (typeof importModes)[number];

/**
 * POST /api/inventory/import.do?groupIdx=&mode= with the file as the raw request body
 * (Content-Type text/csv or the xlsx type; the format is also told by the file's first bytes).
 * preview: every row with its errors, nothing written. valid: the valid rows in one transaction,
 * the others reported. all: every row or none — any error answers 400 and writes nothing.
 */
export const inventoryImportQuery = z.object({
  groupIdx: groupIdxQuery,
  mode: z.enum(importModes, { error: "validation.invalid" }).optional().default("preview"),
});
export type InventoryImportQuery = z.input<typeof inventoryImportQuery>;

export const inventoryImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  /** The row's cells by field name, as read. */
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /**
   * The bottle of this inventory that already carries the row's PIN (`pinNo`, as in the app's own
   * export): the import skips the row instead of adding the bottle again. Null for a new bottle.
   */
  duplicateOf: z.object({ rowKey: z.string(), pinNo: z.string(), name: z.string(), disused: z.boolean() }).nullable(),
});
export type InventoryImportRow = z.infer<typeof inventoryImportRow>;

export const inventoryImportResult = z.object({
  mode: z.enum(importModes),
  total: z.number().int(),
  /** Rows that are written: without errors and not already in the inventory. */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows without errors whose PIN is already a bottle of this inventory: skipped in every mode. */
  duplicates: z.number().int(),
  /** Rows written (0 for a preview). */
  imported: z.number().int(),
  /** preview: every row; valid/all: the rows not written (with errors, or already in the inventory). */
  rows: z.array(inventoryImportRow),
});
export type InventoryImportResult = z.infer<typeof inventoryImportResult>;

/**
 * Columns of import and export files, in export order. A header cell may be the field name
 * (`casNo`) or its label in either language (`inventoryColumns.casNo`).
 */
export const inventoryFileColumns = [
  "name",
  "nameEn",
  "compound",
  "casNo",
  "smiles",
  "formula",
  "molWeight",
  "density",
  "amount",
  "unit",
  "purerate",
  "packUnit",
  "location",
  "supplier",
  "manufacturer",
  "company",
  "catalogNo",
  "memo",
  "pictograms",
  "hazardStatements",
  "pinNo",
  "customPin",
  "barcode",
  "msdsUrl",
  "addedDate",
  "lbSeqNo",
  "inventoryGroup",
  "isPrivate",
  "restricted",
  "openedOn",
  "expiresOn",
  "useWithinMonths",
  "lowStockAmount",
  "lowStockUnit",
  "lowStockAcross",
  "disused",
  "disuseDate",
  "disuseReason",
] as const;
export type InventoryFileColumn = (typeof inventoryFileColumns)[number];
/** Export-only columns: an import ignores them (the server assigns pins; disuse is its own action). */
export const inventoryExportOnlyColumns: readonly InventoryFileColumn[] = [
  "pinNo",
  "disused",
  "disuseDate",
  "disuseReason",
];

// ---------------------------------------------------------------------------------------------
// Alerts (issue 40)

/** GET /api/inventory/alerts.do?groupIdx= */
export const inventoryAlertsQuery = z.object({ groupIdx: groupIdxQuery });

/** A bottle's current alert, as the daily check or the last change to it found it. */
export const inventoryAlert = z.object({
  kind: z.enum(["expired", "expiring", "lowStock"]),
  /** When the state began (ISO timestamp). */
  since: z.string(),
  item: inventoryItem.pick({
    rowKey: true,
    pinNo: true,
    name: true,
    amount: true,
    unit: true,
    location: true,
    catalogNo: true,
    expiresDue: true,
    lowStockAmount: true,
    lowStockUnit: true,
    lowStockAcross: true,
  }),
});
export type InventoryAlert = z.infer<typeof inventoryAlert>;
export const inventoryAlerts = z.object({ alerts: z.array(inventoryAlert) });
export type InventoryAlerts = z.infer<typeof inventoryAlerts>;
