import { formatMemberName, type Member } from "@enote/shared";
import { messageText } from "../i18n";

/** The member's name as every screen (and the api's lists) show it. */
export function memberDisplayName(member: Pick<Member, "firstName" | "lastName">): string {
  return formatMemberName(member);
}

/** A member a record names (writer, creator): "Former member" once their name was erased on leaving. */
export function namedMember(name: string): string {
  return name.trim() || messageText({ key: "dashboard.formerMember" });
}
