import type { Request } from "express";
import {
  amountUnits,
  hasTranslation,
  inventoryExportOnlyColumns,
  inventoryItemInput,
  inventoryLimits,
  issueParams,
  normalizeUnit,
  readNumber,
  translate,
  type ImportMode,
  type InventoryFileColumn,
  type InventoryImportResult,
  type InventoryItemValues,
  type Locale,
  type TranslationParams,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { inventoryHistory, inventoryItems } from "../db/schema";
import { AppError, type AppErrorIssue } from "../lib/errors";
import { readUpload } from "../lib/upload";
import { requireGroup } from "./access";
import { needsChemistry, readSmiles } from "./chemistry";
import { columnsOf, readSheet, type Sheet } from "./files";
import { existingBottles, pinOf, type DuplicateOf } from "./import-duplicates";
import { historyEntry } from "./history";
import { announceNotifications } from "../notifications/record";
import { labToday, syncAlerts } from "./alerts";
import { itemColumns, levelProblem, newRowKey, searchKeys, toAddedAt } from "./service";

interface RowError {
  field: string;
  key: string;
  params?: TranslationParams;
}

/** One data row of the file: what it said, what it parses to, and what is wrong with it. */
interface CheckedRow {
  line: number;
  values: Record<string, string>;
  item: InventoryItemValues | null;
  errors: RowError[];
}

const numberColumns = new Set<InventoryFileColumn>([
  "amount",
  "molWeight",
  "density",
  "purerate",
  "useWithinMonths",
  "lowStockAmount",
]);
/** Yes/no columns (Y/N as exported, or as people type them). */
const flagColumns = new Set<InventoryFileColumn>(["isPrivate", "restricted", "lowStockAcross"]);
const yes = new Set(["y", "yes", "true", "1", "o", "예", "네", "비공개"]);
const no = new Set(["n", "no", "false", "0", "x", "아니오", "아니요", "공개"]);

/** Codes separated by commas, semicolons or spaces; "H300 + H310" stays one combined code. */
const splitList = (text: string) =>
  text
    .replace(/\s*\+\s*/g, "+")
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** GHS2 / ghs02 / 2 → GHS02, so a hand-typed sheet reads like the form. */
function pictogramOf(text: string): string {
  const digits = /^(?:ghs)?0?(\d)$/i.exec(text)?.[1];
  return digits ? `GHS0${digits}` : text.toUpperCase();
}

/** Turns a row's cells into the item form's input, noting what cannot even be read. */
function rowInput(cells: Map<InventoryFileColumn, string>, groupIdx: number) {
  const errors: RowError[] = [];
  const input: Record<string, unknown> = { groupIdx };
  for (const [column, text] of cells) {
    if (inventoryExportOnlyColumns.includes(column)) continue;
    if (numberColumns.has(column)) {
      const reading = readNumber(text);
      if (!reading.ok) errors.push({ field: column, key: reading.messageKey });
      else input[column] = reading.value ?? (column === "amount" ? undefined : null);
    } else if (column === "unit") {
      const unit = normalizeUnit(text);
      if (unit) input.unit = unit;
      else errors.push({ field: "unit", key: "validation.unitUnknown", params: { units: amountUnits.join(", ") } });
    } else if (column === "lowStockUnit") {
      const unit = text === "" ? null : normalizeUnit(text);
      if (text === "" || unit) input.lowStockUnit = unit;
      else errors.push({ field: column, key: "validation.unitUnknown", params: { units: amountUnits.join(", ") } });
    } else if (flagColumns.has(column)) {
      const answer = text.toLowerCase();
      if (answer === "" || no.has(answer)) input[column] = false;
      else if (yes.has(answer)) input[column] = true;
      else errors.push({ field: column, key: "validation.yesNo" });
    } else if (column === "pictograms" || column === "hazardStatements") {
      const caution = (input.caution ?? {}) as Record<string, string[]>;
      // Hazard statements are read (any case) by the item schema against the GHS list.
      caution[column] = column === "pictograms" ? splitList(text).map(pictogramOf) : splitList(text);
      input.caution = caution;
    } else if (column === "addedDate" || column === "openedOn" || column === "expiresOn") {
      input[column] = text === "" ? null : text;
    } else {
      input[column] = text;
    }
  }
  if (!cells.has("unit"))
    errors.push({ field: "unit", key: "validation.unitUnknown", params: { units: amountUnits.join(", ") } });
  return { input, errors };
}

/** Checks every data row against the item form's schema (the same rules as a form in the client). */
export function checkRows(sheet: Sheet, groupIdx: number): CheckedRow[] {
  const columns = columnsOf(sheet.header);
  return sheet.rows.map(({ line, cells }) => {
    const byColumn = new Map<InventoryFileColumn, string>();
    columns.forEach((column, i) => {
      if (column) byColumn.set(column, cells[i] ?? "");
    });
    const values = Object.fromEntries([...byColumn].filter(([, text]) => text !== ""));
    const { input, errors } = rowInput(byColumn, groupIdx);
    const parsed = inventoryItemInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        // A cell that could not be read already says so; the schema would only repeat it.
        if (errors.some((e) => e.field === field)) continue;
        const key = hasTranslation(issue.message) ? issue.message : "validation.invalid";
        errors.push({ field, key, params: issueParams(issue as { minimum?: unknown; maximum?: unknown }) });
      }
    }
    return { line, values, item: parsed.success && errors.length === 0 ? parsed.data : null, errors };
  });
}

/**
 * Gives each valid row with SMILES but no molecular weight or formula the ones openchemlib reads
 * from it, as the item form does; a row whose SMILES it cannot read becomes a row with an error.
 */
async function withRowChemistry(rows: CheckedRow[]): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    if (!row.item || !needsChemistry(row.item) || row.item.smiles === null) {
      checked.push(row);
      continue;
    }
    const facts = await readSmiles(row.item.smiles);
    checked.push(
      facts
        ? {
            ...row,
            item: {
              ...row.item,
              formula: row.item.formula ?? facts.formula,
              molWeight: row.item.molWeight ?? facts.molWeight,
            },
          }
        : { ...row, item: null, errors: [...row.errors, { field: "smiles", key: "errors.SMILES_INVALID" }] },
    );
  }
  return checked;
}

/** A row whose low-stock level cannot be compared with its bottle (levelProblem) gets that error. */
function withComparableLevels(rows: CheckedRow[]): CheckedRow[] {
  return rows.map((row) => {
    const problem = row.item ? levelProblem(row.item) : null;
    if (!problem) return row;
    return {
      ...row,
      item: null,
      errors: [...row.errors, { field: "lowStockUnit", key: "validation.lowStockUnit", params: problem }],
    };
  });
}

const issuesMax = 1000;
const insertBatch = 500;

/**
 * Writes the rows in one transaction (batched inserts, a "created" history entry each), with the
 * alert states of the bottles that have a due day or a level.
 */
async function insertRows(ctx: AppContext, actor: Actor, items: InventoryItemValues[]): Promise<number> {
  const notified = await ctx.db.transaction(async (tx) => {
    const told: number[] = [];
    for (let start = 0; start < items.length; start += insertBatch) {
      const batch = await Promise.all(
        items.slice(start, start + insertBatch).map(async (item) => ({
          rowKey: newRowKey(),
          ...itemColumns(item),
          ...(await searchKeys(item)),
          creatorIdx: actor.memberIdx,
          addedAt: toAddedAt(item.addedDate) ?? undefined,
        })),
      );
      await tx.insert(inventoryItems).values(batch);
      await tx
        .insert(inventoryHistory)
        .values(batch.map((row) => historyEntry.created(row.rowKey, actor.memberIdx, "import")));
      const living = batch.filter(
        (row) => row.lowStockAmount !== null || row.openedOn !== null || row.expiresOn !== null,
      );
      told.push(
        ...(await syncAlerts(
          ctx,
          tx,
          living.map((row) => row.rowKey),
          labToday(ctx),
          actor.memberIdx,
        )),
      );
    }
    return told;
  });
  await announceNotifications(ctx, [...new Set(notified)]);
  return items.length;
}

/**
 * Imports a CSV or XLSX sent as the request body. preview writes nothing; valid writes the
 * valid rows and reports the rest; all writes every row, or nothing and 400 when any is wrong.
 * A row whose PIN is already a bottle of this inventory (the app's own export read back) is
 * skipped in every mode and reported with that bottle: importing it again would double the stock.
 */
export async function importItems(
  ctx: AppContext,
  actor: Actor,
  query: { groupIdx: number; mode: ImportMode },
  req: Request,
  locale: Locale,
): Promise<InventoryImportResult> {
  const standing = await requireGroup(ctx.db, actor, query.groupIdx, "inventory.write");
  const bytes = await readUpload(req, inventoryLimits.importBytesMax);
  const sheet = await readSheet(bytes, req.headers["content-type"]);
  const rows = withComparableLevels(await withRowChemistry(checkRows(sheet, query.groupIdx)));
  const pins = rows.flatMap((row) => pinOf(row.values.pinNo) ?? []);
  const existing = await existingBottles(ctx.db, actor, standing, query.groupIdx, pins);
  const duplicateOf = (row: CheckedRow): DuplicateOf | null => existing.get(pinOf(row.values.pinNo) ?? "") ?? null;
  const invalid = rows.filter((row) => row.errors.length > 0);
  const duplicates = rows.filter((row) => row.item !== null && duplicateOf(row) !== null);
  const valid = rows.flatMap((row) => (row.item && duplicateOf(row) === null ? [row.item] : []));
  const report = (list: CheckedRow[]) =>
    list.map((row) => ({
      line: row.line,
      values: row.values,
      errors: row.errors.map((e) => ({ field: e.field, message: translate(locale, e.key, e.params) })),
      duplicateOf: duplicateOf(row),
    }));
  const summary = {
    mode: query.mode,
    total: rows.length,
    valid: valid.length,
    invalid: invalid.length,
    duplicates: duplicates.length,
  };

  if (query.mode === "preview") return { ...summary, imported: 0, rows: report(rows) };
  if (query.mode === "all" && invalid.length > 0) {
    const issues: AppErrorIssue[] = invalid
      .flatMap((row) =>
        row.errors.map((e) => ({ path: ["rows", row.line, e.field], message: e.key, params: e.params })),
      )
      .slice(0, issuesMax);
    throw new AppError("IMPORT_HAS_ERRORS", undefined, { issues });
  }
  const imported = valid.length > 0 ? await insertRows(ctx, actor, valid) : 0;
  if (imported > 0) await ctx.live.publish(query.groupIdx, "inventory", null);
  return { ...summary, imported, rows: report(rows.filter((row) => row.errors.length > 0 || duplicateOf(row))) };
}
