import { z } from "zod";

/** Optional free text of at most `max` characters: trimmed, and empty reads as null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, "validation.tooLong")
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** A query-string number of 1 to `max` digits, as a number. */
export const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`), "validation.positiveId")
    .transform(Number);
