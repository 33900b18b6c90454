/** A mention in comment text, as the comment box writes it: `@[name](memberIdx)`. */
const mentionPattern = /@\[([^\]\n]{1,100})\]\((\d{1,10})\)/g;

/** The members a text mentions, each once, in order of first mention. */
export function mentionedMemberIdxs(text: string): number[] {
  const found = new Set<number>();
  for (const match of text.matchAll(mentionPattern)) {
    const idx = Number(match[2]);
    if (Number.isSafeInteger(idx) && idx > 0) found.add(idx);
  }
  return [...found];
}
