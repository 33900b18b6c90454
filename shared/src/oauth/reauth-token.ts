import { z } from "zod";

/**
 * A reauthToken (POST /api/oauth/reauth.do) as the calls that take one instead of the password
 * accept it: END, COMPLETE and leaving. Opaque here; the api checks it.
 */
export const reauthTokenField = z
  .string({ error: "validation.invalid" })
  .min(1, "validation.invalid")
  .max(2000, "validation.invalid");
