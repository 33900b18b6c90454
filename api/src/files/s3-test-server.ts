import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

/** A real S3-compatible server (s3rver) on a free port, with one bucket, for tests. */
export interface TestS3 {
  /** The ENOTE_S3_* settings that point E-Note at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = "enote-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "enote-s3-"));
  // The bucket is made by s3rver itself: the SDK signs bucket paths with a trailing slash that
  // s3rver's signature check does not, so a CreateBucket call would be refused (objects are fine).
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      ENOTE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      ENOTE_S3_BUCKET: bucket,
      ENOTE_S3_ACCESS_KEY_ID: "S3RVER",
      ENOTE_S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
