import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { checkedKey, type FileBody, type FileFolder, type FileStamp, type FileStore } from "./store";

export interface S3Settings {
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path (MinIO, most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
}

type Sdk = typeof import("@aws-sdk/client-s3");

/** S3 answers a missing object as NoSuchKey (GET) or NotFound (HEAD). */
const missing = (error: unknown) => error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound");

/** Files as objects of one bucket of S3-compatible storage, shared by every api host. */
export class S3FileStore implements FileStore {
  /**
   * The AWS SDK, loaded on the first use: a process storing files in the data dir never loads its
   * many megabytes.
   */
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        credentials: this.settings.credentials,
        forcePathStyle: this.settings.forcePathStyle,
        // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's
        // default streaming checksums (aws-chunked trailers).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return this.connection;
  }

  async put(folder: FileFolder, body: FileBody): Promise<string> {
    const key = `${folder}/${randomBytes(16).toString("hex")}`;
    await this.putAt(key, body);
    return key;
  }

  async putAt(key: string, body: FileBody): Promise<void> {
    // One PutObject is atomic: the object appears whole or not at all.
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(key),
        Body: Buffer.isBuffer(body) ? body : body.stream,
        ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
        ContentType: "application/octet-stream",
      }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const { sdk, client } = await this.connect();
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  /** An overwritten object gets a new ETag (its MD5 for a single-part upload) and LastModified. */
  async stat(key: string): Promise<FileStamp | null> {
    try {
      const { sdk, client } = await this.connect();
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return {
        size: head.ContentLength ?? -1,
        stamp: `s3 ${head.ETag ?? ""}:${head.LastModified?.toISOString() ?? ""}`,
      };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.connection) (await this.connection).client.destroy();
  }
}
