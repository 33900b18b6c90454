import { describe, expect, it } from "vitest";
import { endsIdle, PreparedStatements, SharedSession, type Connection, type Engine } from "./session";

const ready = (status: "I" | "T" | "E") => Uint8Array.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);

/** An engine that answers each batch with the status its text asks for ("BEGIN" → T, else I). */
function fakeEngine(log: string[]): Engine {
  return {
    execProtocolRaw: async (bytes) => {
      const text = Buffer.from(bytes).toString();
      log.push(text);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return ready(text.endsWith("BEGIN") || text.endsWith("in tx") ? "T" : "I");
    },
    exec: async (query) => {
      log.push(query);
    },
  };
}

function connection(replies: string[], name: string): Connection {
  return { reply: () => replies.push(name), fail: () => replies.push(`${name} failed`) };
}

const batch = (text: string) => Buffer.from(text);

describe("endsIdle", () => {
  it("reads the transaction status of the reply's last ReadyForQuery", () => {
    expect(endsIdle(Uint8Array.from([1, 2, ...ready("I")]))).toBe(true);
    expect(endsIdle(ready("T"))).toBe(false);
    expect(endsIdle(ready("E"))).toBe(false);
    expect(endsIdle(Uint8Array.from([0x31, 0, 0, 0, 4]))).toBe(false); // ParseComplete only: mid-exchange
  });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A session whose connection `a` has begun a transaction; `b` is a second connection. */
async function twoConnectionsOneInTransaction() {
  const log: string[] = [];
  const replies: string[] = [];
  const session = new SharedSession(fakeEngine(log));
  const a = connection(replies, "a");
  const b = connection(replies, "b");
  session.submit(a, batch("a: BEGIN"));
  await tick();
  return { log, replies, session, a, b };
}

describe("SharedSession", () => {
  it("keeps other connections' batches out of an open transaction until it ends", async () => {
    const { log, session, a, b } = await twoConnectionsOneInTransaction();
    session.submit(b, batch("b: select"));
    session.submit(a, batch("a: insert in tx"));
    await tick();
    session.submit(a, batch("a: COMMIT"));
    await session.drain();
    expect(log).toEqual(["a: BEGIN", "a: insert in tx", "a: COMMIT", "b: select"]);
  });

  it("rolls back the transaction of a connection that went away and lets the others go on", async () => {
    const { log, replies, session, a, b } = await twoConnectionsOneInTransaction();
    session.submit(b, batch("b: select"));
    session.disconnect(a);
    await session.drain();
    expect(log).toEqual(["a: BEGIN", "ROLLBACK", "b: select"]);
    expect(replies).toEqual(["a", "b"]);
  });
});

/** A Parse message of protocol 3.0: name, statement, no parameter types. */
function parseMessage(name: string, statement: string): Buffer {
  const body = Buffer.from(`${name}\0${statement}\0\0\0`);
  const head = Buffer.alloc(5);
  head[0] = 0x50;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const parseComplete = Uint8Array.from([0x31, 0, 0, 0, 4]);
const bindAndSync = Buffer.from("B-rest-of-batch");

describe("PreparedStatements", () => {
  it("runs a batch without a Parse the session already holds identically, and answers it", () => {
    const prepared = new PreparedStatements();
    const first = Buffer.concat([parseMessage("actor", "SELECT $1"), bindAndSync]);
    expect(prepared.strip(first)).toEqual({ bytes: first, answered: false });
    prepared.record(first, parseComplete);
    const again = prepared.strip(Buffer.concat([parseMessage("actor", "SELECT $1"), bindAndSync]));
    expect(again.answered).toBe(true);
    expect(Buffer.from(again.bytes).toString()).toBe(bindAndSync.toString());
  });

  it("leaves to the engine a different statement under a taken name, unnamed ones, and ones the engine refused", () => {
    const prepared = new PreparedStatements();
    prepared.record(parseMessage("actor", "SELECT $1"), parseComplete);
    expect(prepared.strip(parseMessage("actor", "SELECT $1 + 1")).answered).toBe(false);
    prepared.record(parseMessage("", "SELECT 2"), parseComplete);
    expect(prepared.strip(parseMessage("", "SELECT 2")).answered).toBe(false);
    prepared.record(parseMessage("broken", "SELEC"), Buffer.from("E-error"));
    expect(prepared.strip(parseMessage("broken", "SELEC")).answered).toBe(false);
  });
});
