/**
 * A mention of a member in a lab book's text (issue 35): an inline TipTap node `mention` whose
 * attributes are the member's idx and the name shown when it was written. Every view draws it
 * as "@Name"; the api tells the member (if they may read the book) the first time it is stored.
 */
export const bookMention = {
  node: "mention",
  idAttr: "memberIdx",
  nameAttr: "name",
} as const;

export const bookMentionFocus = { param: "focus", value: "mention" } as const;

/**
 * A notification's link to the book a member was mentioned in: the book opens scrolled to the
 * paragraph that mentions the reader, highlighted for a moment.
 */
export function bookMentionLink(lbIdx: number): string {
  return `/labBook/experiment/${lbIdx}?${bookMentionFocus.param}=${bookMentionFocus.value}`;
}

/** How a mention reads in plain text, print, history and share views. */
export function bookMentionText(name: string): string {
  return `@${name}`;
}

/** The member idx of a mention node's attribute (a string in Yjs, a number in TipTap), or null. */
export function bookMentionIdx(value: unknown): number | null {
  const idx =
    typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(idx) && idx > 0 ? idx : null;
}
