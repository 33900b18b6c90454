import type { CollabServer } from "@enote/collab-server";
import type { Env } from "./env";
import type { Db } from "./db/client";
import type { FileStore } from "./files/store";
import type { Logger } from "./lib/logger";
import type { Secrets } from "./lib/secrets";
import type { LivePublisher } from "./live/publisher";
import type { Mailer } from "./mail/mailer";
import type { OutboxWorker } from "./outbox";

/** What every service and route of the api is given: no module-level singletons. */
export interface AppContext {
  db: Db;
  env: Env;
  secrets: Secrets;
  log: Logger;
  /** Pushes "this list changed" to the members watching a group (a no-op without a collab service). */
  live: LivePublisher;
  /** Where uploaded files live (the data dir or S3): services keep only the keys it returns. */
  files: FileStore;
  /** Sends mail through ENOTE_SMTP_URL (`configured` false without it). */
  mail: Mailer;
  /**
   * The collab service of this process, once started (null when this process runs none): services
   * call `collab.refreshAccess` after changing who may read or write a document.
   */
  collab: CollabServer | null;
  /** Runs the outbox's jobs (idle in a process without the api service); `wake` after enqueueing. */
  outbox: OutboxWorker;
}
