import type { MemberRef } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { namedMember } from "../lib/memberName";

/**
 * A member a record names, as text: "(left)" / "(탈퇴)" after the name of a member who left.
 * Re-renders on a language change; `data-left` lets styles and tests tell a departed member.
 */
export function MemberName({ member }: { member: Pick<MemberRef, "name" | "left"> }) {
  useTranslation();
  return <span data-left={member.left ? "true" : undefined}>{namedMember(member)}</span>;
}
