import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { groupMembers, members } from "../db/schema";
import { memberName } from "../members/name";
import type { MemberRef } from "../comments/subject";

/** Most members an installation notice's comment may offer to mention. */
const installationMentionMax = 500;

/** Active members who read a group's things, or (groupIdx null) every active member. */
export function communityMentionable(db: Db, groupIdx: number | null): Promise<MemberRef[]> {
  const columns = { memberIdx: members.memberIdx, name: memberName() };
  if (groupIdx === null) {
    return db
      .select(columns)
      .from(members)
      .where(eq(members.status, "ACTIVE"))
      .orderBy(asc(memberName()))
      .limit(installationMentionMax);
  }
  return db
    .select(columns)
    .from(members)
    .innerJoin(groupMembers, and(eq(groupMembers.memberIdx, members.memberIdx), eq(groupMembers.groupIdx, groupIdx)))
    .where(eq(members.status, "ACTIVE"))
    .orderBy(asc(memberName()));
}
