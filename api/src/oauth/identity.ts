import type { SocialProvider } from "@enote/shared";

/** A person as the provider confirmed them: its own id of them, and what it shared. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  profile: { email: string | null; name: string | null; nickName: string | null; organization?: string | null };
}
