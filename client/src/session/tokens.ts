import type { TokenPair } from "@enote/shared";

/** Spec §4/§9: the tokens live in localStorage under exactly these names. */
export const tokenStorageKeys = { access: "accessToken", refresh: "refreshToken" } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** localStorage is the source of truth: another tab may have rotated the pair since we last looked. */
export function storedAccessToken(): string | null {
  return read(tokenStorageKeys.access);
}

export function storedRefreshToken(): string | null {
  return read(tokenStorageKeys.refresh);
}

export function storeTokens(pair: TokenPair): void {
  localStorage.setItem(tokenStorageKeys.access, pair.accessToken);
  localStorage.setItem(tokenStorageKeys.refresh, pair.refreshToken);
}

export function clearStoredTokens(): void {
  localStorage.removeItem(tokenStorageKeys.access);
  localStorage.removeItem(tokenStorageKeys.refresh);
}
