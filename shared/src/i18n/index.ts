import { messages } from "./messages";
import { uiTexts } from "./ui";
import type { Locale } from "./locale";

export * from "./locale";
export type { Catalog } from "./catalog";
export type { Messages } from "./messages";
export type { UiTexts } from "./ui";

/** All translation resources, one tree per locale (i18next's `translation` namespace). */
export const resources = {
  "en-US": { ...messages["en-US"], ...uiTexts["en-US"] },
  "ko-KR": { ...messages["ko-KR"], ...uiTexts["ko-KR"] },
} as const;

export type TranslationParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** True when `key` names a message in the catalogue (so a zod message can be told from free text). */
export function hasTranslation(key: string): boolean {
  return lookup(resources["en-US"], key) !== undefined;
}

/**
 * Translates a dotted key with `{{name}}` interpolation, the same syntax i18next uses, so the
 * api (which has no i18next) and the client say the same words. Unknown keys come back as is.
 */
export function translate(locale: Locale, key: string, params: TranslationParams = {}): string {
  const text = lookup(resources[locale], key) ?? lookup(resources["en-US"], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
