import { formatMemberName, type Member } from "@enote/shared";

/** The member's name as every screen (and the api's lists) show it. */
export function memberDisplayName(member: Pick<Member, "firstName" | "lastName">): string {
  return formatMemberName(member);
}
