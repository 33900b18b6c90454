import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkedKey, type FileBody, type FileFolder, type FileStore } from "./store";

/** Files in a folder of the data dir (ENOTE_DATA_DIR/files by default). */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(folder: FileFolder, body: FileBody): Promise<string> {
    const key = `${folder}/${randomBytes(16).toString("hex")}`;
    const final = this.pathOf(key);
    await mkdir(path.dirname(final), { recursive: true });
    // Written aside and renamed, so a half-written file never has the final name.
    const part = `${final}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(part, body);
      else await pipeline(body.stream, createWriteStream(part));
      await rename(part, final);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
    return key;
  }

  async get(key: string): Promise<Readable | null> {
    const stream = createReadStream(this.pathOf(key));
    return new Promise((resolve, reject) => {
      stream.once("open", () => resolve(stream));
      stream.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(null) : reject(error)));
    });
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }
}
