import { z } from "zod";
import { apiPaths } from "../api-contract";
import { socialPaths } from "../oauth/schema";

/** Personal API tokens (issue 38): a member's scripts act as the member, within a scope. */
export const tokenPaths = {
  create: "/api/token/create.do",
  /** The caller's own tokens; an administrator adds `?memberIdx=` for any member's. */
  list: "/api/token/list.do",
  /** DELETE revokes: the token's member, or an administrator. */
  item: (tokenIdx: number) => `/api/token/${tokenIdx}.do`,
} as const;

/** Every personal token starts with this, so the api tells it from an access token at a glance. */
export const personalTokenPrefix = "enote_pat_";

export const tokenScopes = ["read", "read-write"] as const;
export type TokenScope = (typeof tokenScopes)[number];

export const tokenLimits = {
  nameMax: 100,
  /** The longest a token may live: one year. */
  maxLifetimeDays: 365,
  /** What the account page offers when the member picks nothing. */
  defaultLifetimeDays: 90,
  /** Tokens one member may hold at once (revoked and expired ones do not count). */
  maxActivePerMember: 50,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

export const tokenCreateInput = z.object({
  /** What the member calls it ("NMR upload script"). */
  name: z
    .string({ error: "validation.textRequired" })
    .trim()
    .min(1, { error: "validation.textRequired", abort: true })
    .max(tokenLimits.nameMax, "validation.tooLong"),
  /** `read`: GET calls only; `read-write`: every call the member may make, except a person's. */
  scope: z.enum(tokenScopes),
  /** Only calls about this project's books and project (others: not found). */
  projectIdx: z.number().int().positive().max(2_147_483_647).optional(),
  /** When it stops working; at most a year ahead (default 90 days). */
  expiresAt: z.iso
    .datetime({ offset: true, error: "validation.date" })
    .refine((value) => Date.parse(value) > Date.now(), "validation.tokenExpiryPast")
    .refine(
      (value) => Date.parse(value) <= Date.now() + tokenLimits.maxLifetimeDays * dayMs + 60_000,
      "validation.tokenExpiryTooFar",
    )
    .optional(),
});
export type TokenCreateInput = z.infer<typeof tokenCreateInput>;

export const tokenSummary = z.object({
  tokenIdx: z.number().int(),
  memberIdx: z.number().int(),
  name: z.string(),
  scope: z.enum(tokenScopes),
  projectIdx: z.number().int().nullable(),
  projectName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummary>;

/** create.do's answer: the one time the secret is shown. */
export const tokenCreated = tokenSummary.extend({ token: z.string() });
export type TokenCreated = z.infer<typeof tokenCreated>;

export const tokenList = z.array(tokenSummary);

export const tokenListQuery = z.object({
  memberIdx: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const tokenIdxParams = z.object({
  tokenIdx: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Why a personal token may not make a call. */
export type TokenRefusal = "TOKEN_SCOPE" | "TOKEN_PERSON_ONLY";

export interface TokenCall {
  method: string;
  path: string;
  body?: unknown;
}

/** Calls only a person makes: credentials, tokens themselves. */
const personOnlyPaths: readonly string[] = [
  apiPaths.oauth.changePassword,
  apiPaths.oauth.initPassword,
  apiPaths.oauth.resetPassword,
  apiPaths.oauth.leave,
  socialPaths.links,
  socialPaths.reauth,
];

/** END and COMPLETE are signatures: the status call with either needs the person. */
const statusPath = /^\/api\/labbook\/[^/]+\/status\.do$/;
const signingStatuses: readonly unknown[] = ["END", "COMPLETE"];

function signs(call: TokenCall): boolean {
  if (!statusPath.test(call.path) || typeof call.body !== "object" || call.body === null) return false;
  return signingStatuses.includes((call.body as Record<string, unknown>)["status"]);
}

/** POST calls that only read (a search whose query is too big for a URL): a `read` token makes them. */
const readingPosts: readonly string[] = [apiPaths.structure.search];

/**
 * The scope rule, before any access check: a token never signs, changes credentials or manages
 * tokens (TOKEN_PERSON_ONLY); a `read` token makes GET calls and the reading POSTs only (TOKEN_SCOPE). The api applies
 * it to every call; the permission matrix derives its token columns from it.
 */
export function tokenRefusal(scope: TokenScope, call: TokenCall): TokenRefusal | null {
  const method = call.method.toUpperCase();
  if (call.path.startsWith("/api/token/") || personOnlyPaths.includes(call.path) || signs(call)) {
    return "TOKEN_PERSON_ONLY";
  }
  if (scope === "read" && method !== "GET" && method !== "HEAD" && !readingPosts.includes(call.path)) {
    return "TOKEN_SCOPE";
  }
  return null;
}
