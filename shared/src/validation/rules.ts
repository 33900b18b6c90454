import { z } from "zod";
import { textProblem, textProblemMessage } from "./text";

/**
 * Field rules of spec §5, each a zod schema whose messages are i18n keys
 * (`validation.*`), so a form and the api report the same words in the same language.
 */
export const limits = {
  idMin: 5,
  idMax: 20,
  idTrimmedMin: 4,
  passwordMin: 8,
  passwordMax: 20,
  initialMin: 3,
  initialMax: 5,
  /** A name must be longer than this many characters. */
  nameMoreThan: 2,
  /** A name written in Hangul syllables only needs this many (family + given, e.g. 이진). */
  hangulNameMin: 2,
  nameMax: 50,
  nickNameMax: 30,
  organizationMax: 100,
  emailMax: 254,
  /** 010-1234-5678 with its hyphens. */
  phoneMax: 16,
  groupCodeLength: 10,
  /**
   * What the sign-in form takes: a directory's ids and passwords (LDAP) are not E-Note's own, so
   * the form does not cut them at E-Note's id and password lengths (authorize.do's limits).
   */
  signInIdMax: 100,
  signInPasswordMax: 200,
} as const;

export const idPattern = /^[A-Za-z][A-Za-z0-9]{4,19}$/;
export const initialPattern = /^[A-Z0-9]{3,5}$/;
/** English letters and digits, both present, 8 to 20 characters. */
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/;
/** The alternate pattern: the same, with the special characters @$!%*#?& allowed. */
export const passwordPatternWithSpecials = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,20}$/;
/** Korean mobile numbers: 010, then two groups of four digits, hyphens optional. */
export const phonePattern = /^010-?\d{4}-?\d{4}$/;
/** An international number as E.164 writes it: "+", a country code, at most 15 digits in all. */
export const internationalPhonePattern = /^\+[1-9]\d{7,14}$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const groupCodePattern = /^[A-Za-z0-9]{10}$/;

/** A refinement by the text rule (./text.ts): no controls; one-line text also no breaks or tabs. */
function textRefinement(multiline: boolean) {
  return (value: string, context: z.core.$RefinementCtx<string>): void => {
    const problem = textProblem(value, { multiline });
    if (problem) context.addIssue({ code: "custom", message: textProblemMessage[problem], input: value });
  };
}

/** One-line text: names, ids, titles. */
export const singleLine = textRefinement(false);
/** Multi-line text: memos, notes (tab and line breaks kept). */
export const anyLines = textRefinement(true);

/** A one-line string field whose absence or wrong type reads as `requiredKey`. */
function text(requiredKey: string) {
  return z.string({ error: requiredKey }).trim().min(1, { error: requiredKey, abort: true }).superRefine(singleLine);
}

export const memberIdRule = text("validation.idRequired")
  .min(limits.idTrimmedMin, "validation.idMin")
  .regex(idPattern, "validation.idPattern");

export const initialRule = text("validation.initialRequired").regex(initialPattern, "validation.initialPattern");

export function isValidPassword(value: string): boolean {
  return passwordPattern.test(value) || passwordPatternWithSpecials.test(value);
}

/** Passwords are never trimmed: a space is a character the member typed. */
export const passwordRule = z
  .string({ error: "validation.passwordRequired" })
  .min(1, { error: "validation.passwordRequired", abort: true })
  .min(limits.passwordMin, "validation.passwordMin")
  .refine(isValidPassword, "validation.passwordPattern");

/** A password to check against the stored hash: only "present" is asked of it. */
export const currentPasswordRule = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(limits.signInPasswordMax, "validation.invalid");

/** A Korean mobile number (010-…), or, when it starts with "+", an international one (E.164). */
export const phoneRule = text("validation.phoneRequired").refine(
  (value) => (value.startsWith("+") ? internationalPhonePattern : phonePattern).test(value),
  "validation.phonePattern",
);

export const emailRule = text("validation.emailRequired")
  .max(limits.emailMax, "validation.emailPattern")
  .regex(emailPattern, "validation.emailPattern")
  .transform((value) => value.toLowerCase());

/** The first name (given name); the "more than 2 characters" rule applies to the whole name. */
export const namePartRule = text("validation.nameRequired").max(limits.nameMax, "validation.tooLong");

/** The last name (family name): missing, it asks for the last name, not the first. */
export const lastNamePartRule = text("validation.lastNameRequired").max(limits.nameMax, "validation.tooLong");

/** A whole name written in Hangul syllables only (가–힣), spaces aside. */
const hangulName = /^[\uAC00-\uD7A3]+$/;

/**
 * Spec §5 "Name: longer than 2 characters", checked on the full name and read per script:
 * a Hangul syllable is a whole family or given name on its own (이 + 진 is a common full name),
 * so a Hangul name of 2 syllables is enough; any other name keeps "more than 2 characters".
 */
export function isLongEnoughName(lastName: string, firstName: string): boolean {
  const whole = (lastName + firstName).replace(/\s+/g, "");
  const needed = hangulName.test(whole) ? limits.hangulNameMin : limits.nameMoreThan + 1;
  return [...whole].length >= needed;
}

/** An optional free-text field: empty or blank becomes undefined. */
export function optionalText(max: number) {
  return z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, "validation.tooLong")
    .superRefine(anyLines)
    .optional()
    .transform((value) => (value === "" ? undefined : value));
}

/** Spec §5 "custom text": required with a caller-chosen minimum length. */
export function customTextRule(min: number, max = 1000) {
  return text("validation.textRequired").min(min, "validation.textMin").max(max, "validation.tooLong");
}

/** Spec §5 "custom select": one of the given values must be chosen. */
export function customSelectRule<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: "validation.selectRequired" });
}

export const groupCodeRule = z
  .string({ error: "validation.groupCodePattern" })
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.string().regex(groupCodePattern, "validation.groupCodePattern").optional());

/** The largest id the database holds (its `integer`). */
export const idxMax = 2147483647;

/** An id in a JSON body (`memberIdx`, `groupIdx`, …): a positive 32-bit integer. */
export const idxRule = z
  .number({ error: "validation.positiveId" })
  .int("validation.positiveId")
  .positive("validation.positiveId")
  .max(idxMax, "validation.positiveId");

/** An id the member picks in a form (a group, a project): its absence reads as `requiredKey`. */
export function chosenIdx(requiredKey: string) {
  return z.number({ error: requiredKey }).int(requiredKey).positive(requiredKey).max(idxMax, "validation.positiveId");
}

/** An id in a route or query string: digits only, then the same range as `idxRule`. */
export const idxParam = z
  .string({ error: "validation.positiveId" })
  .regex(/^\d{1,10}$/, "validation.positiveId")
  .transform(Number)
  .pipe(idxRule);

/** A list's page number in a query string: 1 to 999999, 1 when absent. */
export const pageParam = z
  .string({ error: "validation.invalid" })
  .regex(/^\d{1,6}$/, "validation.invalid")
  .transform(Number)
  .pipe(z.number().int().min(1, "validation.invalid"))
  .optional()
  .default(1);

/** A list's page size in a query string: 1 to `max`, `fallback` when absent. */
export function pageSizeParam(max: number, fallback: number) {
  return z
    .string({ error: "validation.invalid" })
    .regex(/^\d{1,4}$/, "validation.invalid")
    .transform(Number)
    .pipe(z.number().int().min(1, "validation.invalid").max(max, "validation.invalid"))
    .optional()
    .default(fallback);
}

/** Interpolation values for a zod issue's message key (`{{min}}`, `{{max}}`). */
export function issueParams(issue: { code?: string; minimum?: unknown; maximum?: unknown }): Record<string, number> {
  const params: Record<string, number> = {};
  if (typeof issue.minimum === "number" || typeof issue.minimum === "bigint") params.min = Number(issue.minimum);
  if (typeof issue.maximum === "number" || typeof issue.maximum === "bigint") params.max = Number(issue.maximum);
  return params;
}
