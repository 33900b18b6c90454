import type { Role } from "@enote/shared";

/** The signed-in member a request acts for. */
export interface Actor {
  memberIdx: number;
  role: Role;
  sessionId: string;
  mustChangePassword: boolean;
}
