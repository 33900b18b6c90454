import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLocale, isLocale, locales, type Locale, type resources } from "@enote/shared";
import { startLocale, writeLocaleCookie } from "./locale";

export const i18n = i18next;

type Translation = (typeof resources)[Locale];

/**
 * Each language is its own chunk, loaded when it is shown: the sign-in page downloads one
 * language's texts, not both (bench:web's 250 kB target).
 */
const translations: Record<Locale, () => Promise<Translation>> = {
  "en-US": () => import("@enote/shared/src/i18n/en-US").then((module) => module.resourcesEnUS),
  "ko-KR": () => import("@enote/shared/src/i18n/ko-KR").then((module) => module.resourcesKoKR),
};

/** The later areas of the catalogue (shared/src/i18n/later.ts): loaded with the screens behind the sign-in. */
const laterTranslations: Record<Locale, () => Promise<object>> = {
  "en-US": () => import("@enote/shared/src/i18n/later-en-US").then((module) => module.laterEnUS),
  "ko-KR": () => import("@enote/shared/src/i18n/later-ko-KR").then((module) => module.laterKoKR),
};
const laterLoaded = new Map<Locale, Promise<void>>();
let laterWanted = false;

function ensureLater(locale: Locale): Promise<void> {
  let loading = laterLoaded.get(locale);
  if (!loading) {
    loading = laterTranslations[locale]().then((texts) => {
      i18n.addResourceBundle(locale, "translation", texts, true, false);
    });
    laterLoaded.set(locale, loading);
  }
  return loading;
}

/** Loads the later texts of the shown language (and of any language shown after). */
export function loadLaterTexts(): Promise<void> {
  laterWanted = true;
  return ensureLater(currentLocale());
}

async function ensureTranslation(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, "translation")) {
    i18n.addResourceBundle(locale, "translation", await translations[locale]());
  }
  if (laterWanted) await ensureLater(locale);
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

i18n.on("languageChanged", applyDocumentLanguage);

const firstLocale = startLocale();
// Every text is keyed in both languages (shared catalog test), so the shown one needs no fallback
// loaded beside it. Top-level await: no module that translates runs before its texts are there.
await i18n.use(initReactI18next).init({
  resources: { [firstLocale]: { translation: await translations[firstLocale]() } },
  lng: firstLocale,
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
  await ensureTranslation(locale);
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
