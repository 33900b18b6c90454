import { laterTextsOf } from "./later";

/** The en-US texts of the later areas (client/vite/translations.ts writes this module evaluated). */
export const laterEnUS = laterTextsOf("en-US");
