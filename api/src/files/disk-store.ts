import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { access, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkedKey, type FileBody, type FileFolder, type FileStamp, type FileStore } from "./store";

/** Files in a folder of the data dir (ENOTE_DATA_DIR/files by default). */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(folder: FileFolder, body: FileBody): Promise<string> {
    const key = `${folder}/${randomBytes(16).toString("hex")}`;
    await this.putAt(key, body);
    return key;
  }

  async putAt(key: string, body: FileBody): Promise<void> {
    const final = this.pathOf(key);
    await mkdir(path.dirname(final), { recursive: true });
    // Written aside and renamed, so a half-written file never has the final name.
    const part = `${final}.part`;
    let out: WriteStream | null = null;
    try {
      if (Buffer.isBuffer(body)) await writeFile(part, body);
      else await pipeline(body.stream, (out = createWriteStream(part)));
      await rename(part, final);
    } catch (error) {
      // A source that fails at once can end the pipeline before the file is even opened: the
      // write stream opens (creates) it afterwards, so wait for it to close before removing it.
      if (out && !out.closed) await once(out, "close").catch(() => undefined);
      await rm(part, { force: true });
      throw error;
    }
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

  /**
   * ctime is in the stamp because no program can set it back: a rewrite of the same size whose
   * mtime is reset (touch -r) still changes it. Only a clock set back, or the disk edited under
   * the file system, escapes; verify.do?full=1 re-reads every byte for that.
   */
  async stat(key: string): Promise<FileStamp | null> {
    try {
      const facts = await stat(this.pathOf(key), { bigint: true });
      return { size: Number(facts.size), stamp: `disk ${facts.ino}:${facts.mtimeNs}:${facts.ctimeNs}` };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }
}
