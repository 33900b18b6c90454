// The embedded database process: PGlite (PostgreSQL compiled to WebAssembly) behind a Unix socket
// that speaks PostgreSQL's own protocol, so the api reaches it with the same driver as a
// PostgreSQL server. Started by ./spawn.ts; its own process keeps the engine's memory and CPU off
// the api's event loop. Connections share PGlite's one session (./session.ts).
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { FrontendFramer } from "./wire";
import { releaseDataDirLock, takeDataDirLock } from "./lock";
import { SharedSession } from "./session";
import type { ToEmbedded, FromEmbedded } from "./messages";

function send(message: FromEmbedded): void {
  process.send?.(message);
}

function serve(socket: net.Socket, session: SharedSession): void {
  const framer = new FrontendFramer();
  const connection = {
    reply: (bytes: Uint8Array) => {
      if (bytes.length > 0 && !socket.destroyed) socket.write(bytes);
    },
    fail: (error: unknown) => {
      process.stderr.write(`embedded database: ${String(error)}\n`);
      socket.destroy();
    },
  };
  socket.on("data", (chunk: Buffer) => {
    for (const frame of framer.push(chunk)) {
      if (frame.kind === "encryptionRequest") socket.write("N");
      else if (frame.kind === "cancel" || frame.kind === "terminate") socket.end();
      else session.submit(connection, frame.bytes, frame.kind === "startup");
    }
  });
  socket.on("error", () => socket.destroy());
  socket.on("close", () => session.disconnect(connection));
}

/**
 * The engine's reply to one batch, as the bytes it wrote. PGlite's execProtocolRaw also decodes
 * every reply into message objects — each row's fields copied out one by one — and keeps them
 * until a call of its own parsing kind clears them, which a socket's batches never make: work
 * and memory nobody reads. The stream form hands over the bytes alone. (The startup message has
 * a path of its own in PGlite and is answered by execProtocolRaw.)
 */
async function rawReply(engine: PGlite, message: Uint8Array): Promise<Uint8Array> {
  if (message[0] === 0) return engine.execProtocolRaw(message);
  const chunks: Uint8Array[] = [];
  let length = 0;
  await engine.execProtocolRawStream(message, {
    // The chunk is a view of the engine's memory, reused by its next write: copy it.
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0]!;
  const reply = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    reply.set(chunk, offset);
    offset += chunk.length;
  }
  return reply;
}

async function main(): Promise<void> {
  const dataDir = process.env.ENOTE_EMBEDDED_DATA_DIR || undefined;
  if (dataDir) await takeDataDirLock(dataDir);
  // shared_buffers 64 MB, not PGlite's 128 MB. A page missing from the buffers is read through
  // JavaScript (a readSync per 8 kB page), and at 32 MB a filtered page of bench:inventory's
  // 100,000 items (76 MB of rows) read ~50 of them: 2.7–3.1 instead of 1.6 ms of the engine's time
  // a request, p95 44–62 instead of 29–37 ms. 64 MB holds what the lists and searches touch there
  // (128 MB: no faster), for ~30 MB more resident memory than 32 MB and ~70 MB less than 128 MB.
  const engine = await PGlite.create(dataDir, { extensions: { pg_trgm }, postgresqlconf: ["shared_buffers = 64MB"] });
  const session = new SharedSession({
    execProtocolRaw: (message) => rawReply(engine, message),
    exec: (q) => engine.exec(q),
  });
  const sockets = new Set<net.Socket>();
  const socketDir = await mkdtemp(path.join(os.tmpdir(), "enote-db-"));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    serve(socket, session);
  });
  await new Promise<void>((resolve) => server.listen(path.join(socketDir, ".s.PGSQL.5432"), resolve));

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      server.close();
      for (const socket of sockets) socket.destroy();
      await session.drain();
      await engine.close().catch(() => undefined);
      await rm(socketDir, { recursive: true, force: true });
      if (dataDir) await releaseDataDirLock(dataDir);
      process.exit(0);
    })());

  process.on("message", (message: ToEmbedded) => {
    if (message.type === "stop") void stop();
  });
  // The api was killed: close the engine cleanly so the next start opens it at once.
  process.on("disconnect", () => void stop());
  // Ctrl-C reaches the whole process group: the api decides when the database stops (after it
  // has stored what its editors typed).
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => undefined);
  send({ type: "ready", socketDir });
}

main().catch((error: unknown) => {
  send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
