import type { Role, TokenScope } from "@enote/shared";

/** The personal API token a request came with (issue 38): the member, within a scope. */
export interface ActorToken {
  tokenIdx: number;
  scope: TokenScope;
  /** The one project the token may reach, or null. */
  projectIdx: number | null;
}

/** The signed-in member a request acts for. */
export interface Actor {
  memberIdx: number;
  role: Role;
  sessionId: string;
  mustChangePassword: boolean;
  /** Set when the request came with a personal API token instead of a sign-in. */
  token?: ActorToken;
  /** A token's project restriction, as the permission rule (shared `decide`) reads it. */
  projectLimit?: number | null;
}
