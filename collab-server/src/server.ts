import { Hocuspocus, type Extension } from "@hocuspocus/server";
import { AccessControl, type RefreshScope } from "./access";
import { AccessRefreshBus } from "./accessBus";
import { DocumentSizes } from "./documentSize";
import { drainDocuments } from "./drain";
import { consoleLog } from "./log";
import { SocketGateway } from "./gateway";
import { Persistence } from "./persistence";
import { createRedisExtension } from "./redis";
import { createAttendanceExtension } from "./attendance";
import { createAwarenessLimitsExtension, defaultAwarenessLimits } from "./awarenessLimits";
import { createLayoutExtension } from "./layout";
import { createSizeLimitExtension } from "./sizeLimit";
import type { CollabContext, CollabOptions, CollabServer } from "./types";
import { UpdateLog } from "./updateLog";

const DEFAULT_MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
const SOCKET_CLOSE_GRACE_MS = 1_000;
const DRAIN_TIMEOUT_MS = 15_000;
const STORE_RETRY_DELAYS_MS = [200, 1_000, 3_000];
const STORE_AGAIN_AFTER_FAILURE_MS = 15_000;
const APPEND_RETRY_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];
const AFTER_STORE_TIMEOUT_MS = 5_000;

export function createCollabServer(options: CollabOptions): CollabServer {
  const log = options.log ?? consoleLog;
  const debounce = positive(options.debounceMs ?? 1_000, "debounceMs");
  const sizes = new DocumentSizes(
    {
      maxBytes: positive(options.maxDocumentBytes ?? 1.5 * 1024 * 1024, "maxDocumentBytes"),
      warnBytes: positive(options.warnDocumentBytes ?? 1024 * 1024, "warnDocumentBytes"),
    },
    log,
  );
  const updateLog = new UpdateLog(options.capabilities, log, {
    flushIntervalMs: positive(options.flushIntervalMs ?? 200, "flushIntervalMs"),
    retryDelaysMs: APPEND_RETRY_DELAYS_MS,
  });
  const persistence = new Persistence(
    options.capabilities,
    log,
    {
      retryDelaysMs: STORE_RETRY_DELAYS_MS,
      storeAgainAfterFailureMs: STORE_AGAIN_AFTER_FAILURE_MS,
      storeAgainBeforeUnloadMs: debounce,
      afterStoreTimeoutMs: AFTER_STORE_TIMEOUT_MS,
    },
    updateLog,
    sizes,
  );
  const access = new AccessControl(
    options.capabilities,
    {
      maxEditors: positive(options.maxEditorsPerDocument ?? 100, "maxEditorsPerDocument"),
      maxViewers: positive(options.maxViewersPerDocument ?? 300, "maxViewersPerDocument"),
    },
    log,
  );
  const extensions: Extension[] = [
    persistence,
    access,
    createLayoutExtension(options.capabilities, log),
    createAwarenessLimitsExtension(defaultAwarenessLimits),
    createSizeLimitExtension(sizes, log),
    createAttendanceExtension(options.capabilities, log),
    {
      extensionName: "enote-flush-window",
      async afterLoadDocument({ document, documentName }) {
        const delay = options.capabilities.flushDelayMs?.(documentName) ?? null;
        if (delay !== null) document.flushDelay = delay;
      },
    },
  ];
  let bus: AccessRefreshBus | undefined;
  let redis: ReturnType<typeof createRedisExtension> | undefined;
  let redisConnected = () => false;
  if (options.redisUrl) {
    const extension = createRedisExtension(options.redisUrl, options.redisPrefix ?? "enote:collab", log);
    redis = extension;
    // Called only on a message, after `hocuspocus` below exists.
    bus = new AccessRefreshBus(extension, (scope) => access.refresh(hocuspocus, scope), log);
    extensions.push(extension, bus);
    redisConnected = () => extension.pub.status === "ready" && extension.sub.status === "ready";
  }

  const hocuspocus = new Hocuspocus<CollabContext>({
    name: "enote-collab",
    quiet: true,
    debounce,
    maxDebounce: options.maxDebounceMs ?? 5_000,
    extensions,
  });
  const gateway = new SocketGateway(hocuspocus, options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES, log);

  const refresh = async (scope: RefreshScope): Promise<void> => {
    await Promise.all([access.refresh(hocuspocus, scope), bus?.publish(scope)]);
  };

  let closing: Promise<void> | undefined;
  const shutdown = async (): Promise<void> => {
    await gateway.closeSockets(SOCKET_CLOSE_GRACE_MS);
    redis?.unloadWithoutDelay();
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
    redisReady: async () => redisConnected(),
    hocuspocus,
    attach: (server, path) => gateway.attach(server, path),
    refreshAccess: (documentName) => refresh({ documentName: documentName ?? null, memberIdx: null }),
    refreshMemberAccess: (memberIdx) => refresh({ documentName: null, memberIdx }),
    async broadcastStateless(documentName, payload) {
      const open = hocuspocus.documents.get(documentName);
      // Open here: to its connections, and through the Redis extension's hook to the other processes.
      if (open) return open.broadcastStateless(payload);
      // Not open here: straight onto the document's Redis channel, without loading the document
      // (the extension's hook reads only the name and the payload).
      const message = { documentName, payload } as Parameters<NonNullable<typeof redis>["beforeBroadcastStateless"]>[0];
      await redis?.beforeBroadcastStateless(message);
    },
    takeChangedBy: (documentName) => {
      const document = hocuspocus.documents.get(documentName);
      return document ? persistence.takeAuthors(document) : [];
    },
    close: () => (closing ??= shutdown()),
  };
}

function positive(value: number, name: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`collab option ${name} must be a positive number`);
  return value;
}
