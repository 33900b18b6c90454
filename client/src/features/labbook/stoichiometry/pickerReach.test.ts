import type { Group, Subject } from "@enote/shared";
import { describe, expect, it } from "vitest";
import { pickerReach } from "./pickerReach";

const group = (groupIdx: number, myRole: Group["myRole"]): Group => ({
  groupIdx,
  groupName: `Lab ${groupIdx}`,
  signUpCode: null,
  signUpCodeExpiresAt: null,
  labBookCount: 0,
  memberCount: 1,
  projectCount: 0,
  myRole,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const member: Subject = { memberIdx: 7, role: "FRONT" };
const administrator: Subject = { memberIdx: 1, role: "ADMIN" };

describe("the reaction table's inventory picker in a book of lab 1", () => {
  it("searches lab 1's inventory for its members and managers", () => {
    expect(pickerReach(member, 1, [group(1, "member")])).toBe("search");
    expect(pickerReach(member, 1, [group(2, "member"), group(1, "manager")])).toBe("search");
  });

  it("tells a MoA partner from lab 2 that their inventory is not linked, instead of asking (404)", () => {
    expect(pickerReach(member, 1, [group(2, "manager")])).toBe("notLinked");
    expect(pickerReach(member, 1, [])).toBe("notLinked");
  });

  it("searches for an administrator, who reads every lab's inventory", () => {
    expect(pickerReach(administrator, 1, undefined)).toBe("search");
  });

  it("waits for the member's groups before deciding", () => {
    expect(pickerReach(member, 1, undefined)).toBe("pending");
  });
});
