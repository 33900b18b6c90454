import { socialPaths, type ReauthResult, type SocialProvider } from "@enote/shared";
import { z } from "zod";
import { api } from "../../lib/api";
import type { ProviderReturn } from "../auth/social/queries";
import { startSocialFlow } from "../auth/social/queries";

/*
 * A social-only member signs (END, COMPLETE) or leaves by confirming themself with a linked
 * provider: the sign dialog (or the leave section) remembers what was being done (this tab's sessionStorage), the provider sends the
 * browser back to /auth/signIn, which posts the proof to reauth.do and keeps the token here, then
 * returns to the book, whose status actions finish the signature with it (or to the account page).
 */

const intentKey = "enote.reauthIntent";
const readyKey = "enote.reauthReady";

const intentSchema = z.object({
  /** What the confirmation is for: a book's signature, or (null) leaving the installation. */
  sign: z
    .object({ lbIdx: z.number().int(), action: z.enum(["end", "complete"]), meaning: z.string().nullable() })
    .nullable(),
  /** The page to come back to (the book, the account page). */
  returnTo: z.string().startsWith("/"),
  /** Without a signature: leaving (the default) or setting a first password, both on the account page. */
  purpose: z.enum(["leave", "password"]).optional(),
});
export type ReauthIntent = z.infer<typeof intentSchema>;

const readySchema = intentSchema.extend({
  provider: z.string(),
  reauthToken: z.string().nullable(),
  error: z.string().nullable(),
});
export type ReauthReady = z.infer<typeof readySchema>;

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers the signature and goes to the provider. */
export async function startReauth(provider: SocialProvider, intent: ReauthIntent): Promise<void> {
  sessionStorage.setItem(intentKey, JSON.stringify(intent));
  await startSocialFlow(provider, "reauth");
}

/**
 * On the provider's return: the proof to reauth.do, the token (or the failure) kept for the book.
 * Answers where to go back to.
 */
export async function finishReauth(answer: ProviderReturn, failedMessage: (error: unknown) => string): Promise<string> {
  const intent = read(intentKey, intentSchema);
  if (!intent) throw new Error("no signature was waiting for a confirmation");
  let ready: ReauthReady;
  try {
    const { reauthToken } = await api.post<ReauthResult>(socialPaths.reauth, answer);
    ready = { ...intent, provider: answer.provider, reauthToken, error: null };
  } catch (error) {
    ready = { ...intent, provider: answer.provider, reauthToken: null, error: failedMessage(error) };
  }
  sessionStorage.setItem(readyKey, JSON.stringify(ready));
  return intent.returnTo;
}

/**
 * The confirmation waiting for this book's signature (or, `null`, for leaving or, with `purpose`
 * "password", for setting a first password), taken once.
 */
export function takeReadyReauth(lbIdx: number | null, purpose: "leave" | "password" = "leave"): ReauthReady | null {
  const raw = sessionStorage.getItem(readyKey);
  if (!raw) return null;
  const ready = read(readyKey, readySchema);
  const other = lbIdx === null && (ready?.purpose ?? "leave") !== purpose;
  if (ready && ((ready.sign?.lbIdx ?? null) !== lbIdx || other)) {
    sessionStorage.setItem(readyKey, raw);
    return null;
  }
  return ready;
}
