// Splits a plain SQL dump into its statements, as psql reads them: a semicolon ends a statement
// only outside quotes, dollar-quoted bodies, comments and parentheses. Lines that are psql
// meta-commands (pg_dump writes `\restrict <key>` around a dump) are left out: a server does not
// know them. SQL-standard function bodies (BEGIN ATOMIC … END) are not recognised; pg_dump writes
// them only for functions defined that way, and E-Note's migrations define none.

/** What may continue an identifier or a keyword: a `$` or `'` right after one is no quote. */
const identifierChar = /[\p{L}\p{N}_$]/u;
/** A dollar-quote tag, `$$` or `$name$`, at the start of the text. */
const dollarTag = /^\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u;

/** Index just past the quote that closes the one opening at `open` (a doubled quote is one character). */
function endOfQuoted(sql: string, open: number, quote: "'" | '"', backslashEscapes: boolean): number {
  for (let i = open + 1; i < sql.length; i++) {
    const char = sql[i];
    if (backslashEscapes && char === "\\") i++;
    else if (char === quote) {
      if (sql[i + 1] !== quote) return i + 1;
      i++;
    }
  }
  return sql.length;
}

/** Index just past a block comment opening at `open`; PostgreSQL's block comments nest. */
function endOfBlockComment(sql: string, open: number): number {
  let depth = 0;
  for (let i = open; i < sql.length; i++) {
    if (sql.startsWith("/*", i)) {
      depth++;
      i++;
    } else if (sql.startsWith("*/", i)) {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return sql.length;
}

function endOfLine(sql: string, from: number): number {
  const newline = sql.indexOf("\n", from);
  return newline === -1 ? sql.length : newline + 1;
}

/** The statements of `sql` in order, each without its terminating semicolon and without comments before it. */
export function* sqlStatements(sql: string): Generator<string> {
  /** Where the statement being read begins; -1 until its first character that is not blank or a comment. */
  let start = -1;
  let parentheses = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i] ?? "";
    const previous = i > 0 ? (sql[i - 1] ?? "") : "";
    if (char === "-" && sql[i + 1] === "-") {
      i = endOfLine(sql, i);
      continue;
    }
    if (char === "/" && sql[i + 1] === "*") {
      i = endOfBlockComment(sql, i);
      continue;
    }
    if (start === -1) {
      if (/\s/.test(char)) {
        i++;
        continue;
      }
      if (char === "\\") {
        i = endOfLine(sql, i);
        continue;
      }
      start = i;
    }
    if (char === "'") {
      // E'…' takes backslash escapes; the E must be a word of its own, not the end of one.
      const escaped = /[eE]/.test(previous) && !identifierChar.test(sql[i - 2] ?? "");
      i = endOfQuoted(sql, i, "'", escaped);
    } else if (char === '"') {
      i = endOfQuoted(sql, i, '"', false);
    } else if (char === "$" && !identifierChar.test(previous)) {
      const tag = dollarTag.exec(sql.slice(i, i + 64))?.[0];
      if (tag) {
        const close = sql.indexOf(tag, i + tag.length);
        i = close === -1 ? sql.length : close + tag.length;
      } else i++;
    } else if (char === "(" || char === ")") {
      parentheses += char === "(" ? 1 : -1;
      i++;
    } else if (char === ";" && parentheses <= 0) {
      yield sql.slice(start, i);
      start = -1;
      parentheses = 0;
      i++;
    } else i++;
  }
  if (start !== -1 && sql.slice(start).trim()) yield sql.slice(start).trimEnd();
}
