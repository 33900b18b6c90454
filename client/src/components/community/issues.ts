import { issueParams } from "@enote/shared";
import type { z } from "zod";
import { messageText } from "../../i18n";
import { ApiError } from "../../lib/api";

/** Field messages of a notice or post form by dotted path, translated: a zod failure first, else the api's 400. */
export function fieldMessages(error: z.ZodError | null, apiError: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    out[issue.path.join(".")] ??= messageText({ key: issue.message, params: issueParams(issue) });
  }
  if (apiError instanceof ApiError) for (const issue of apiError.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}
