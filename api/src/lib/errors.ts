import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler } from "express";
import { ZodError } from "zod";
import {
  errorStatus,
  hasTranslation,
  issueParams,
  translate,
  type ApiErrorBody,
  type ErrorCode,
  type Locale,
  type TranslationParams,
} from "@enote/shared";
import { sendApiJson } from "./answer";
import type { Logger } from "./logger";
import { requestLocale } from "./locale";

/** A field error an AppError carries: `message` is an i18n key, translated when the body is written. */
export interface AppErrorIssue {
  path: (string | number)[];
  message: string;
  params?: TranslationParams;
}

/** A failure the api answers on purpose: the code picks the status and the message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    /** `params` fill the message's placeholders ({{max}}); `issues` become the body's issues. */
    readonly extra: { params?: TranslationParams; issues?: AppErrorIssue[] } = {},
  ) {
    super(detail ?? code);
  }
}

/** Unique-constraint names that map to a conflict the user can act on. */
const uniqueConflicts: Record<string, ErrorCode> = {
  members_member_id_key: "MEMBER_ID_TAKEN",
  members_email_key: "EMAIL_TAKEN",
  inventory_history_reaction_row_key: "ROW_ALREADY_USED",
  material_history_reaction_row_key: "ROW_ALREADY_USED",
  social_identities_provider_subject_pk: "SOCIAL_ALREADY_LINKED",
  social_identities_member_provider_key: "SOCIAL_PROVIDER_LINKED",
};

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

function bodyParserCode(error: unknown): ErrorCode | null {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === "entity.too.large") return "PAYLOAD_TOO_LARGE";
  if (type === "entity.parse.failed" || type === "encoding.unsupported" || type === "charset.unsupported") {
    return "MALFORMED_JSON";
  }
  return null;
}

/**
 * Errors that say the database cannot be reached now (its server restarting, a connection cut),
 * not that the request was wrong: the caller may try again in a moment.
 */
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOENT", // the Unix socket of a server that is not running
  "EPIPE",
  "ETIMEDOUT",
  "57P01", // terminating connection due to administrator command
  "57P02", // crash shutdown
  "57P03", // the database system is starting up / in recovery
  "08000",
  "08001",
  "08003",
  "08006",
]);

export function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && unreachableCodes.has(code)) return true;
    if (
      typeof message === "string" &&
      /^Connection terminated|connection timeout|is not currently accepting connections/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How soon a caller may try again when the database is away (it restarts within a few seconds). */
const databaseRetryAfterSeconds = 3;

/** The HTTP status an error of Express's own (http-errors) carries, if any. */
function httpStatusOf(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" ? value : undefined;
}

/** "40 seconds", "3 minutes": up to 90 seconds counted in seconds, then in whole minutes up. */
function waitText(locale: Locale, seconds: number): string {
  return seconds <= 90
    ? translate(locale, "wait.seconds", { count: seconds })
    : translate(locale, "wait.minutes", { count: Math.ceil(seconds / 60) });
}

/**
 * The only place that writes an error body `{ message, code, issues? }`, in the caller's locale.
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const locale = requestLocale(req);
    const send = (code: ErrorCode, extra: Partial<ApiErrorBody> = {}, params: TranslationParams = {}) => {
      const body: ApiErrorBody = { message: translate(locale, `errors.${code}`, params), code, ...extra };
      if (res.headersSent) return;
      sendApiJson(res, errorStatus[code], body);
    };

    if (error instanceof AppError) {
      const issues = error.extra.issues?.map((issue) => ({
        path: issue.path,
        message: translate(locale, issue.message, issue.params),
      }));
      // A validation failure reads as its first field's problem, as a schema's does below.
      const first = error.code === "VALIDATION_FAILED" ? issues?.[0]?.message : undefined;
      const params = { ...error.extra.params };
      // A throttle's wait: in the message, in the member's words, and in Retry-After.
      if (typeof params.retryAfterSeconds === "number") {
        res.setHeader("Retry-After", String(params.retryAfterSeconds));
        params.wait = waitText(locale, params.retryAfterSeconds);
      }
      return send(error.code, issues ? { issues, ...(first ? { message: first } : {}) } : {}, params);
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({
        path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
        message: translate(
          locale,
          hasTranslation(issue.message) ? issue.message : "validation.invalid",
          issueParams(issue as { minimum?: unknown; maximum?: unknown }),
        ),
      }));
      return send("VALIDATION_FAILED", {
        message: issues[0]?.message ?? translate(locale, "errors.VALIDATION_FAILED"),
        issues,
      });
    }
    const parserCode = bodyParserCode(error);
    if (parserCode) return send(parserCode);
    // What Express and its static files refuse themselves: a missing file, a path that does not decode.
    const status = httpStatusOf(error);
    if (status === 404) return send("NOT_FOUND");
    if (status !== undefined && status >= 400 && status < 500) return send("MALFORMED_REQUEST");
    if (databaseUnreachable(error)) {
      log.warn({ err: error, method: req.method, path: req.path }, "database unreachable");
      res.setHeader("Retry-After", String(databaseRetryAfterSeconds));
      return send("NOT_READY", {}, { parts: "database" });
    }
    const pg = pgError(error);
    if (pg?.code === "23505") {
      const code = uniqueConflicts[pg.constraint ?? ""];
      if (code) return send(code);
    }
    // The answer carries the id the log line has, so a member's report finds the line. The path,
    // not the URL: a query string can hold a share token or search text.
    const errorId = randomUUID();
    log.error({ err: error, errorId, method: req.method, path: req.path }, "unhandled error");
    return send("INTERNAL", { errorId }, { errorId });
  };
}
