import { describe, expect, it } from "vitest";
import type { Group } from "@enote/shared";
import { chooseGroup, watchedGroups } from "./defaultGroup";

const group = (groupIdx: number, groupName: string, myRole: Group["myRole"]): Group => ({
  groupIdx,
  groupName,
  signUpCode: null,
  signUpCodeExpiresAt: null,
  labBookCount: 0,
  memberCount: 1,
  projectCount: 0,
  myRole,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("the group a screen opens on", () => {
  // An administrator of two labs sees both, alphabetically; they are a member of the second only.
  const groups = [group(2, "Alpha lab", null), group(1, "Beta lab", "member")];

  it("is the administrator's own group, not the first listed", () => {
    expect(chooseGroup(groups, null, null)).toBe(1);
  });

  it("is another lab's group only when asked for", () => {
    expect(chooseGroup(groups, 2, null)).toBe(2);
    expect(chooseGroup(groups, null, 2)).toBe(1);
  });

  it("is the remembered group when the member is in it, and ignores a group not listed", () => {
    const three = [...groups, group(3, "Gamma lab", "manager")];
    expect(chooseGroup(three, null, 3)).toBe(3);
    expect(chooseGroup(three, 9, 9)).toBe(1);
  });

  it("is the first listed for someone in no group, and none when nothing is listed", () => {
    expect(chooseGroup([group(2, "Alpha lab", null)], null, null)).toBe(2);
    expect(chooseGroup([], null, null)).toBeNull();
  });

  it("watches only the member's own groups unless another is picked", () => {
    expect(watchedGroups(groups, null)).toEqual([1]);
    expect(watchedGroups(groups, 2)).toEqual([2]);
    expect(watchedGroups(groups, 9)).toEqual([]);
  });
});
