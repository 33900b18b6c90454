import { z } from "zod";
import { translate, type Locale } from "../i18n";

/**
 * A member a record names (author, writer, signer, "by"). A member who left keeps their name on
 * what they wrote, signed or checked; `left` says they are no longer a member, and
 * `displayMemberName` is the one place that says how that reads.
 */
export const memberRef = z.object({
  memberIdx: z.number().int(),
  /** The name as it was when the member left (formatMemberName's order). */
  name: z.string(),
  /** True once the member left the installation. */
  left: z.boolean(),
});
export type MemberRef = z.infer<typeof memberRef>;

/**
 * How any record shows a member, in the reader's language: the name, marked "(left)" / "(탈퇴)"
 * once they left; "Former member" when no name is kept (members who left before names were kept).
 */
export function displayMemberName(member: Pick<MemberRef, "name" | "left">, locale: Locale): string {
  const name = member.name.trim();
  if (name === "") return translate(locale, "members.former");
  return member.left ? translate(locale, "members.leftName", { name }) : name;
}
