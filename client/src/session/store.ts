import { create } from "zustand";
import type { Member, TokenPair } from "@enote/shared";
import { clearStoredTokens, storedAccessToken, storedRefreshToken, storeTokens } from "./tokens";

const returnUrlKey = "returnUrl";

interface SessionState {
  member: Member | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Where to go after signing in: the full path first requested without a token. */
  returnUrl: string | null;
  /** Set by logout until a public page shows, so the guard does not take the logout for a fresh visit. */
  signingOut: boolean;
  setTokens: (pair: TokenPair) => void;
  setMember: (member: Member) => void;
  setReturnUrl: (url: string | null) => void;
  /** The api answered PASSWORD_CHANGE_REQUIRED: the guard sends the member to the new-password screen. */
  requirePasswordChange: () => void;
  /** Forgets member and tokens (localStorage too). */
  clear: () => void;
  /** Another tab changed the tokens. */
  syncTokens: () => void;
  signedOut: () => void;
}

function readReturnUrl(): string | null {
  try {
    return sessionStorage.getItem(returnUrlKey);
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>()((set) => ({
  member: null,
  accessToken: storedAccessToken(),
  refreshToken: storedRefreshToken(),
  returnUrl: readReturnUrl(),
  signingOut: false,
  setTokens: (pair) => {
    storeTokens(pair);
    set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken, signingOut: false });
  },
  setMember: (member) => set({ member }),
  setReturnUrl: (returnUrl) => {
    // Kept in sessionStorage as well, so a reload of the sign-in page still returns there.
    if (returnUrl) sessionStorage.setItem(returnUrlKey, returnUrl);
    else sessionStorage.removeItem(returnUrlKey);
    set({ returnUrl });
  },
  requirePasswordChange: () =>
    set((state) => (state.member ? { member: { ...state.member, mustChangePassword: true } } : state)),
  clear: () => {
    clearStoredTokens();
    set({ member: null, accessToken: null, refreshToken: null, signingOut: true });
  },
  syncTokens: () => set({ accessToken: storedAccessToken(), refreshToken: storedRefreshToken() }),
  signedOut: () => set({ signingOut: false }),
}));

export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}
