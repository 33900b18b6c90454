import type { UiTexts } from "@enote/shared";

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** A screen title: a navigation entry or a detail page. */
export type ScreenTitleKey = `nav.${StringKeys<UiTexts["nav"]>}` | `pages.${StringKeys<UiTexts["pages"]>}`;
