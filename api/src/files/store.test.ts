import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { createFileStore } from "./create";
import { DiskFileStore } from "./disk-store";
import { S3FileStore } from "./s3-store";
import { startTestS3, type TestS3 } from "./s3-test-server";
import type { FileStore } from "./store";

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error("no file");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Bytes of every value, so a store that changed one byte (encoding, line ends) would fail. */
const allBytes = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256));

interface StoreUnderTest {
  store: FileStore;
  /** Rewrites a stored file behind the store's back (a tamper, a restore from backup). */
  overwrite(key: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

function behavesAsAFileStore(name: string, open: () => Promise<StoreUnderTest>) {
  describe(name, () => {
    let subject: StoreUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject.close();
    });

    it("gives back exactly the bytes it was given, from a buffer and from a stream", async () => {
      const { store } = subject;
      const fromBuffer = await store.put("attachments", allBytes);
      const fromStream = await store.put("attachments", { stream: Readable.from([allBytes]), size: allBytes.length });
      expect(fromBuffer).not.toBe(fromStream);
      expect((await bytesOf(await store.get(fromBuffer))).equals(allBytes)).toBe(true);
      expect((await bytesOf(await store.get(fromStream))).equals(allBytes)).toBe(true);
    });

    it("names each file itself, inside the folder asked for", async () => {
      const key = await subject.store.put("msds", Buffer.from("%PDF-1.7"));
      expect(key).toMatch(/^msds\/[0-9a-f]{32}$/);
    });

    it("answers null and false for a file it does not hold, and removes what it holds", async () => {
      const { store } = subject;
      const key = await store.put("structure", Buffer.from("png"));
      expect(await store.exists(key)).toBe(true);
      await store.remove(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
      await expect(store.remove(key)).resolves.toBeUndefined();
    });

    it("states a file's size and a stamp that stays until the file is rewritten, without reading it", async () => {
      const { store } = subject;
      const key = await store.put("attachments", allBytes);
      const first = await store.stat(key);
      expect(first?.size).toBe(allBytes.length);
      expect(await store.stat(key)).toEqual(first);
      const tampered = Buffer.from(allBytes);
      tampered[0] = 255;
      await subject.overwrite(key, tampered);
      const after = await store.stat(key);
      expect(after?.size).toBe(allBytes.length);
      expect(after?.stamp).not.toBe(first?.stamp);
      await store.remove(key);
      expect(await store.stat(key)).toBeNull();
    });

    it("refuses a key no put returned, before it becomes a path", async () => {
      const { store } = subject;
      for (const key of ["../secrets.json", "attachments/../../x", "/etc/passwd", "attachments/ABC"]) {
        await expect(store.get(key)).rejects.toThrow(/not a file store key/);
      }
    });
  });
}

behavesAsAFileStore("the data dir store", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-files-"));
  return {
    store: new DiskFileStore(dir),
    overwrite: (key, bytes) => writeFile(path.join(dir, key), bytes),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

behavesAsAFileStore("the S3 store, against a real S3-compatible server", async () => {
  const s3: TestS3 = await startTestS3();
  const store = createFileStore(readEnv({ ENOTE_DATA_DIR: "/nonexistent", ...s3.env }));
  expect(store).toBeInstanceOf(S3FileStore);
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    endpoint: s3.env.ENOTE_S3_ENDPOINT,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  return {
    store,
    overwrite: async (key, bytes) => {
      await client.send(new sdk.PutObjectCommand({ Bucket: s3.env.ENOTE_S3_BUCKET, Key: key, Body: bytes }));
    },
    close: async () => {
      client.destroy();
      await (store as S3FileStore).close();
      await s3.close();
    },
  };
});

describe("the data dir store on disk", () => {
  it("leaves no half-written file behind when the source stream fails", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "enote-files-"));
    const store = new DiskFileStore(dir);
    const failing = new Readable({
      read() {
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(store.put("attachments", { stream: failing, size: 10 })).rejects.toThrow("connection lost");
    expect(await readdir(path.join(dir, "attachments"))).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});
