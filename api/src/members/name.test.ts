import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formatMemberName } from "@enote/shared";
import { members } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { signUpTestMember, type TestMember } from "../test/factories";
import { memberName } from "./name";

let app: TestApp;
let member: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  member = await signUpTestMember(app);
});
afterAll(async () => {
  await app?.close();
});

/** [lastName, firstName, the name every screen shows]. */
const cases: [string, string, string][] = [
  ["김", "민지", "김민지"],
  ["남궁", "민", "남궁민"],
  ["Kim", "Minji", "Minji Kim"],
  ["Curie", "Marie", "Marie Curie"],
  ["O'Brien", "Seán", "Seán O'Brien"],
  // One Hangul part is enough for family-name-first.
  ["김", "Minji", "김Minji"],
  ["Kim", "민지", "Kim민지"],
  // Compatibility jamo count as Hangul too.
  ["ㄱ", "Jamo", "ㄱJamo"],
  [" 김 ", " 민지 ", "김민지"],
  ["Curie", " ", "Curie"],
  ["", "Ada", "Ada"],
  ["", "", ""],
];

describe("memberName (SQL) and formatMemberName (shared)", () => {
  it.each(cases)("write %j %j the same way: %j", async (lastName, firstName, expected) => {
    const db = app.database.db;
    await db.update(members).set({ lastName, firstName }).where(eq(members.memberIdx, member.memberIdx));
    const [row] = await db
      .select({ sql: memberName(), lastName: members.lastName, firstName: members.firstName })
      .from(members)
      .where(eq(members.memberIdx, member.memberIdx));
    if (!row) throw new Error("no member row");
    expect(formatMemberName(row)).toBe(expected);
    expect(row.sql).toBe(expected);
  });
});
