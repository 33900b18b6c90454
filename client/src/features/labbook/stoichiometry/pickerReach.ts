import { can, type Group, type Subject } from "@enote/shared";

/**
 * What the reaction table's inventory picker can do in a book of `bookGroupIdx`:
 * - `search`: the member reads that group's inventory (a member of the lab, or an administrator);
 * - `notLinked`: they do not (a MoA partner writing in the host lab's book): their own inventory is
 *   not linked to the host lab and the host's answers 404, so the picker says so and asks nothing;
 * - `pending`: the member's groups are not known yet.
 * The same rule as the server's (`inventory.read`), so the picker never asks what it may not read.
 */
export type PickerReach = "search" | "notLinked" | "pending";

export function pickerReach(subject: Subject, bookGroupIdx: number, groups: readonly Group[] | undefined): PickerReach {
  if (can(subject, "inventory.read", { group: "none" })) return "search";
  if (groups === undefined) return "pending";
  const group = groups.find((candidate) => candidate.groupIdx === bookGroupIdx);
  return can(subject, "inventory.read", { group: group?.myRole ?? "none" }) ? "search" : "notLinked";
}
