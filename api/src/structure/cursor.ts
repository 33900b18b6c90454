import { AppError } from "../lib/errors";

/** Where a source's next page starts: after a key (matching in order), at an offset (by similarity), or done. */
export type SourceCursor =
  { kind: "start" } | { kind: "key"; key: (number | string)[] } | { kind: "offset"; offset: number } | { kind: "done" };

export interface SearchCursor {
  inventory: SourceCursor;
  books: SourceCursor;
}

const start: SearchCursor = { inventory: { kind: "start" }, books: { kind: "start" } };

function sourceOf(value: unknown): SourceCursor {
  if (value === null) return { kind: "done" };
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return { kind: "offset", offset: value };
  if (
    Array.isArray(value) &&
    value.length <= 3 &&
    value.every((part) => typeof part === "number" || (typeof part === "string" && part.length <= 20))
  ) {
    return { kind: "key", key: value as (number | string)[] };
  }
  throw new AppError("VALIDATION_FAILED", undefined, { issues: [{ path: ["cursor"], message: "validation.invalid" }] });
}

/** The cursor a page's answer gave (base64url JSON); absent: the first page. A foreign one → 400. */
export function readCursor(text: string | undefined): SearchCursor {
  if (!text) return start;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== "object" || parsed === null || !("i" in parsed) || !("b" in parsed)) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      issues: [{ path: ["cursor"], message: "validation.invalid" }],
    });
  }
  return { inventory: sourceOf(parsed.i), books: sourceOf(parsed.b) };
}

const encode = (source: SourceCursor) =>
  source.kind === "done" ? null : source.kind === "offset" ? source.offset : source.kind === "key" ? source.key : 0;

/** The next page's cursor, or null when both sources are done. */
export function writeCursor(cursor: SearchCursor): string | null {
  if (cursor.inventory.kind === "done" && cursor.books.kind === "done") return null;
  return Buffer.from(JSON.stringify({ i: encode(cursor.inventory), b: encode(cursor.books) })).toString("base64url");
}
