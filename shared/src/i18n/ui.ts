import type { Catalog } from "./catalog";

/** Screen texts of the client. Keys are grouped by screen; every key exists in both locales. */
const en = {
  app: {
    name: "E-Note",
  },
};

export type UiTexts = typeof en;

const ko: Catalog<UiTexts> = {
  app: {
    name: "E-Note",
  },
};

export const uiTexts = { "en-US": en, "ko-KR": ko } as const;
