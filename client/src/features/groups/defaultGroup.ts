import type { CommunityGroup, Group } from "@enote/shared";

/** What choosing a group needs to know of each: which it is, and the member's standing in it. */
export type ChoosableGroup = Pick<Group, "groupIdx" | "myRole">;

/**
 * The group a screen opens on: the one asked for (`?groupIdx=`) when listed, else the one chosen
 * last time if the member is in it, else the member's own first group. An administrator sees every
 * group but lands in their own; another lab's group is only opened when asked for. The first listed
 * group is the answer only for someone in no group at all.
 */
export function chooseGroup(
  groups: readonly ChoosableGroup[],
  asked: number | null,
  remembered: number | null,
): number | null {
  const listed = (idx: number | null) => (idx !== null && groups.some((group) => group.groupIdx === idx) ? idx : null);
  const own = groups.filter((group) => group.myRole !== null);
  const mine = (idx: number | null) => (idx !== null && own.some((group) => group.groupIdx === idx) ? idx : null);
  return listed(asked) ?? mine(remembered) ?? own[0]?.groupIdx ?? groups[0]?.groupIdx ?? null;
}

/**
 * Community lists (board, notices) name their groups without the member's standing; the member's
 * groups list (`useGroups`) knows it. A group missing from that list counts as not the member's.
 */
export function withStanding(listed: readonly CommunityGroup[], mine: readonly ChoosableGroup[]): ChoosableGroup[] {
  const standing = new Map(mine.map((group) => [group.groupIdx, group.myRole]));
  return listed.map((group) => ({ groupIdx: group.groupIdx, myRole: standing.get(group.groupIdx) ?? null }));
}

/**
 * The groups a screen watches without being asked (the book feed's live feeds and meeting records):
 * the member's own, or the one group picked explicitly. An administrator's other labs are not
 * fetched until picked (their meeting lists answer 404 to a non-member).
 */
export function watchedGroups(groups: readonly Group[], picked: number | null): number[] {
  if (picked !== null) return groups.some((group) => group.groupIdx === picked) ? [picked] : [];
  return groups.filter((group) => group.myRole !== null).map((group) => group.groupIdx);
}
