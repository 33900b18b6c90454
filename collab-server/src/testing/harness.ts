import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import type { Extension, Hocuspocus } from "@hocuspocus/server";
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { parseCollabMessage, type CollabServerMessage } from "@enote/shared";
import { createCollabServer } from "../server";
import type { CollabCapabilities, CollabContext, CollabOptions, CollabServer, LogLevel } from "../types";

export interface LogEntry {
  level: LogLevel;
  message: string;
  extra?: Record<string, unknown>;
}

export interface RunningCollab {
  collab: CollabServer;
  http: Server;
  url: string;
  logs: LogEntry[];
  /** Closes the collab server, then the http server. */
  stop(): Promise<void>;
  /**
   * Simulates SIGKILL: from now on every capability call of this server hangs (nothing more reaches the
   * "database"), its sockets are destroyed and the http server stops listening. close() is never called.
   */
  kill(): Promise<void>;
}

export const COLLAB_PATH = "/collab";

/** A real http server on 127.0.0.1, port 0, with the collab server attached on /collab. */
export async function startCollab(options: CollabOptions): Promise<RunningCollab> {
  const logs: LogEntry[] = [];
  const http = createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  const sockets = new Set<Socket>();
  http.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  const killable = severable(options.capabilities);
  const collab = createCollabServer({
    debounceMs: 100,
    maxDebounceMs: 500,
    log: (level, message, extra) => logs.push({ level, message, extra }),
    ...options,
    capabilities: killable.capabilities,
  });
  collab.attach(http, COLLAB_PATH);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    collab,
    http,
    url: `ws://127.0.0.1:${port}${COLLAB_PATH}`,
    logs,
    stop: async () => {
      await collab.close();
      await closeHttp(http);
    },
    kill: async () => {
      killable.sever();
      for (const socket of sockets) socket.destroy();
      await closeHttp(http);
    },
  };
}

/** Capabilities that start hanging for good once severed, like a database link of a killed process. */
function severable(capabilities: CollabCapabilities): { capabilities: CollabCapabilities; sever(): void } {
  let severed = false;
  const gate =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      severed ? new Promise<R>(() => undefined) : call(...args);
  const { afterStore, allowedRoots } = capabilities;
  return {
    capabilities: {
      authenticate: gate((token, documentName) => capabilities.authenticate(token, documentName)),
      resolveAccess: gate((actor, documentName) => capabilities.resolveAccess(actor, documentName)),
      loadState: gate((documentName) => capabilities.loadState(documentName)),
      appendUpdates: gate((documentName, updates) => capabilities.appendUpdates(documentName, updates)),
      storeState: gate((documentName, state, seq) => capabilities.storeState(documentName, state, seq)),
      afterStore:
        afterStore &&
        gate((documentName, doc, changedBy) => afterStore.call(capabilities, documentName, doc, changedBy)),
      allowedRoots: allowedRoots && ((documentName) => allowedRoots.call(capabilities, documentName)),
    },
    sever: () => {
      severed = true;
    },
  };
}

export async function closeHttp(http: Server): Promise<void> {
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
}

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  text(): string;
  destroy(): void;
}

/** A real HocuspocusProvider over `ws` (Node 20 has no global WebSocket). */
export function connectClient(url: string, documentName: string, token: string, doc = new Y.Doc()): TestClient {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: documentName, document: doc, token });
  // Providers given an explicit websocketProvider are not attached automatically.
  provider.attach();
  return {
    doc,
    provider,
    text: () => doc.getText("text").toString(),
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Every collab stateless message the provider receives from now on, parsed. */
export function recordServerMessages(provider: HocuspocusProvider): CollabServerMessage[] {
  const messages: CollabServerMessage[] = [];
  provider.on("stateless", ({ payload }: { payload: string }) => {
    const message = parseCollabMessage(payload);
    if (message) messages.push(message);
  });
  return messages;
}

export function waitForEvent<T>(provider: HocuspocusProvider, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for provider event ${event}`)), timeoutMs);
    provider.on(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export interface HandledMessage {
  actorName: string;
  bytes: Buffer;
}

/**
 * Records every client message the server has finished handling, with its sender. Used as a barrier:
 * once a message shows up here, the server has applied (or dropped) it.
 */
export function recordHandledMessages(hocuspocus: Hocuspocus): HandledMessage[] {
  const handled: HandledMessage[] = [];
  const recorder: Extension<CollabContext> = {
    extensionName: "test-recorder",
    async afterHandleMessage({ context, update }) {
      handled.push({ actorName: context.actor.name, bytes: Buffer.from(update) });
    },
  };
  hocuspocus.configuration.extensions.push(recorder);
  return handled;
}

export function sawMessage(handled: HandledMessage[], actorName: string, marker: string): boolean {
  return handled.some((message) => message.actorName === actorName && message.bytes.includes(marker));
}

export function serverText(hocuspocus: Hocuspocus, documentName: string): string | null {
  return hocuspocus.documents.get(documentName)?.getText("text").toString() ?? null;
}

/** Runs registered cleanups in reverse order; for afterEach. */
export class Cleanup {
  private readonly tasks: Array<() => unknown> = [];

  add(task: () => unknown): void {
    this.tasks.push(task);
  }

  async run(): Promise<void> {
    const errors: unknown[] = [];
    for (let task = this.tasks.pop(); task; task = this.tasks.pop()) {
      try {
        await task();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  }
}
