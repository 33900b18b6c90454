// PGlite has one session; the api holds several connections to it so that one connection's
// reply can travel back while the engine already runs another's query. Their messages run one
// batch at a time, and a connection that is inside a transaction — or has sent only part of an
// extended-protocol exchange — keeps the session until it is idle again: no other connection's
// statement ever lands inside it.

export interface Engine {
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
  exec(query: string): Promise<unknown>;
}

export interface Connection {
  /** Receives the engine's reply to one batch. */
  reply(bytes: Uint8Array): void;
  /** The engine failed on this connection's batch: drop it. */
  fail(error: unknown): void;
}

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

/** True when a reply ends with ReadyForQuery saying the session is outside any transaction. */
export function endsIdle(reply: Uint8Array): boolean {
  const n = reply.length;
  if (n < 6 || reply[n - 6] !== READY_FOR_QUERY) return false;
  const length = (reply[n - 5]! << 24) | (reply[n - 4]! << 16) | (reply[n - 3]! << 8) | reply[n - 2]!;
  return length === 5 && reply[n - 1] === IDLE;
}

interface Batch {
  connection: Connection;
  bytes: Uint8Array;
  /** The startup message: answered, but it cannot leave anything open. */
  startup: boolean;
}

export class SharedSession {
  private readonly pending: Batch[] = [];
  private owner: Connection | null = null;
  private running = false;
  private readonly closed = new WeakSet<Connection>();

  constructor(private readonly engine: Engine) {}

  submit(connection: Connection, bytes: Uint8Array, startup = false): void {
    this.pending.push({ connection, bytes, startup });
    void this.run();
  }

  /** The connection is gone: its queued batches are dropped and its transaction rolled back. */
  disconnect(connection: Connection): void {
    this.closed.add(connection);
    for (let i = this.pending.length - 1; i >= 0; i--) {
      if (this.pending[i]!.connection === connection) this.pending.splice(i, 1);
    }
    void this.run();
  }

  /** Resolves once nothing is running or queued. */
  async drain(): Promise<void> {
    while (this.running || this.pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private next(): Batch | undefined {
    const index = this.owner ? this.pending.findIndex((batch) => batch.connection === this.owner) : 0;
    return index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        if (this.owner && this.closed.has(this.owner)) {
          await this.engine.exec("ROLLBACK").catch(() => undefined);
          this.owner = null;
        }
        const batch = this.next();
        if (!batch) break;
        try {
          const reply = await this.engine.execProtocolRaw(batch.bytes);
          if (!batch.startup) this.owner = endsIdle(reply) ? null : batch.connection;
          if (!this.closed.has(batch.connection)) batch.connection.reply(reply);
        } catch (error) {
          batch.connection.fail(error);
          this.closed.add(batch.connection);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
