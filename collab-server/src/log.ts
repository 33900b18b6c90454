import type { CollabLog } from "./types";

/** Used when the host passes no `log`: warnings and errors to stderr. */
export const consoleLog: CollabLog = (level, message, extra) => {
  if (level === "info") return;
  console.error(`[collab] ${level}: ${message}`, extra ? JSON.stringify(extra) : "");
};

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
