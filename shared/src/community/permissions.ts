import { decide, type Decision, type GroupStanding, type Subject } from "../permissions";
import { isAdministrator } from "../roles";

/**
 * Notices and board posts, on top of the one permission rule (`decide`): a group's things are
 * seen by whoever sees the group (`group.view`, else 404) and managed by whoever manages it
 * (`group.manage`); installation notices are read by every member and written by administrators.
 */
export type CommunityAction = "read" | "write" | "delete";

const allow: Decision = { allowed: true };

/** A notice: `group` null for one to the whole installation. */
export function decideNotice(subject: Subject, action: CommunityAction, group: GroupStanding | null): Decision {
  if (group === null) {
    if (action === "read" || isAdministrator(subject.role)) return allow;
    return { allowed: false, code: action === "delete" ? "NO_DELETE_AUTHORITY" : "NO_MODIFY_AUTHORITY" };
  }
  if (action === "read") return decide(subject, "group.view", { group });
  const managed = decide(subject, "group.manage", { group });
  if (managed.allowed || managed.code === "NOT_FOUND" || action === "write") return managed;
  return { allowed: false, code: "NO_DELETE_AUTHORITY" };
}

/**
 * A board post (or, without `isWriter`, posting one): whoever sees the group reads and posts;
 * the writer edits; the writer and the group's managers delete.
 */
export function decideBoard(
  subject: Subject,
  action: CommunityAction | "post",
  facts: { group: GroupStanding; isWriter?: boolean },
): Decision {
  const seen = decide(subject, "group.view", { group: facts.group });
  if (!seen.allowed || action === "read" || action === "post") return seen;
  if (action === "write") return facts.isWriter ? allow : { allowed: false, code: "NO_MODIFY_AUTHORITY" };
  if (facts.isWriter || decide(subject, "group.manage", { group: facts.group }).allowed) return allow;
  return { allowed: false, code: "NO_DELETE_AUTHORITY" };
}
