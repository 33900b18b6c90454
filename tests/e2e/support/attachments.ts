import { crc32, deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";

/** A real, decodable PNG of `width`×`height` red pixels (a browser draws it: naturalWidth > 0). */
export function redPng(width = 4, height = 3): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0).map((_, i) => (i % 3 === 0 ? 255 : 0))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The attachments panel of an experiment page (or of the share view). */
export class AttachmentsPanel {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId("attachments-panel");
  }

  item(name: string): Locator {
    return this.root.locator(`[data-testid="attachment-item"][data-name="${name}"]`);
  }

  names(): Promise<string[]> {
    return this.root
      .getByTestId("attachment-item")
      .evaluateAll((items) => items.map((i) => i.getAttribute("data-name") ?? ""));
  }

  /** Picks a file with the upload button's file chooser, as a member would. */
  async upload(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    const chooser = this.page.waitForEvent("filechooser");
    await this.root.getByTestId("attachment-upload").click();
    await (await chooser).setFiles({ name, mimeType, buffer });
  }

  /** Clicks a file's name and returns the bytes the browser saved. */
  async download(name: string): Promise<{ fileName: string; bytes: Buffer }> {
    const download = this.page.waitForEvent("download");
    await this.item(name).getByTestId("attachment-download").click();
    const saved = await download;
    const stream = await saved.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { fileName: saved.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}

/** Pastes an image file into a section's editor, as a screenshot pasted with Ctrl+V arrives. */
export async function pasteImage(editor: Locator, name: string, bytes: Buffer): Promise<void> {
  await editor.click();
  await editor.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name, bytes: Array.from(bytes) },
  );
}

/** Drops an image file onto a section's editor, as one dragged from the desktop arrives. */
export async function dropImage(editor: Locator, name: string, bytes: Buffer): Promise<void> {
  await editor.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
      const box = element.getBoundingClientRect();
      const at = { clientX: box.left + 10, clientY: box.top + 10, bubbles: true, cancelable: true, dataTransfer: data };
      element.dispatchEvent(new DragEvent("dragover", at));
      element.dispatchEvent(new DragEvent("drop", at));
    },
    { name, bytes: Array.from(bytes) },
  );
}
