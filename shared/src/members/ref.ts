import { z } from "zod";

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

/** The catalogue's texts (ui.ts, `members`) a member's name may need. */
export type MemberNameKey = "members.former" | "members.leftName";

/** The catalogue's text of a key in the reader's language: `translate` on the api, i18next in the client. */
export type SayMemberText = (key: MemberNameKey, params?: { name: string }) => string;

/**
 * How any record shows a member, in the reader's language: the name, marked "(left)" / "(탈퇴)"
 * once they left; "Former member" when no name is kept (members who left before names were kept).
 * The texts come through `say`, so this module never imports the catalogue: the client's first
 * load carries its own language's texts only, not both languages' whole catalogue.
 */
export function displayMemberName(member: Pick<MemberRef, "name" | "left">, say: SayMemberText): string {
  const name = member.name.trim();
  if (name === "") return say("members.former");
  return member.left ? say("members.leftName", { name }) : name;
}
