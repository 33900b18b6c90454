import {
  calculateReactionTables,
  formatDateTime,
  formatFileSize,
  printedCells,
  printedColumns,
  printedName,
  reactionCells,
  translate,
  type BookContent,
  type BookSignature,
  type LabBookStatus,
  type Locale,
  type ReactionRowCalc,
  type SignatureRole,
  type StoichiometryTable,
} from "@enote/shared";
import type { VersionMemo } from "./content";
import type { DrawnStructure } from "./structures";
import { escapeXml } from "./svg";

/** The facts book.html opens with. */
export interface HtmlBook {
  title: string;
  seqNo: string;
  writerName: string;
  status: LabBookStatus;
  createdAt: Date;
  modifiedAt: Date;
  completedAt: Date | null;
  snapshotSha256: string | null;
}

/** A book's reaction tables as their rows' JSON (Y.Map#toJSON: typed cells are strings). */
export interface HtmlTables {
  reactants: Array<Record<string, unknown>>;
  supplies: Array<Record<string, unknown>>;
  products: Array<Record<string, unknown>>;
}

export interface HtmlAttachment {
  /** Path inside the book's folder. */
  path: string;
  name: string;
  size: number;
  sha256: string;
}

export interface BookHtmlInput {
  locale: Locale;
  book: HtmlBook;
  content: BookContent;
  tables: HtmlTables;
  /** Structures drawn from the rows' SMILES (drawStructures). */
  structures: ReadonlyMap<string, DrawnStructure>;
  memos: VersionMemo[];
  attachments: HtmlAttachment[];
  signatures: BookSignature[];
}

const text = (value: string) => escapeXml(value);
const href = (path: string) => escapeXml(path.split("/").map(encodeURIComponent).join("/"));
const cellOf = (row: Record<string, unknown>) => (key: string) => {
  const value = row[key];
  return typeof value === "string" ? value : "";
};

/** A reactants or products table with the screen's columns, units and computed values. */
function stoichiometryTable(
  input: BookHtmlInput,
  table: StoichiometryTable,
  rows: Array<Record<string, unknown>>,
  calcs: ReactionRowCalc[],
): string {
  const t = (key: string, params?: Record<string, string | number>) => text(translate(input.locale, key, params));
  const head = printedColumns(table)
    .map((column) => `<th>${t(`stoichiometry.columns.${column}`)}</th>`)
    .join("");
  const body = calcs.map((calc, index) => {
    const cell = cellOf(rows[index] ?? {});
    const name = cell("name");
    const structure = input.structures.get(calc.reading.smiles);
    const picture = structure
      ? `<img class="structure" src="data:image/svg+xml;base64,${Buffer.from(structure.svg).toString("base64")}" alt="${t("stoichiometry.structure.alt", { name: name || calc.reading.smiles })}">`
      : "";
    const facts = printedName(calc);
    const sub = (value: string) => `<div class="sub">${value}</div>`;
    const formula = facts.formula
      ? sub(
          `${text(facts.formula.entered)}${facts.formula.hill ? ` (${t("stoichiometry.hillOrder")}: ${text(facts.formula.hill)})` : ""}`,
        )
      : "";
    const nameCell = [
      text(name),
      facts.limiting ? ` (${t("stoichiometry.columns.limiting")})` : "",
      facts.cas ? sub(t("stoichiometry.cas", { cas: facts.cas })) : "",
      formula,
      facts.legacyAmount ? sub(t("stoichiometry.oldAmount", { text: facts.legacyAmount })) : "",
    ].join("");
    const values = printedCells(table, calc, cell).map(({ column, text: value, typed }) => {
      const shown = typed && calc.reading.basis === column ? `<strong>${text(value)}</strong>` : text(value);
      return `<td data-column="${column}">${shown}</td>`;
    });
    return `<tr><td>${index + 1}</td><td data-column="structure">${picture}</td><td data-column="name">${nameCell}</td>${values.join("")}</tr>`;
  });
  return `<h2>${t(`labBook.tables.${table}`)}</h2>\n<table class="stoich"><thead><tr><th>#</th>${head}</tr></thead><tbody>\n${body.join("\n")}\n</tbody></table>`;
}

/** The supplies table: name, amount, unit and note, as the screen has them. */
function suppliesTable(input: BookHtmlInput): string {
  const t = (key: string) => text(translate(input.locale, key));
  const head = reactionCells.map((cell) => `<th>${t(`labBook.tables.cells.${cell}`)}</th>`).join("");
  const body = input.tables.supplies
    .map((row, index) => {
      const cell = cellOf(row);
      return `<tr><td>${index + 1}</td>${reactionCells.map((key) => `<td>${text(cell(key))}</td>`).join("")}</tr>`;
    })
    .join("\n");
  return `<h2>${t("labBook.tables.supplies")}</h2>\n<table><thead><tr><th>#</th>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** Writer and checker in force, with their time-stamps, as the printed book's signature block. */
function signatureBlock(input: BookHtmlInput): string {
  const t = (key: string) => text(translate(input.locale, key));
  const inForce = input.signatures.filter((signature) => signature.withdrawnAt === null);
  const latest = (role: SignatureRole) => inForce.filter((signature) => signature.role === role).at(-1);
  const row = (role: SignatureRole) => {
    const label = t(role === "WRITER" ? "signing.print.writer" : "signing.print.checker");
    const signature = latest(role);
    if (!signature) return `<tr><th>${label}</th><td colspan="4">${t("signing.print.unsigned")}</td></tr>`;
    const stamp = signature.timestamp
      ? `${text(formatDateTime(signature.timestamp.time))} · ${text(signature.timestamp.tsa)}`
      : t("signing.print.notTimestamped");
    return `<tr><th>${label}</th><td>${text(signature.member.name)}</td><td>${text(formatDateTime(signature.signedAt))}</td><td>${text(signature.meaning ?? translate(input.locale, `signing.meaningDefault.${role}`))}</td><td data-column="timestamp">${stamp}</td></tr>`;
  };
  const last = latest("CHECKER") ?? latest("WRITER");
  const facts = last
    ? `<p>${t("signing.print.contentHash")}: <code>${text(last.contentHash)}</code></p>\n<p>${t("signing.print.keyId")}: <code>${text(last.keyId)}</code></p>`
    : "";
  return `<h2>${t("signing.print.title")}</h2>
<table class="signatures"><thead><tr><th></th><th>${t("signing.print.name")}</th><th>${t("signing.print.date")}</th><th>${t("signing.print.meaning")}</th><th>${t("signing.print.timestamp")}</th></tr></thead>
<tbody>${row("WRITER")}${row("CHECKER")}</tbody></table>
${facts}`;
}

/**
 * book.html: the book as a reviewer reads it without E-Note — its facts, sections, reaction tables
 * with the screen's column titles, units and computed values (the shared calculation), structures
 * as pictures, memos as SVG, attachments with size and hash, and the signature block.
 */
export function bookHtml(input: BookHtmlInput): string {
  const { locale, book, content } = input;
  const t = (key: string, params?: Record<string, string | number>) => text(translate(locale, key, params));
  const paragraphs = (value: string) =>
    value === ""
      ? `<p class="empty">${t("history.emptySection")}</p>`
      : value
          .split("\n")
          .map((line) => `<p>${text(line)}</p>`)
          .join("\n");
  const section = (name: string) => {
    const found = content.sections.find((s) => s.section === name);
    return found ? `<h2>${t(`labBook.sections.${found.section}`)}</h2>\n${paragraphs(found.text)}` : "";
  };
  const others = content.sections.filter((s) => s.section !== "goal").map((s) => section(s.section));
  const calcs = calculateReactionTables(
    input.tables.reactants,
    input.tables.products,
    (smiles) => input.structures.get(smiles)?.molWeight ?? null,
  );
  const tables = [
    input.tables.reactants.length > 0
      ? stoichiometryTable(input, "reactants", input.tables.reactants, calcs.reactants)
      : "",
    input.tables.supplies.length > 0 ? suppliesTable(input) : "",
    input.tables.products.length > 0
      ? stoichiometryTable(input, "products", input.tables.products, calcs.products)
      : "",
  ].join("\n");
  const memoList = input.memos
    .map(
      (memo) =>
        `<figure><img src="memos/memo-${memo.memoIdx}.svg" alt="${text(memo.title)}"><figcaption>${text(memo.title)}</figcaption></figure>`,
    )
    .join("\n");
  const attachmentRows = input.attachments
    .map(
      (file) =>
        `<tr><td><a href="${href(file.path)}">${text(file.name)}</a></td><td>${text(formatFileSize(file.size))}</td><td><code>${text(file.sha256)}</code></td></tr>`,
    )
    .join("\n");
  const attachments =
    input.attachments.length > 0
      ? `<h2>${t("history.eln.attachments")}</h2>\n<table><thead><tr><th>${t("history.eln.attachmentName")}</th><th>${t("history.eln.attachmentSize")}</th><th>${t("history.eln.attachmentHash")}</th></tr></thead><tbody>\n${attachmentRows}\n</tbody></table>`
      : "";
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${text(value)}</td></tr>`;
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
<head><meta charset="utf-8"><title>${text(book.title)}</title>
<style>body{font-family:sans-serif;max-width:70rem;margin:2rem auto;line-height:1.5}table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}img{max-width:100%;border:1px solid #eee}img.structure{max-width:8rem;max-height:6rem;border:0}.sub{color:#555;font-size:.85em}.empty{color:#888}</style>
</head>
<body>
<h1>${text(book.title)}</h1>
<table>
${row(t("history.eln.bookOf", { number: book.seqNo }), book.seqNo)}
${row(t("history.eln.writer"), book.writerName)}
${row(t("history.eln.status"), translate(locale, `labBook.status.${book.status}`))}
${row(t("history.eln.created"), formatDateTime(book.createdAt))}
${row(t("history.eln.modified"), formatDateTime(book.modifiedAt))}
${book.completedAt ? row(t("history.eln.completed"), formatDateTime(book.completedAt)) : ""}
${book.snapshotSha256 ? row(t("history.eln.snapshotHash"), book.snapshotSha256) : ""}
</table>
${section("goal")}
${tables}
${others.join("\n")}
${input.memos.length > 0 ? `<h2>${t("history.eln.memos")}</h2>\n${memoList}` : ""}
${attachments}
${input.signatures.length > 0 ? signatureBlock(input) : ""}
<p class="empty">${t("history.eln.exported", { date: formatDateTime(new Date()) })}</p>
</body>
</html>
`;
}
