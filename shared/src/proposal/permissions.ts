import { isAdministrator } from "../roles";
import type { Decision, Subject } from "../permissions";

/**
 * The proposal rules, for the api's checks and the client's menus alike: its author and the
 * administrators read a proposal; anyone else is told it does not exist (404). Administrators
 * set its status and answer; its author, who sees it, is refused that (403).
 */
export type ProposalAction = "read" | "answer";

export function decideProposal(subject: Subject, action: ProposalAction, proposal: { creatorIdx: number }): Decision {
  const admin = isAdministrator(subject.role);
  const reads = admin || proposal.creatorIdx === subject.memberIdx;
  if (!reads) return { allowed: false, code: "NOT_FOUND" };
  if (action === "read" || admin) return { allowed: true };
  return { allowed: false, code: "NO_MODIFY_AUTHORITY" };
}

/** Whether the subject's list holds everyone's proposals, not only their own. */
export function seesAllProposals(subject: Pick<Subject, "role">): boolean {
  return isAdministrator(subject.role);
}
