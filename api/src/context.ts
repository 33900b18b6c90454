import type { Env } from "./env";
import type { Db } from "./db/client";
import type { Logger } from "./lib/logger";
import type { Secrets } from "./lib/secrets";

/** What every service and route of the api is given: no module-level singletons. */
export interface AppContext {
  db: Db;
  env: Env;
  secrets: Secrets;
  log: Logger;
}
