import { attachmentImagePath, inlineImageTypes, pendingImagePrefix } from "@enote/shared";
import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { showFailureDialog } from "../../components/dialogs";
import { i18n } from "../../i18n";
import { errorMessage } from "../../lib/errorMessage";
import { localPendingImages } from "./imageSource";
import { uploadAttachment } from "./queries";

const imageTypes: readonly string[] = inlineImageTypes;

/** Positions of the image nodes whose address is `src`. */
function imagesWith(view: EditorView, src: string): number[] {
  const found: number[] = [];
  view.state.doc.descendants((node, pos) => {
    if (node.type.name === "image" && node.attrs.src === src) found.push(pos);
  });
  return found;
}

/**
 * Puts an image in at `pos` at once, with a pending address every co-editor sees ("save the lab
 * book first"), uploads it as an attachment, then gives the node the attachment's address (or
 * takes it out again when the upload failed).
 */
async function insertUploaded(view: EditorView, lbIdx: number, file: File, pos: number): Promise<void> {
  const imageType = view.state.schema.nodes.image;
  if (!imageType) return;
  // getRandomValues, not randomUUID: the latter needs https, and a lab may serve E-Note over plain http.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  const pending = pendingImagePrefix + id;
  localPendingImages.add(id);
  const insert = view.state.tr;
  insert.setSelection(TextSelection.near(insert.doc.resolve(Math.min(pos, insert.doc.content.size))));
  view.dispatch(insert.replaceSelectionWith(imageType.create({ src: pending, alt: file.name })));

  try {
    const attachment = await uploadAttachment(lbIdx, file);
    if (view.isDestroyed) return;
    const src = attachmentImagePath(lbIdx, attachment.attachmentIdx);
    const tr = view.state.tr;
    for (const at of imagesWith(view, pending)) tr.setNodeAttribute(at, "src", src);
    view.dispatch(tr);
  } catch (error) {
    if (!view.isDestroyed) {
      const tr = view.state.tr;
      for (const at of imagesWith(view, pending).reverse()) tr.delete(at, at + 1);
      view.dispatch(tr);
    }
    void showFailureDialog(i18n.t("attachments.uploadFailed", { name: file.name, reason: errorMessage(error) }));
  } finally {
    localPendingImages.delete(id);
  }
}

const imageFiles = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => imageTypes.includes(file.type));

/**
 * Images pasted or dropped into a section upload as attachments of the book and show inline for
 * everyone (sectionImage.ts draws them). Other files and text paste as before.
 */
export const AttachmentImageDrop = Extension.create<{ lbIdx: number | null }>({
  name: "attachmentImageDrop",
  addOptions: () => ({ lbIdx: null }),
  addProseMirrorPlugins() {
    const { lbIdx } = this.options;
    if (lbIdx === null) return [];
    const take = (view: EditorView, files: File[], pos: number) => {
      if (!view.editable || files.length === 0) return false;
      for (const file of files) void insertUploaded(view, lbIdx, file, pos);
      return true;
    };
    return [
      new Plugin({
        key: new PluginKey("attachmentImageDrop"),
        props: {
          handlePaste: (view, event) => take(view, imageFiles(event.clipboardData?.files), view.state.selection.from),
          handleDrop: (view, event) => {
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            return take(view, imageFiles(event.dataTransfer?.files), at?.pos ?? view.state.selection.from);
          },
        },
      }),
    ];
  },
});
