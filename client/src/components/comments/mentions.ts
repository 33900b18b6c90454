/** A member a comment may mention. */
export interface Mentionable {
  memberIdx: number;
  name: string;
}

export type ContentPart = { kind: "text"; text: string } | { kind: "mention"; memberIdx: number; name: string };

/** `@[name](memberIdx)`: how a mention is written in a comment's plain text. */
const mentionToken = /@\[([^\]\n]{1,100})\]\((\d{1,10})\)/g;

/** Dispatched on a rich-text editor's element when "@" is typed: its mention button opens its member list. */
export const mentionTriggerEvent = "labbook-mention-trigger";

/** Whom the "@" menu offers: every member of the book but the writer himself. */
export function mentionOptions(members: readonly Mentionable[], selfIdx: number): Mentionable[] {
  return members.filter((member) => member.memberIdx !== selfIdx);
}

/** The text a composer inserts for a mention. */
export function mentionText(member: Mentionable): string {
  return `@[${member.name.replace(/[\]\n]/g, " ")}](${member.memberIdx})`;
}

/**
 * A comment's text cut into plain runs and mentions. A token naming someone who may not be
 * mentioned (no longer a member of the book) stays plain text as typed.
 */
export function contentParts(content: string, members: readonly Mentionable[]): ContentPart[] {
  const known = new Map(members.map((member) => [member.memberIdx, member]));
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of content.matchAll(mentionToken)) {
    const member = known.get(Number(match[2]));
    if (!member) continue;
    if (match.index > last) parts.push({ kind: "text", text: content.slice(last, match.index) });
    parts.push({ kind: "mention", memberIdx: member.memberIdx, name: member.name });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ kind: "text", text: content.slice(last) });
  return parts;
}
