/** Escapes `LIKE`'s wildcards, so the %, _ and \ a member typed match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** `LIKE` pattern for "contains text": control characters blanked, wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.replace(/\p{Cc}/gu, " "))}%`;
}
