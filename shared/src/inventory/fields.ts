import { z } from "zod";
import { anyLines } from "../validation/rules";

/** Optional free text of at most `max` characters: trimmed, and empty reads as null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, "validation.tooLong")
    .superRefine(anyLines)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
