import { eq } from "drizzle-orm";
import type { Member } from "@enote/shared";
import type { Db } from "../db/client";
import { members } from "../db/schema";
import { AppError } from "../lib/errors";

type MemberRow = typeof members.$inferSelect;

export function toMember(row: MemberRow): Member {
  return {
    memberIdx: row.memberIdx,
    memberId: row.memberId ?? "",
    email: row.email ?? "",
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    initial: row.initial,
    organization: row.organization,
    phone: row.phone,
    role: row.role,
    newsletter: row.newsletter,
    agreeTerms: row.agreeTerms,
    agreePrivacy: row.agreePrivacy,
    registeredAt: row.registeredAt.toISOString(),
    lastLoginDateTime: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    mustChangePassword: row.mustChangePassword,
  };
}

/** The member row, or 404 when there is none (or it left). */
export async function loadMemberRow(db: Db, memberIdx: number): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.memberIdx, memberIdx));
  if (!row || row.status === "LEFT") throw new AppError("NOT_FOUND");
  return row;
}
