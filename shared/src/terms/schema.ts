import { z } from "zod";
import { locales } from "../i18n/locale";

/** The operator's texts a member accepts at sign-up: the terms of use and the privacy policy. */
export const termsKinds = ["terms", "privacy"] as const;
export type TermsKind = (typeof termsKinds)[number];

export const termsQuery = z.object({ kind: z.enum(termsKinds) });

/** A text in the caller's language (Markdown as the operator wrote it, shown as plain text). */
export const termsText = z.object({
  kind: z.enum(termsKinds),
  locale: z.enum(locales),
  text: z.string(),
});
export type TermsText = z.infer<typeof termsText>;
