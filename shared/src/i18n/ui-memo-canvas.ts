import type { Catalog } from "./catalog";

/** Screen texts of an open drawing memo: its images (features/memos/memoFiles.ts), its code loading. */
export const memoCanvasEn = {
  notAnImage: "{{name}} was not placed: only PNG, JPEG, GIF and WebP images can go on a drawing.",
  uploadFailed: "{{name}} was not placed on the drawing: {{reason}}",
  codeFailed:
    "The drawing could not be opened: the page could not load the drawing tool. Check the connection and try again.",
  retry: "Try again",
};

export const memoCanvasKo: Catalog<typeof memoCanvasEn> = {
  notAnImage: "{{name}}을(를) 넣지 못했습니다. 그림에는 PNG, JPEG, GIF, WebP 이미지만 넣을 수 있습니다.",
  uploadFailed: "{{name}}을(를) 그림에 넣지 못했습니다: {{reason}}",
  codeFailed: "그림 도구를 불러오지 못해 그림을 열 수 없습니다. 연결을 확인한 뒤 다시 시도하세요.",
  retry: "다시 시도",
};
