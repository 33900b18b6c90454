// PGlite has one session; the api holds several connections to it so that one connection's
// reply can travel back while the engine already runs another's query. Their messages run one
// batch at a time, and a connection that is inside a transaction — or has sent only part of an
// extended-protocol exchange — keeps the session until it is idle again: no other connection's
// statement ever lands inside it.
//
// Named prepared statements live in the session too, so every connection sees those of the
// others: a connection that prepares a name the session already holds, with the very same
// statement, is answered as if it had prepared it itself (see PreparedStatements).

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
const PARSE = 0x50; // 'P'
const PARSE_COMPLETE = Uint8Array.from([0x31, 0, 0, 0, 4]); // '1'
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

/**
 * The named statements the session holds, by name, as the Parse message that made each. A batch
 * that begins by preparing one of them again, identically, runs without that Parse, and its
 * reply begins with the ParseComplete the engine would have sent; a different statement under a
 * taken name goes to the engine, which refuses it as PostgreSQL does.
 */
export class PreparedStatements {
  private readonly held = new Map<string, Buffer>();

  /** The batch to run, and whether its reply must be prefixed with ParseComplete. */
  strip(batch: Uint8Array): { bytes: Uint8Array; answered: boolean } {
    const parse = namedParse(batch);
    if (parse && this.held.get(parse.name)?.equals(parse.message)) {
      return { bytes: batch.subarray(parse.message.length), answered: true };
    }
    return { bytes: batch, answered: false };
  }

  /** Records the statement a batch prepared, once its reply says the engine took it. */
  record(batch: Uint8Array, reply: Uint8Array): void {
    const parse = namedParse(batch);
    // A copy: the message is a view of the whole batch, Bind values and all.
    if (parse && reply[0] === PARSE_COMPLETE[0]) this.held.set(parse.name, Buffer.from(parse.message));
  }
}

/** The batch's leading Parse message and its statement's name, when it names one. */
function namedParse(batch: Uint8Array): { name: string; message: Buffer } | null {
  if (batch[0] !== PARSE || batch.length < 6 || batch[5] === 0) return null;
  const bytes = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
  const length = bytes.readInt32BE(1);
  const nameEnd = bytes.indexOf(0, 5);
  if (nameEnd < 0 || nameEnd > length) return null;
  return { name: bytes.toString("utf8", 5, nameEnd), message: bytes.subarray(0, length + 1) };
}

export class SharedSession {
  private readonly pending: Batch[] = [];
  private owner: Connection | null = null;
  private running = false;
  private readonly closed = new WeakSet<Connection>();
  private readonly prepared = new PreparedStatements();

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
          const { bytes, answered } = batch.startup
            ? { bytes: batch.bytes, answered: false }
            : this.prepared.strip(batch.bytes);
          // A batch that was only that Parse has nothing left for the engine to run.
          const executed = bytes.length > 0 ? await this.engine.execProtocolRaw(bytes) : new Uint8Array(0);
          const reply = answered ? concat(PARSE_COMPLETE, executed) : executed;
          if (!answered) this.prepared.record(batch.bytes, executed);
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

function concat(head: Uint8Array, tail: Uint8Array): Uint8Array {
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head, 0);
  joined.set(tail, head.length);
  return joined;
}
