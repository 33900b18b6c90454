import { decide, type Action, type Facts, type Role, type Subject } from "@enote/shared";
import { AppError } from "./errors";

/**
 * Asks the one permission rule (shared `decide`) and throws its refusal: NOT_FOUND (404) for
 * what the subject may not see, a 403 code for what they see but may not do.
 */
export function authorize(subject: Subject, action: Action, facts: Facts = {}, newRole?: Role): void {
  const { memberIdx, role, projectLimit } = subject;
  const decision = decide({ memberIdx, role, projectLimit }, action, facts, newRole);
  if (!decision.allowed) throw new AppError(decision.code);
}
