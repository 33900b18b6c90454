import type { Catalog } from "./catalog";

/** Screen texts of images placed on drawing memos (client/src/features/memos/memoFiles.ts). */
export const memoImagesEn = {
  notAnImage: "{{name}} was not placed: only PNG, JPEG, GIF and WebP images can go on a drawing.",
  uploadFailed: "{{name}} was not placed on the drawing: {{reason}}",
};

export const memoImagesKo: Catalog<typeof memoImagesEn> = {
  notAnImage: "{{name}}을(를) 넣지 못했습니다. 그림에는 PNG, JPEG, GIF, WebP 이미지만 넣을 수 있습니다.",
  uploadFailed: "{{name}}을(를) 그림에 넣지 못했습니다: {{reason}}",
};
