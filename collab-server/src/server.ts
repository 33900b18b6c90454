import { Hocuspocus, type Extension } from "@hocuspocus/server";
import { createAccessExtension } from "./access";
import { drainDocuments } from "./drain";
import { consoleLog } from "./log";
import { SocketGateway } from "./gateway";
import { Persistence } from "./persistence";
import { createRedisExtension } from "./redis";
import type { CollabContext, CollabOptions, CollabServer } from "./types";

const DEFAULT_MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
const SOCKET_CLOSE_GRACE_MS = 1_000;
const DRAIN_TIMEOUT_MS = 15_000;
const STORE_RETRY_DELAYS_MS = [200, 1_000, 3_000];
const STORE_AGAIN_AFTER_FAILURE_MS = 15_000;

export function createCollabServer(options: CollabOptions): CollabServer {
  const log = options.log ?? consoleLog;
  const debounce = options.debounceMs ?? 1_000;
  const persistence = new Persistence(options.capabilities, log, {
    retryDelaysMs: STORE_RETRY_DELAYS_MS,
    storeAgainAfterFailureMs: STORE_AGAIN_AFTER_FAILURE_MS,
    storeAgainBeforeUnloadMs: debounce,
  });
  const extensions: Extension[] = [persistence, createAccessExtension(options.capabilities, log)];
  if (options.redisUrl) extensions.push(createRedisExtension(options.redisUrl, log));

  const hocuspocus = new Hocuspocus<CollabContext>({
    name: "enote-collab",
    quiet: true,
    debounce,
    maxDebounce: options.maxDebounceMs ?? 5_000,
    extensions,
  });
  const gateway = new SocketGateway(hocuspocus, options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES, log);

  let closing: Promise<void> | undefined;
  const shutdown = async (): Promise<void> => {
    await gateway.closeSockets(SOCKET_CLOSE_GRACE_MS);
    const unsaved = await drainDocuments(hocuspocus, persistence, DRAIN_TIMEOUT_MS);
    await hocuspocus.hooks("onDestroy", { instance: hocuspocus });
    gateway.detach();
    if (unsaved.length > 0) {
      log("error", "collab server closed with unsaved documents", { documents: unsaved });
      throw new Error(`collab documents not stored: ${unsaved.join(", ")}`);
    }
    log("info", "collab server closed");
  };

  return {
    hocuspocus,
    attach: (server, path) => gateway.attach(server, path),
    close: () => (closing ??= shutdown()),
  };
}
