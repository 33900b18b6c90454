import Image from "@tiptap/extension-image";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { NodeView } from "@tiptap/pm/view";
import { i18n } from "../../../i18n";
import { attachmentImageView } from "../../attachments/imageView";
import { imageDisplay, type ImageDisplay } from "./imageDisplay";

/** The image drawn as it is stored: every attribute the node renders (src, alt, title, size). */
function imageElement(attributes: Record<string, unknown>): HTMLElement {
  const img = document.createElement("img");
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined) img.setAttribute(name, String(value));
  }
  return img;
}

/**
 * Another host's image as a link to it (opened in a new tab, telling that host nothing of the
 * page), or as plain text when the address is no web address.
 */
function linkElement(src: string, display: Extract<ImageDisplay, { kind: "link" }>): [HTMLElement, () => void] {
  const element = document.createElement(display.href ? "a" : "span");
  if (element instanceof HTMLAnchorElement && display.href) {
    element.href = display.href;
    element.target = "_blank";
    element.rel = "noopener noreferrer nofollow";
  }
  element.className = "labbook-external-image";
  element.dataset.testid = "external-image";
  const label = document.createElement("span");
  label.className = "labbook-external-image__label";
  const address = document.createElement("span");
  address.className = "labbook-external-image__url";
  address.textContent = src;
  element.append(label, " ", address);
  const translate = () => {
    label.textContent = i18n.t("labBook.editor.externalImage");
    element.title = i18n.t("labBook.editor.externalImageHint");
  };
  translate();
  return [element, translate];
}

function imageView(node: ProseMirrorNode, attributes: Record<string, unknown>): NodeView {
  const src = typeof node.attrs.src === "string" ? node.attrs.src : "";
  const display = imageDisplay(src, window.location.origin);
  // Another src (or alt, size) is another view: ProseMirror builds it anew.
  const update = (next: ProseMirrorNode) => next.sameMarkup(node);
  if (display.kind === "image") return { dom: imageElement(attributes), update };
  if (display.kind === "attachment" || display.kind === "pending")
    return attachmentImageView(display, attributes, update);
  const [dom, translate] = linkElement(src, display);
  i18n.on("languageChanged", translate);
  return { dom, update, destroy: () => i18n.off("languageChanged", translate) };
}

/**
 * Images by URL in lab book sections (editor, print and share views alike). Only the page shows
 * another host's image as a link: the node keeps its address, so the Y.Doc, what co-editors see
 * and what is copied to the clipboard (an <img>) stay as written.
 */
export const SectionImage = Image.extend({
  addNodeView() {
    return ({ node, HTMLAttributes }) => imageView(node, HTMLAttributes);
  },
});
