// What the commands tell the operator.
import type { DumpSummary, TableCount } from "./dump";
import type { RestoreSummary } from "./restore";

const counted = (n: number, one: string, many: string): string =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const rowsOf = (tables: TableCount[]): number => tables.reduce((sum, { rows }) => sum + rows, 0);

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The rows of each table, one line each, the counts aligned. */
function tableLines(tables: TableCount[]): string[] {
  const width = Math.max(0, ...tables.map(({ table }) => table.length));
  return tables.map(({ table, rows }) => `  ${table.padEnd(width)}  ${rows.toLocaleString("en-US").padStart(9)}`);
}

const filesReminder =
  "Uploaded files (MSDS PDFs, structure images) are kept in <ENOTE_DATA_DIR>/files, not in the database: npm run backup takes both in one archive.";

export function dumpReport(summary: DumpSummary & { bytes: number }, file: string, seconds: number): string {
  return [
    `Dumped ${counted(rowsOf(summary.tables), "row", "rows")} of ${counted(summary.tables.length, "table", "tables")} ` +
      `and ${counted(summary.sequences, "sequence", "sequences")} at migration ${summary.level.idx} (${summary.level.tag}) ` +
      `to ${file}: ${size(summary.bytes)} in ${seconds.toFixed(1)} s.`,
    filesReminder,
  ].join("\n");
}

export function restoreReport(summary: RestoreSummary, seconds: number): string {
  const { level, created } = summary.header;
  return [
    `Restored the dump of ${created} (migration ${level.idx}, ${level.tag}) in ${seconds.toFixed(1)} s: ` +
      `${counted(rowsOf(summary.tables), "row", "rows")} and ${counted(summary.sequences, "sequence", "sequences")}.`,
    ...tableLines(summary.tables),
    "Start E-Note as usual (npm start): it applies the migrations newer than the dump itself.",
    filesReminder,
  ].join("\n");
}
