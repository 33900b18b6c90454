import { issueParams } from "@enote/shared";
import type { z } from "zod";
import { messageText } from "../../i18n";
import { ApiError } from "../../lib/api";

/** Field messages by dotted path ("items.0.name"), translated, from a zod failure or an api 400. */
export type FieldMessages = Record<string, string>;

export function issuesOf(error: z.ZodError): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    out[key] ??= messageText({ key: issue.message, params: issueParams(issue) });
  }
  return out;
}

export function apiIssues(error: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (error instanceof ApiError) {
    for (const issue of error.issues) out[issue.path.join(".")] ??= issue.message;
  }
  return out;
}
