/**
 * Stable error codes. The api answers `{ message, code, issues? }`; `message` is the
 * translation of `errors.<code>` in the caller's locale, so clients may show it as is.
 */
export const errorCodes = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "MALFORMED_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHENTICATED",
  "SIGN_IN_FAILED",
  "SESSION_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "RATE_LIMITED",
  "MEMBER_ID_TAKEN",
  "EMAIL_TAKEN",
  "WRONG_PASSWORD",
  "PASSWORD_CHANGE_REQUIRED",
  "NO_PASSWORD_RESET_PENDING",
  "NO_MENU_ACCESS",
  "NO_MODIFY_AUTHORITY",
  "NO_DELETE_AUTHORITY",
  "FUNCTION_UNAVAILABLE",
  "NOT_FOUND",
  "INVALID_GROUP_CODE",
  "ALREADY_GROUP_MEMBER",
  "LAST_GROUP_MANAGER",
  "NOT_GROUP_MEMBER",
  "LAST_PROJECT_OWNER",
  "LEAVE_GROUP_MANAGER",
  "LEAVE_PROJECT_OWNER",
  "LEAVE_LAST_ADMIN",
  "INVALID_STATUS_TRANSITION",
  "BOOK_KIND_MISMATCH",
  "INVALID_INVITE_CODE",
  "NOT_MOA_PROJECT",
  "ALREADY_PROJECT_MEMBER",
  "MEMOS_FROZEN",
  "TOO_MANY_MEMOS",
  "DOCUMENT_TOO_LARGE",
  "SMILES_NOT_FOUND",
  "SMILES_INVALID",
  "STRUCTURE_INVALID",
  "NOT_ENOUGH_STOCK",
  "ROW_ALREADY_USED",
  "RESTRICTED_USE",
  "UNIT_NOT_CONVERTIBLE",
  "LAB_BOOK_OTHER_GROUP",
  "LOOKUP_UNAVAILABLE",
  "FILE_TOO_LARGE",
  "INVALID_IMPORT_FILE",
  "IMPORT_TOO_MANY_ROWS",
  "IMPORT_HAS_ERRORS",
  "NOT_A_PDF",
  "NOT_AN_IMAGE",
  "ATTACHMENTS_FROZEN",
  "QUOTATION_CLOSED",
  "NOT_A_QUOTE_PDF",
  "ORDER_INVALID_TRANSITION",
  "BOOK_NOT_IN_PROGRESS",
  "IMPORT_SAME_BOOK",
  "VERSION_RESTORE_FROZEN",
  "SERVICE_UNAVAILABLE",
  "NOT_READY",
  "MEETING_ENDED",
  "INTERNAL",
  "SOCIAL_NOT_CONFIGURED",
  "SOCIAL_SIGN_IN_FAILED",
  "SOCIAL_PROVIDER_UNAVAILABLE",
  "DIRECTORY_UNAVAILABLE",
  "PASSWORD_SIGN_IN_OFF",
  "SIGN_UP_TOKEN_INVALID",
  "SOCIAL_ALREADY_LINKED",
  "SOCIAL_PROVIDER_LINKED",
  "LAST_SIGN_IN_METHOD",
  "REAUTH_FAILED",
  "REAUTH_UNAVAILABLE",
  "TOKEN_SCOPE",
  "TOKEN_PERSON_ONLY",
  "TIMESTAMP_UNAVAILABLE",
  "MENTION_NOT_READER",
  "UNSUBSCRIBE_LINK_INVALID",
  "PASSWORD_RESET_LINK_INVALID",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The HTTP status each code is answered with. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  /** An address or request no route can read (a broken percent-encoding in a path). */
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  SIGN_IN_FAILED: 401,
  SESSION_EXPIRED: 401,
  TOO_MANY_ATTEMPTS: 429,
  /** An expensive call made too often (exports, imports, look-ups, sign-ups from one address). */
  RATE_LIMITED: 429,
  MEMBER_ID_TAKEN: 409,
  EMAIL_TAKEN: 409,
  WRONG_PASSWORD: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  NO_PASSWORD_RESET_PENDING: 409,
  NO_MENU_ACCESS: 403,
  NO_MODIFY_AUTHORITY: 403,
  NO_DELETE_AUTHORITY: 403,
  /**
   * A function this server has switched off: compound lookups with ENOTE_PUBCHEM_URL=off, a book
   * import in an api process with no collab engine, a password reset link without SMTP.
   */
  FUNCTION_UNAVAILABLE: 403,
  NOT_FOUND: 404,
  INVALID_GROUP_CODE: 400,
  ALREADY_GROUP_MEMBER: 409,
  LAST_GROUP_MANAGER: 409,
  NOT_GROUP_MEMBER: 400,
  LAST_PROJECT_OWNER: 409,
  LEAVE_GROUP_MANAGER: 409,
  LEAVE_PROJECT_OWNER: 409,
  LEAVE_LAST_ADMIN: 409,
  INVALID_STATUS_TRANSITION: 409,
  /** EDU asked for in a MoA project, or MOA outside one. */
  BOOK_KIND_MISMATCH: 400,
  /** A MoA invitation code that is not (or no longer) any project's. */
  INVALID_INVITE_CODE: 404,
  /** Invitation codes exist only for MoA projects. */
  NOT_MOA_PROJECT: 409,
  ALREADY_PROJECT_MEMBER: 409,
  /** A drawing memo added, renamed or deleted in a book that is no longer IN_PROGRESS. */
  MEMOS_FROZEN: 409,
  TOO_MANY_MEMOS: 409,
  DOCUMENT_TOO_LARGE: 413,
  SMILES_NOT_FOUND: 404,
  /** An item's SMILES that openchemlib cannot parse, when its formula or weight must come from it. */
  SMILES_INVALID: 400,
  STRUCTURE_INVALID: 400,
  /** Using more of a reagent than is left in its bottle. */
  NOT_ENOUGH_STOCK: 409,
  /** use.do for a reaction row already deducted from stock. */
  ROW_ALREADY_USED: 409,
  RESTRICTED_USE: 409,
  /** An amount in a unit the item's own unit cannot be reckoned from (no density, no MW, pieces). */
  UNIT_NOT_CONVERTIBLE: 400,
  /** Stock used for a lab book of another group than the reagent's or supply's. */
  LAB_BOOK_OTHER_GROUP: 400,
  LOOKUP_UNAVAILABLE: 502,
  FILE_TOO_LARGE: 413,
  INVALID_IMPORT_FILE: 400,
  IMPORT_TOO_MANY_ROWS: 400,
  IMPORT_HAS_ERRORS: 400,
  NOT_A_PDF: 400,
  NOT_AN_IMAGE: 400,
  /** A lab book no longer IN_PROGRESS: its attachments are part of its record. */
  ATTACHMENTS_FROZEN: 409,
  /** A quotation request closed or ordered: its reply links take no more answers. */
  QUOTATION_CLOSED: 409,
  NOT_A_QUOTE_PDF: 400,
  /** An order moved to a status its current one does not lead to (or received when not ORDERED). */
  ORDER_INVALID_TRANSITION: 409,
  /** Importing into a book that is ended or complete: only a book IN_PROGRESS takes new content. */
  BOOK_NOT_IN_PROGRESS: 409,
  IMPORT_SAME_BOOK: 400,
  /** A version restored into a book that is ended or complete: only a book IN_PROGRESS changes. */
  VERSION_RESTORE_FROZEN: 409,
  /** A path of a service this process does not run (ENOTE_SERVICES): another process serves it. */
  SERVICE_UNAVAILABLE: 503,
  /** A part this process needs (database, Redis, file store) does not answer: try again shortly. */
  NOT_READY: 503,
  /** A meeting that has ended: its record is frozen. */
  MEETING_ENDED: 409,
  INTERNAL: 500,
  /** A social provider this installation has not configured (ENOTE_KAKAO_* / ENOTE_NAVER_* / ENOTE_GOOGLE_*). */
  SOCIAL_NOT_CONFIGURED: 404,
  /** The provider did not confirm what the browser sent (a forged, foreign, expired or replayed token, a wrong state). */
  SOCIAL_SIGN_IN_FAILED: 401,
  SOCIAL_PROVIDER_UNAVAILABLE: 502,
  /** ENOTE_LDAP_URL is set and the directory did not answer (down, refused, TLS failed, service bind refused): nothing changed. */
  DIRECTORY_UNAVAILABLE: 503,
  /** ENOTE_OIDC_ONLY: sign-up and sign-in with an id and password are off for all but the administrator. */
  PASSWORD_SIGN_IN_OFF: 403,
  /** A social sign-up completion whose token is unknown, used or expired. */
  SIGN_UP_TOKEN_INVALID: 401,
  /** A provider identity already linked to a member (this one or another). */
  SOCIAL_ALREADY_LINKED: 409,
  /** The member has already linked an identity of this provider. */
  SOCIAL_PROVIDER_LINKED: 409,
  /** Unlinking the only way a member can sign in. */
  LAST_SIGN_IN_METHOD: 409,
  /** END, COMPLETE or leaving without the signer's password or with a wrong one, or a bad reauthToken. */
  REAUTH_FAILED: 401,
  /** A signature by a member who signs in only through a social provider, without a reauthToken. */
  REAUTH_UNAVAILABLE: 403,
  /** A personal API token of `read` scope making a call that changes something. */
  TOKEN_SCOPE: 403,
  /** A personal API token making a call only a person makes (sign, change credentials, manage tokens). */
  TOKEN_PERSON_ONLY: 403,
  /** ENOTE_TSA_URL is set and the time-stamping authority did not give a valid token: nothing signed. */
  TIMESTAMP_UNAVAILABLE: 502,
  /** A comment mentions a member who cannot read its subject: nothing is posted, nobody notified. */
  MENTION_NOT_READER: 400,
  /** An unsubscribe link whose signature does not hold (altered, or of another installation). */
  UNSUBSCRIBE_LINK_INVALID: 404,
  /** A password reset link that is unknown, already used, replaced by a newer one or past its 30 minutes: nothing changed. */
  PASSWORD_RESET_LINK_INVALID: 400,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (errorCodes as readonly string[]).includes(value);
}
