/**
 * Anonymous viewers of a public lab book authenticate the collab socket with the link's key
 * instead of an access token: the provider's token is `share:<key>`.
 */
const prefix = "share:";

export function shareToken(key: string): string {
  return prefix + key;
}

/** The share key inside a collab token, or null when the token is not a share token. */
export function shareKeyOf(token: string): string | null {
  return token.startsWith(prefix) && token.length > prefix.length ? token.slice(prefix.length) : null;
}

/** The path of a lab book's page (spec §2: /labBook/experiment/{lbIdx}); its QR code leads there. */
export function labBookPath(lbIdx: number): string {
  return `/labBook/experiment/${lbIdx}`;
}

/** The path of a public lab book view (spec §2: /auth/labbook/share/{lbIdx}). */
export function sharePath(lbIdx: number, key: string): string {
  return `/auth/labbook/share/${lbIdx}?key=${encodeURIComponent(key)}`;
}
