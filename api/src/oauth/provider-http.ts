import { AppError } from "../lib/errors";

/** Longest a provider may take to answer before the sign-in is answered 502. */
const timeoutMs = 10_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One request to a provider: its status and JSON body. A provider that cannot be reached, or
 * answers with no JSON, is SOCIAL_PROVIDER_UNAVAILABLE (502): the person did nothing wrong.
 */
export async function askProvider(url: string, init: RequestInit = {}): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
  }
}

/** The provider refused what the browser sent: counted as a failed sign-in. */
export function refused(): AppError {
  return new AppError("SOCIAL_SIGN_IN_FAILED");
}

/** A 5xx of the provider is its trouble; anything else that is not 2xx is a refusal. */
export function assertAccepted(answer: ProviderAnswer): void {
  if (answer.status >= 500) throw new AppError("SOCIAL_PROVIDER_UNAVAILABLE");
  if (answer.status < 200 || answer.status >= 300) throw refused();
}

/** A text value of an object, or null (providers omit what the person did not agree to share). */
export function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
