import { i18n } from "../i18n";
import { ApiError } from "./apiError";

/** Spec §8: the server's message (already in the member's language), or else a plain one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t("request.unexpected");
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isNoMenuAccess(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NO_MENU_ACCESS";
}
