import { laterTextsOf } from "./later";

/** The ko-KR texts of the later areas (client/vite/translations.ts writes this module evaluated). */
export const laterKoKR = laterTextsOf("ko-KR");
