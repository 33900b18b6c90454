import type * as Y from "yjs";

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The one changed range between two strings: keep `prefix` and `suffix`, replace the middle. */
export function changedRange(before: string, after: string): { index: number; remove: number; insert: string } {
  let prefix = 0;
  const maxPrefix = Math.min(before.length, after.length);
  while (prefix < maxPrefix && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  // Never split a surrogate pair (emoji, rare CJK): Y.Text counts UTF-16 units.
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix -= 1;
  let suffix = 0;
  const maxSuffix = Math.min(before.length, after.length) - prefix;
  while (
    suffix < maxSuffix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix += 1;
  }
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix -= 1;
  return {
    index: prefix,
    remove: before.length - prefix - suffix,
    insert: after.slice(prefix, after.length - suffix),
  };
}

/**
 * Applies a typed value to a Y.Text as one minimal delete + insert, so two people typing in one
 * cell at the same time both keep their characters.
 */
export function applyTextChange(text: Y.Text, after: string, origin: unknown): void {
  const before = text.toString();
  if (before === after) return;
  const { index, remove, insert } = changedRange(before, after);
  const doc = text.doc;
  const run = () => {
    if (remove > 0) text.delete(index, remove);
    if (insert) text.insert(index, insert);
  };
  if (doc) doc.transact(run, origin);
  else run();
}

type Delta = { insert?: unknown; delete?: number; retain?: number }[];

/** Where a caret at `position` ends up after someone else's change. */
export function mapPosition(position: number, delta: Delta): number {
  let index = 0;
  let mapped = position;
  for (const op of delta) {
    if (index > position) break;
    if (op.retain !== undefined) {
      index += op.retain;
    } else if (typeof op.insert === "string") {
      if (index < position) mapped += op.insert.length;
      index += op.insert.length;
    } else if (op.delete !== undefined) {
      if (index < position) mapped -= Math.min(op.delete, position - index);
    }
  }
  return Math.max(0, mapped);
}
