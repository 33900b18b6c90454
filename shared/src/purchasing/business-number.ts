import { z } from "zod";

/** Spec §5: a business registration number is 3-2-5 digits (123-45-67890); hyphens optional on input. */
export const businessNoPattern = /^\d{3}-?\d{2}-?\d{5}$/;

/** Checks a business number and stores it as 123-45-67890; its message key is `validation.businessNo`. */
export const businessNoRule = z
  .string({ error: "validation.businessNo" })
  .trim()
  .regex(businessNoPattern, "validation.businessNo")
  .transform((value) => {
    const digits = value.replace(/-/g, "");
    return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  });

/** The same rule for a field that may stay empty (empty → null). */
export const optionalBusinessNoRule = z
  .string({ error: "validation.businessNo" })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(businessNoRule.nullable());
