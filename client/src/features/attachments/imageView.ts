import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { i18n } from "../../i18n";
import { attachmentImageUrl, localPendingImages } from "./imageSource";
import "./attachments.css";

export type AttachmentImage =
  { kind: "attachment"; lbIdx: number; attachmentIdx: number } | { kind: "pending"; id: string };

/** A box in the image's place with a message (an upload still running, or bytes that did not come). */
type NoticeKey = "attachments.imageUploading" | "attachments.downloadFailed";

function notice(key: NoticeKey, state: string): [HTMLElement, () => void] {
  const box = document.createElement("span");
  box.className = "labbook-attachment-image labbook-attachment-image--notice";
  box.dataset.testid = "attachment-image-notice";
  box.dataset.state = state;
  const translate = () => {
    box.textContent = i18n.t(key);
  };
  translate();
  return [box, translate];
}

/**
 * A section image that is an attachment of the book: drawn from its fetched bytes, or, while its
 * upload has not finished, the spec's "save the lab book first" notice (the uploader sees
 * "uploading"). The node keeps its address: what co-editors see and print stays as written.
 */
export function attachmentImageView(
  display: AttachmentImage,
  attributes: Record<string, unknown>,
  update: (next: ProseMirrorNode) => boolean,
): NodeView {
  if (display.kind === "pending") {
    const mine = localPendingImages.has(display.id);
    const [dom, translate] = notice(mine ? "attachments.imageUploading" : "attachments.downloadFailed", "pending");
    i18n.on("languageChanged", translate);
    return { dom, update, destroy: () => i18n.off("languageChanged", translate) };
  }
  const img = document.createElement("img");
  for (const name of ["alt", "title", "width", "height"]) {
    const value = attributes[name];
    if (value !== null && value !== undefined) img.setAttribute(name, String(value));
  }
  img.className = "labbook-attachment-image";
  img.dataset.testid = "attachment-image";
  img.dataset.state = "loading";
  const wrapper = document.createElement("span");
  wrapper.append(img);
  let destroyed = false;
  attachmentImageUrl(display.lbIdx, display.attachmentIdx).then(
    (url) => {
      if (destroyed) return;
      img.src = url;
      img.dataset.state = "loaded";
    },
    () => {
      if (destroyed) return;
      const [box] = notice("attachments.downloadFailed", "failed");
      wrapper.replaceChildren(box);
    },
  );
  return {
    dom: wrapper,
    update,
    destroy: () => {
      destroyed = true;
    },
  };
}
