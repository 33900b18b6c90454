import type { Locale } from "./locale";
import { resources } from "./index";

/**
 * Areas of the catalogue a client loads with the screens behind the sign-in, not with the sign-in
 * page (bench:web's 250 kB): chemistry, purchasing, history, the dashboard's waiting lists, the
 * meeting room, spectra, and the account mails only the api writes. The api and the catalogue
 * tests read the whole tree as always.
 */
export const laterAreas = [
  "structure",
  "spectra",
  "stoichiometry",
  "supplies",
  "purchasing",
  "history",
  "waiting",
  "meeting",
  "memoCanvas",
  "accountMail",
] as const;
export type LaterArea = (typeof laterAreas)[number];

type Tree = (typeof resources)[Locale];
export type LaterTexts = Pick<Tree, LaterArea>;

const isLater = (key: string): key is LaterArea => laterAreas.some((area) => area === key);

export function laterTextsOf(locale: Locale): Partial<LaterTexts> {
  return Object.fromEntries(Object.entries(resources[locale]).filter(([key]) => isLater(key)));
}

/** A language's tree without the later areas (what the sign-in page downloads). */
export function firstTextsOf(locale: Locale): Partial<Tree> {
  return Object.fromEntries(Object.entries(resources[locale]).filter(([key]) => !isLater(key)));
}
