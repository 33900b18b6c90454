import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLocale, isLocale, locales, resources, type Locale } from "@enote/shared";
import { startLocale, writeLocaleCookie } from "./locale";

export const i18n = i18next;

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

i18n.on("languageChanged", applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: {
    "en-US": { translation: resources["en-US"] },
    "ko-KR": { translation: resources["ko-KR"] },
  },
  lng: startLocale(),
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  load: "currentOnly",
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Header switcher: remembers the choice in the `locale` cookie and re-renders every text. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  await i18n.changeLanguage(locale);
}

export type Message = { key: string; params?: Record<string, string | number> } | { text: string };

/**
 * Text of a message that is either an i18n key (zod issues, our own keys) or free text (an api
 * message already translated by the server). Unknown keys are shown as they are.
 */
export function messageText(message: Message): string {
  if ("text" in message) return message.text;
  const untypedT = i18n.t as unknown as (key: string, options?: object) => string;
  return i18n.exists(message.key) ? untypedT(message.key, message.params) : message.key;
}
