import { Redis } from "@hocuspocus/extension-redis";
import { errorMessage } from "./log";
import type { CollabLog } from "./types";

/** The Redis fan-out extension configured from a redis:// or rediss:// URL. */
export function createRedisExtension(redisUrl: string, prefix: string, log: CollabLog): Redis {
  const url = new URL(redisUrl);
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got ${url.protocol}//`);
  }
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`REDIS_URL has an invalid database number: ${url.pathname}`);
  const extension = new Redis({
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : 6379,
    prefix,
    options: {
      username: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db,
      tls: url.protocol === "rediss:" ? {} : undefined,
    },
  });
  // ioredis reconnects by itself; without a listener it prints "Unhandled error event" instead.
  for (const client of [extension.pub, extension.sub]) {
    client.on("error", (error: unknown) => log("warn", "collab redis error", { error: errorMessage(error) }));
  }
  return extension;
}
