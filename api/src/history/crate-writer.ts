import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import yazl from "yazl";
import { contentDisposition } from "../attachments/file-facts";
import { apiCacheControl } from "../lib/answer";

/** A file the crate holds: its bytes at hand, or a stream opened when the zip reaches it. */
export type CrateSource = { bytes: Buffer } | { open: () => Promise<Readable>; size: number };

/** What the crate's metadata says of a file once it is written. */
export interface WrittenFile {
  contentSize: string;
  sha256: string;
}

/** Formats worth deflating; anything else (spectra, images, archives) is stored as it is. */
const compressible = /^(text\/|application\/(json|xml|ld\+json)|image\/svg\+xml)/;

/**
 * An .eln (zip) written straight into the response, one entry at a time: each entry is hashed as it
 * passes and the next is only added once the zip has taken it, so memory stays flat however many
 * books and attachments the crate holds. ro-crate-metadata.json goes last, when every hash is known.
 */
export class CrateWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly sent: Promise<void>;
  private readonly mtime = new Date();

  constructor(res: Response, fileName: string) {
    res.status(200);
    res.setHeader("Content-Type", "application/vnd.eln+zip");
    res.setHeader("Content-Disposition", contentDisposition("attachment", fileName));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", apiCacheControl);
    this.sent = pipeline(this.zip.outputStream, res);
    // A failure is answered by finish(); this keeps an early one from being unhandled meanwhile.
    this.sent.catch(() => undefined);
  }

  /** Adds one file and resolves when the zip has read it, with its size and SHA-256. */
  async add(path: string, source: CrateSource, encodingFormat: string): Promise<WrittenFile> {
    const hash = createHash("sha256");
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const input = "bytes" in source ? Readable.from([source.bytes]) : await source.open();
    this.zip.addReadStream(tap, path, {
      compress: compressible.test(encodingFormat),
      mtime: this.mtime,
      ...("size" in source ? { size: source.size } : {}),
    });
    const moved = pipeline(input, tap);
    moved.catch(() => undefined);
    try {
      // A response that breaks (the client went away) stops the zip reading: stop waiting for it too.
      await Promise.race([moved, this.sent.then(() => moved)]);
    } catch (error) {
      input.destroy();
      tap.destroy();
      throw error;
    }
    return { contentSize: String(size), sha256: hash.digest("hex") };
  }

  /** Writes the metadata, closes the zip and waits until the response has it all. */
  async finish(metadataPath: string, metadata: unknown): Promise<void> {
    this.zip.addBuffer(Buffer.from(JSON.stringify(metadata, null, 2)), metadataPath, { mtime: this.mtime });
    this.zip.end();
    await this.sent;
  }

  /** Breaks off a crate that cannot be completed: the download fails rather than ending short. */
  abort(res: Response, error: unknown): void {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
