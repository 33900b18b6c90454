import path from "node:path";
import type { Env } from "../env";
import { DiskFileStore } from "./disk-store";
import { S3FileStore } from "./s3-store";
import type { FileStore } from "./store";

/** The file store the environment configures: S3 when ENOTE_S3_BUCKET is set, the data dir otherwise. */
export function createFileStore(env: Env): FileStore {
  if (!env.ENOTE_S3_BUCKET) return new DiskFileStore(path.resolve(env.ENOTE_DATA_DIR, "files"));
  const { ENOTE_S3_ACCESS_KEY_ID: accessKeyId, ENOTE_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return new S3FileStore({
    endpoint: env.ENOTE_S3_ENDPOINT,
    bucket: env.ENOTE_S3_BUCKET,
    region: env.ENOTE_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.ENOTE_S3_FORCE_PATH_STYLE,
  });
}
