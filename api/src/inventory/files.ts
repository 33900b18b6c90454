import { once } from "node:events";
import type { Writable } from "node:stream";
import { CsvError, parse as parseCsv } from "csv-parse/sync";
import { stringify } from "csv-stringify";
import type ExcelJS from "exceljs";
import {
  inventoryFileColumns,
  formatDate,
  inventoryLimits,
  locales,
  translate,
  type InventoryFileColumn,
  type InventoryItem,
  type Locale,
} from "@enote/shared";
import { AppError } from "../lib/errors";
import { checkZip } from "./zip-check";

/** A spreadsheet as read: its header cells and its data rows with their line in the file. */
export interface Sheet {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const xlsxMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Decompressed bytes an XLSX may hold: far above any real 5,000-row sheet, far below a zip bomb. */
const xlsxUnzippedMax = 200_000_000;

const invalidFile = () => new AppError("INVALID_IMPORT_FILE");
const tooManyRows = () =>
  new AppError("IMPORT_TOO_MANY_ROWS", undefined, { params: { max: inventoryLimits.importRowsMax } });

/**
 * Reads an uploaded CSV or XLSX. The bytes decide (an XLSX is a zip); the Content-Type only
 * has to agree when it claims XLSX. CSV text is UTF-8 (a BOM is fine) or, as Korean Excel
 * saves it by default, EUC-KR/CP949.
 */
export async function readSheet(bytes: Buffer, contentType: string | undefined): Promise<Sheet> {
  const isZip = bytes.subarray(0, 4).equals(xlsxMagic);
  if (isZip) return readXlsx(bytes);
  if ((contentType ?? "").toLowerCase().startsWith(xlsxType)) throw invalidFile();
  return readCsv(decodeText(bytes));
}

function decodeText(bytes: Buffer): string {
  if (bytes.length === 0 || bytes.includes(0)) throw invalidFile();
  for (const encoding of ["utf-8", "euc-kr"]) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      // try the next encoding
    }
  }
  throw invalidFile();
}

/** The separator the header line uses most: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[0] ?? ",";
}

function readCsv(text: string): Sheet {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // One past the limit is enough to know the file has too many rows.
      to: inventoryLimits.importRowsMax + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw invalidFile();
    throw error;
  }
  const [head, ...data] = records;
  if (!head) throw invalidFile();
  if (data.length > inventoryLimits.importRowsMax) throw tooManyRows();
  return {
    header: head.record.map((cell) => cell.trim()),
    rows: data.map(({ record, info }) => ({ line: info.lines, cells: record.map(cleanCell) })),
  };
}

/** Undoes the export's guard against spreadsheet formulas ('=… → =…) and trims. */
function cleanCell(value: string): string {
  const trimmed = value.trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

/** exceljs, loaded on the first XLSX import or export: it costs ~26 MB that most processes never need. */
async function excel(): Promise<typeof ExcelJS> {
  return (await import("exceljs")).default;
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const zip = await checkZip(bytes, xlsxUnzippedMax);
  if (zip === "invalid") throw invalidFile();
  if (zip === "too large") throw new AppError("FILE_TOO_LARGE", undefined, { params: { max: "200 MB" } });
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw invalidFile();
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) throw invalidFile();
  if (sheet.actualRowCount - 1 > inventoryLimits.importRowsMax) throw tooManyRows();
  const lines: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cleanCell(cellText(cell.value));
    });
    lines.push({ line, cells: Array.from(cells, (cell) => cell ?? "") });
  });
  const [head, ...rows] = lines;
  if (!head) throw invalidFile();
  return { header: head.cells, rows: rows.filter((row) => row.cells.some((cell) => cell !== "")) };
}

// ---------------------------------------------------------------------------------------------
// Header cells → columns

const normalizeHeader = (value: string) => value.toLowerCase().replace(/[\s._\-()%]/g, "");

/** Every name a column's header may have: the field name and its label in each language. */
const headerNames = new Map<string, InventoryFileColumn>();
for (const column of inventoryFileColumns) {
  for (const name of [column, ...locales.map((locale) => translate(locale, `inventoryColumns.${column}`))]) {
    if (!headerNames.has(normalizeHeader(name))) headerNames.set(normalizeHeader(name), column);
  }
}

/** The column each header cell names (null for cells naming none); the first of duplicates wins. */
export function columnsOf(header: string[]): (InventoryFileColumn | null)[] {
  const seen = new Set<InventoryFileColumn>();
  return header.map((cell) => {
    const column = headerNames.get(normalizeHeader(cell)) ?? null;
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
}

// ---------------------------------------------------------------------------------------------
// Export

/** How an export is written: headers in `locale`, dates as YYYY-MM-DD in the lab's `timeZone`. */
export interface ExportStyle {
  locale: Locale;
  timeZone: string;
}

/**
 * One item as the cells of an export row, in `inventoryFileColumns` order. Dates are text, not
 * timestamps or spreadsheet dates: the day the lab saw (a bottle added at 08:00 in Seoul is on
 * that day, not the UTC day before), written the same in CSV and XLSX whatever the reader's locale.
 */
function exportCells(item: InventoryItem, timeZone: string): Record<InventoryFileColumn, string | number | null> {
  return {
    name: item.name,
    nameEn: item.nameEn,
    compound: item.compound,
    casNo: item.casNo,
    smiles: item.smiles,
    formula: item.formula,
    molWeight: item.molWeight,
    density: item.density,
    amount: item.amount,
    unit: item.unit,
    purerate: item.purerate,
    packUnit: item.packUnit,
    location: item.location,
    supplier: item.supplier,
    manufacturer: item.manufacturer,
    company: item.company,
    catalogNo: item.catalogNo,
    memo: item.memo,
    pictograms: item.caution.pictograms.join(", "),
    hazardStatements: item.caution.hazardStatements.join(", "),
    pinNo: item.pinNo,
    customPin: item.customPin,
    barcode: item.barcode,
    msdsUrl: item.msdsUrl,
    addedDate: formatDate(item.addedDate, timeZone),
    lbSeqNo: item.lbSeqNo,
    inventoryGroup: item.inventoryGroup,
    isPrivate: item.isPrivate ? "Y" : "N",
    restricted: item.restricted ? "Y" : "N",
    openedOn: item.openedOn,
    expiresOn: item.expiresOn,
    useWithinMonths: item.useWithinMonths,
    lowStockAmount: item.lowStockAmount,
    lowStockUnit: item.lowStockUnit,
    lowStockAcross: item.lowStockAcross ? "Y" : "N",
    disused: item.disused ? "Y" : "N",
    disuseDate: item.disuseDate ? formatDate(item.disuseDate, timeZone) : null,
    disuseReason: item.disuseReason,
  };
}

export function exportHeader(locale: Locale): string[] {
  return inventoryFileColumns.map((column) => translate(locale, `inventoryColumns.${column}`));
}

/** A CSV cell: text a spreadsheet would run as a formula (=, +, -, @) gets a leading quote. */
function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Writes items as CSV (UTF-8 with a BOM, so Excel shows Korean correctly) to `out`. */
export async function writeCsv(out: Writable, style: ExportStyle, items: AsyncIterable<InventoryItem>): Promise<void> {
  const csv = stringify({ bom: true });
  csv.pipe(out);
  const write = async (record: string[]) => {
    if (!csv.write(record)) await once(csv, "drain");
  };
  await write(exportHeader(style.locale));
  for await (const item of items) {
    const cells = exportCells(item, style.timeZone);
    await write(inventoryFileColumns.map((column) => csvCell(cells[column])));
  }
  csv.end();
  await once(out, "finish");
}

/** Writes items as an XLSX workbook, streamed row by row, to `out`. */
export async function writeXlsx(out: Writable, style: ExportStyle, items: AsyncIterable<InventoryItem>): Promise<void> {
  async function* rows() {
    for await (const item of items) {
      const cells = exportCells(item, style.timeZone);
      yield inventoryFileColumns.map((column) => cells[column]);
    }
  }
  await writeXlsxRows(out, "Inventory", exportHeader(style.locale), rows());
}

/** One cell of a streamed sheet. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** Writes a header and rows as a one-sheet XLSX workbook, streamed row by row (order exports use it too). */
export async function writeXlsxRows(
  out: Writable,
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly SheetCell[]> | Iterable<readonly SheetCell[]>,
): Promise<void> {
  const { stream } = await excel();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).commit();
  for await (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
}
