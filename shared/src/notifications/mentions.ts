/** A mention in comment text, as the comment box writes it: `@[name](memberIdx)`. */
const mentionPattern = /@\[([^\]\n]{1,100})\]\((\d{1,10})\)/g;

/** The members a text mentions, each once, in order of first mention, with the name written. */
export function mentionsIn(text: string): { memberIdx: number; name: string }[] {
  const found = new Map<number, string>();
  for (const match of text.matchAll(mentionPattern)) {
    const idx = Number(match[2]);
    if (Number.isSafeInteger(idx) && idx > 0 && !found.has(idx)) found.set(idx, match[1] ?? "");
  }
  return [...found].map(([memberIdx, name]) => ({ memberIdx, name }));
}

/** The members a text mentions, each once, in order of first mention. */
export function mentionedMemberIdxs(text: string): number[] {
  return mentionsIn(text).map((mention) => mention.memberIdx);
}
