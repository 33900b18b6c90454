import type { Hocuspocus } from "@hocuspocus/server";
import type { IncomingMessage, Server as HttpServer } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import { errorMessage } from "./log";
import type { CollabLog } from "./types";

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Hands WebSocket upgrades on one path of existing http servers to Hocuspocus. */
export class SocketGateway {
  private readonly wss: WebSocketServer;
  private readonly attached: Array<{ server: HttpServer; listener: UpgradeListener }> = [];
  private closing = false;

  constructor(
    private readonly hocuspocus: Hocuspocus,
    maxMessageBytes: number,
    private readonly log: CollabLog,
  ) {
    // ws closes the socket (1009) when a message exceeds maxPayload.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  }

  attach(server: HttpServer, path: string): void {
    const listener: UpgradeListener = (request, socket, head) => {
      if (pathnameOf(request.url) !== path) return;
      if (this.closing) {
        socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n");
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request));
    };
    server.on("upgrade", listener);
    this.attached.push({ server, listener });
  }

  /** Refuses new sockets, closes the open ones and waits until each has closed. */
  async closeSockets(graceMs: number): Promise<void> {
    this.closing = true;
    await Promise.all([...this.wss.clients].map((ws) => closeSocket(ws, graceMs)));
  }

  detach(): void {
    for (const { server, listener } of this.attached) server.off("upgrade", listener);
    this.attached.length = 0;
    this.wss.close();
  }

  private accept(ws: WebSocket, request: IncomingMessage): void {
    ws.on("error", (error) => this.log("warn", "collab socket error", { error: error.message }));
    let connection: ReturnType<Hocuspocus["handleConnection"]>;
    try {
      connection = this.hocuspocus.handleConnection(ws, toFetchRequest(request));
    } catch (error) {
      this.log("error", "collab connection setup failed", { error: errorMessage(error) });
      ws.terminate();
      return;
    }
    // Since Hocuspocus v4 the integration forwards messages and the close itself.
    ws.on("message", (data, isBinary) => {
      if (!isBinary) {
        ws.close(1003, "binary messages only");
        return;
      }
      connection.handleMessage(toBytes(data));
    });
    ws.on("close", (code, reason) => connection.handleClose({ code, reason: reason.toString() }));
  }
}

function pathnameOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return null;
  }
}

function toFetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(new URL(request.url ?? "/", "http://localhost"), { headers });
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}

function closeSocket(ws: WebSocket, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) {
      resolve();
      return;
    }
    const timer = setTimeout(() => ws.terminate(), graceMs);
    ws.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(1001, "server shutting down");
  });
}
