import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { checkedKey, type FileBody, type FileFolder, type FileStore } from "./store";

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

const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** Files as objects of one bucket of S3-compatible storage, shared by every api host. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's
      // default streaming checksums (aws-chunked trailers).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(folder: FileFolder, body: FileBody): Promise<string> {
    const key = `${folder}/${randomBytes(16).toString("hex")}`;
    // One PutObject is atomic: the object appears whole or not at all.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: Buffer.isBuffer(body) ? body : body.stream,
        ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
        ContentType: "application/octet-stream",
      }),
    );
    return key;
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
