import type { Catalog } from "./catalog";

/** The dashboard's "what waits for me" (issue 40): ended books waiting for a check, and a list's overflow. */
export const waitingEn = {
  title: "What waits for me",
  toCheck: "Waiting for your check",
  myEnded: "My books waiting for a check",
  ended: "Ended {{date}}",
  writer: "by {{name}}",
  /** Under a list that shows only its first items. */
  more: "And {{count}} more",
};

export const waitingKo: Catalog<typeof waitingEn> = {
  title: "나를 기다리는 일",
  toCheck: "내 검토를 기다리는 노트",
  myEnded: "검토를 기다리는 내 노트",
  ended: "{{date}} 종료",
  writer: "작성자 {{name}}",
  more: "그 밖에 {{count}}건",
};
