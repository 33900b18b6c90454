import path from "node:path";
import type { Env } from "../env";
import { createFileStore } from "../files/create";
import type { FileStore } from "../files/store";
import type { Files } from "./stored";

/** The installation's files as the environment configures them (the api's own store when given). */
export function filesOf(env: Env, store: FileStore = createFileStore(env)): Files {
  const dataDir = path.resolve(env.ENOTE_DATA_DIR);
  return { store, dataDir, root: path.join(dataDir, "files"), s3: Boolean(env.ENOTE_S3_BUCKET) };
}
