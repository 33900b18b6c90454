import { displayMemberName, formatMemberName, type Member, type MemberRef } from "@enote/shared";
import { i18n } from "../i18n";

/** The member's name as every screen (and the api's lists) show it. */
export function memberDisplayName(member: Pick<Member, "firstName" | "lastName">): string {
  return formatMemberName(member);
}

/**
 * A member a record names (writer, author, signer, "by"), in the reader's language: a member who
 * left keeps their name, marked "(left)" / "(탈퇴)" (shared displayMemberName decides how).
 */
export function namedMember(member: Pick<MemberRef, "name" | "left">): string {
  return displayMemberName(member, (key, params) => i18n.t(key, params));
}
