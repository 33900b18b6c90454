import { formatMemberName } from "../format";

/**
 * What the others see of a member in an open document (caret label, "who is here"): the awareness
 * `user` field. The collab server writes it from the member's account, so nobody can pass for
 * someone else; the editor announces the same.
 */
export interface MemberPresence {
  memberIdx: number;
  name: string;
  initial: string;
  color: string;
}

/** Dark enough for white caret labels; a member keeps one colour in every book and browser. */
const palette = [
  "#1864ab",
  "#c92a2a",
  "#2b8a3e",
  "#862e9c",
  "#d9480f",
  "#0b7285",
  "#a61e4d",
  "#364fc7",
  "#5c940d",
  "#e67700",
  "#087f5b",
  "#5f3dc4",
] as const;

export function memberColor(memberIdx: number): string {
  return palette[Math.abs(Math.trunc(memberIdx)) % palette.length] ?? palette[0];
}

export function memberPresence(member: {
  memberIdx: number;
  firstName: string;
  lastName: string;
  initial: string;
}): MemberPresence {
  return {
    memberIdx: member.memberIdx,
    name: formatMemberName(member),
    initial: member.initial,
    color: memberColor(member.memberIdx),
  };
}
