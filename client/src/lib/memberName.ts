import type { Member } from "@enote/shared";

const hangul = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** Names in Hangul are written family name first without a space (김민지); others given name first (Minji Kim). */
export function memberDisplayName(member: Pick<Member, "firstName" | "lastName">): string {
  const first = member.firstName.trim();
  const last = member.lastName.trim();
  if (hangul.test(first) || hangul.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(" ");
}
