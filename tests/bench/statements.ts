import { createServer, connect, type Server } from "node:net";

/**
 * Counts the SQL statements a server sends to PostgreSQL, without pg_stat_statements: a TCP proxy
 * in front of the database reads the frontend protocol (simple Query and extended Parse/Execute
 * messages, named statements by their name) and keeps each statement's text. The server gets the proxy's URL instead.
 */
export interface StatementCounter {
  /** The database URL to hand the server (the same database, through the proxy). */
  url: string;
  /** Statements since the last reset, in order (extended-protocol Executes carry their Parse's text). */
  statements(): string[];
  reset(): void;
  close(): Promise<void>;
}

export async function countStatements(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let seen: string[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    let buffer = Buffer.alloc(0);
    let started = false;
    const parsed = new Map<string, string>();
    let bound = "";
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // The startup (or SSL request) message has no type byte: int32 length first.
          if (buffer.length < 4) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          if (code !== 80877103) started = true; // not an SSLRequest: the startup message
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0] ?? 0);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) break;
        const body = buffer.subarray(5, 1 + length);
        if (type === "Q") seen.push(body.toString("utf8", 0, Math.max(0, body.length - 1)));
        if (type === "P") {
          // Parse: statement name, then its text. A named statement is parsed once per connection
          // and bound (by name) on every later call.
          const nameEnd = body.indexOf(0);
          const text = body.toString("utf8", nameEnd + 1, body.indexOf(0, nameEnd + 1));
          parsed.set(body.toString("utf8", 0, nameEnd), text);
        }
        if (type === "B") {
          // Bind: portal name, then the statement's name.
          const portalEnd = body.indexOf(0);
          bound = parsed.get(body.toString("utf8", portalEnd + 1, body.indexOf(0, portalEnd + 1))) ?? "";
        }
        if (type === "E") seen.push(bound);
        buffer = buffer.subarray(1 + length);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(address.port);
  return {
    url: url.toString(),
    statements: () => [...seen],
    reset: () => {
      seen = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
