import { Redis } from "@hocuspocus/extension-redis";
import { errorMessage } from "./log";
import type { CollabLog } from "./types";

/**
 * Hocuspocus's Redis fan-out. Its unload of a document waits a second first (`disconnectDelay`), so
 * that messages from the other processes still on their way reach the copy before it goes. Once this
 * process shuts down (its sockets closed, every document stored) the other processes keep and store
 * their own copies: the waits end at once, those already begun (the last member left just before)
 * too, so a shutdown does not wait that second.
 */
export class RedisFanOut extends Redis {
  private shuttingDown = false;
  private readonly waits = new Set<() => void>();

  /** Ends the unload waits under way and skips the later ones (the server is shutting down). */
  unloadWithoutDelay(): void {
    this.shuttingDown = true;
    for (const end of this.waits) end();
  }

  override beforeUnloadDocument(): Promise<void> {
    if (this.shuttingDown) return Promise.resolve();
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.waits.delete(end);
        resolve();
      };
      const timer = setTimeout(end, this.configuration.disconnectDelay);
      this.waits.add(end);
    });
  }
}

/** The Redis fan-out extension configured from a redis:// or rediss:// URL. */
export function createRedisExtension(redisUrl: string, prefix: string, log: CollabLog): RedisFanOut {
  const url = new URL(redisUrl);
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got ${url.protocol}//`);
  }
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`REDIS_URL has an invalid database number: ${url.pathname}`);
  const extension = new RedisFanOut({
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
