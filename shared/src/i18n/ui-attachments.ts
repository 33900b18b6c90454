import type { Catalog } from "./catalog";

/** Screen texts of lab book attachments (client/src/features/attachments). */
export const attachmentsEn = {
  title: "Attachments",
  count: "Attachments ({{count}})",
  upload: "Attach files",
  dropHere: "Drop files here to attach them",
  dropHint: "Any file up to {{max}}. Images can also be pasted or dropped into a section.",
  empty: "No attachments yet",
  emptyReader: "No files are attached to this lab book",
  download: "Download {{name}}",
  delete: "Delete {{name}}",
  deleteMessage: "{{name}} is removed from the lab book for everyone. This cannot be undone.",
  uploading: "Uploading {{name}}… {{percent}}%",
  uploadFailed: "{{name}} was not attached: {{reason}}",
  frozen: "The lab book is {{status}}: its attachments can no longer change.",
  /** Spec §8: an image whose upload has not finished yet (shown to the others in its place). */
  downloadFailed: "Attachment download failed (save the lab book first, then download)",
  imageUploading: "Uploading image…",
  imageAlt: "Attached image {{name}}",
};

export const attachmentsKo: Catalog<typeof attachmentsEn> = {
  title: "첨부파일",
  count: "첨부파일 ({{count}})",
  upload: "파일 첨부",
  dropHere: "여기에 파일을 놓으면 첨부됩니다",
  dropHint: "최대 {{max}}까지 모든 파일을 첨부할 수 있습니다. 이미지는 본문에 붙여넣거나 끌어다 놓을 수도 있습니다.",
  empty: "아직 첨부파일이 없습니다",
  emptyReader: "이 연구노트에 첨부된 파일이 없습니다",
  download: "{{name}} 내려받기",
  delete: "{{name}} 삭제",
  deleteMessage: "{{name}} 파일이 모든 사람의 연구노트에서 삭제됩니다. 되돌릴 수 없습니다.",
  uploading: "{{name}} 올리는 중… {{percent}}%",
  uploadFailed: "{{name}} 파일을 첨부하지 못했습니다: {{reason}}",
  frozen: "연구노트가 {{status}} 상태이므로 첨부파일을 변경할 수 없습니다.",
  downloadFailed: "첨부파일 다운로드에 실패했습니다 (연구노트를 먼저 저장한 후 다운로드하세요)",
  imageUploading: "이미지 올리는 중…",
  imageAlt: "첨부 이미지 {{name}}",
};
