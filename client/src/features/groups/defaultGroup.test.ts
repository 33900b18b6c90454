import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Group } from "@enote/shared";
import { chooseGroup, watchedGroups, withStanding } from "./defaultGroup";

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

describe("the community forms' default group", () => {
  // The board lists every lab to an administrator, by name, without saying which is theirs.
  const listed = [
    { groupIdx: 2, groupName: "Alpha lab" },
    { groupIdx: 1, groupName: "Beta lab" },
  ];

  it("is the administrator's own lab, known from their groups list", () => {
    const mine = [group(2, "Alpha lab", null), group(1, "Beta lab", "manager")];
    expect(chooseGroup(withStanding(listed, mine), null, null)).toBe(1);
  });

  it("is the group the list was filtered to, when listed", () => {
    expect(chooseGroup(withStanding(listed, [group(1, "Beta lab", "member")]), 2, null)).toBe(2);
  });

  it("counts a group missing from the member's list as not theirs", () => {
    expect(withStanding(listed, [group(1, "Beta lab", "member")])).toEqual([
      { groupIdx: 2, myRole: null },
      { groupIdx: 1, myRole: "member" },
    ]);
  });
});

const sourceRoot = join(__dirname, "..", "..");

function screenFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return screenFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

describe("screens with a group to open on", () => {
  it("take it from chooseGroup, never the first group of a list", () => {
    // `groups[0]?.groupIdx` is another lab for an administrator whose lab is not first alphabetically.
    const firstOfList = /\[0\]\??\.groupIdx/;
    const offenders = screenFiles(sourceRoot)
      .filter((path) => firstOfList.test(readFileSync(path, "utf8")))
      .map((path) => relative(sourceRoot, path));
    expect(offenders).toEqual([]);
  });
});
