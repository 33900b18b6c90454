/**
 * The one text rule of E-Note: what characters any string the api accepts may hold.
 *
 * Refused everywhere: NUL and the other C0 control characters except tab, line feed and carriage
 * return; DEL and the C1 controls; and UTF-16 halves without their partner (lone surrogates),
 * which no keyboard produces and which PostgreSQL cannot store (NUL) or would store as something
 * else than was sent (a lone surrogate). Single-line fields (names, ids, titles) also refuse tab
 * and line breaks, which multi-line text (memos, notes) keeps.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule is about
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, for removal
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const lineBreakOrTab = /[\t\n\r\u2028\u2029]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate.source, "g");

export type TextProblem = "control" | "lineBreak";

/** Why a string may not be accepted, or null when it may. */
export function textProblem(value: string, options: { multiline: boolean }): TextProblem | null {
  if (controlCharacter.test(value) || loneSurrogate.test(value)) return "control";
  if (!options.multiline && lineBreakOrTab.test(value)) return "lineBreak";
  return null;
}

/** The i18n key of a problem's message. */
export const textProblemMessage: Record<TextProblem, string> = {
  control: "validation.controlCharacter",
  lineBreak: "validation.singleLine",
};

/**
 * The same rule applied by removal, for text that arrives where nothing can be refused (what a
 * member typed into a live document, cells of an imported spreadsheet): controls are dropped and
 * lone surrogates become U+FFFD.
 */
export function cleanText(value: string): string {
  return value.replace(controlCharacters, "").replace(loneSurrogates, "\uFFFD");
}

/** A found problem and where: the path of the first bad string in a JSON-like value. */
export interface FoundTextProblem {
  path: (string | number)[];
  problem: TextProblem;
}

/** A place in a walked value, linked to its parent so that deep values cost no copies. */
interface Place {
  key: string | number;
  up: Place | null;
}

function pathOf(place: Place | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.up) path.unshift(at.key);
  return path;
}

/**
 * Walks a parsed JSON body, query or route parameters and reports the first string (a key or a
 * value) that breaks the rule; multi-line text is allowed here, single-line fields check the rest.
 * Iterative, so a hostile body nested thousands deep cannot overflow the stack.
 */
export function findTextProblem(root: unknown): FoundTextProblem | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value: root, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, place } = next;
    if (typeof value === "string") {
      const problem = textProblem(value, { multiline: true });
      if (problem) return { path: pathOf(place), problem };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        pending.push({ value: value[index], place: { key: index, up: place } });
      }
    } else if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value)) {
      // An upload's bytes (a Buffer) are a file, not text; anything else is a parsed object.
      for (const [key, item] of Object.entries(value).reverse()) {
        if (textProblem(key, { multiline: false })) return { path: pathOf({ key, up: place }), problem: "control" };
        pending.push({ value: item, place: { key, up: place } });
      }
    }
  }
  return null;
}
