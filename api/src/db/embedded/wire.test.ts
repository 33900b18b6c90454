import { describe, expect, it } from "vitest";
import { FrontendFramer, SSL_REQUEST } from "./wire";

function startup(): Buffer {
  const params = Buffer.from("user\0postgres\0\0");
  const bytes = Buffer.alloc(8 + params.length);
  bytes.writeInt32BE(bytes.length, 0);
  bytes.writeInt32BE(196608, 4);
  params.copy(bytes, 8);
  return bytes;
}

function message(type: string, body = ""): Buffer {
  const payload = Buffer.from(body);
  const bytes = Buffer.alloc(5 + payload.length);
  bytes.write(type, 0, "latin1");
  bytes.writeInt32BE(4 + payload.length, 1);
  payload.copy(bytes, 5);
  return bytes;
}

describe("FrontendFramer", () => {
  it("answers an SSL request apart and then hands over the startup message", () => {
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(SSL_REQUEST, 4);
    const framer = new FrontendFramer();
    const frames = framer.push(Buffer.concat([ssl, startup()]));
    expect(frames.map((f) => f.kind)).toEqual(["encryptionRequest", "startup"]);
  });

  it("holds back a message until all of its bytes have come, and passes whole ones together", () => {
    const framer = new FrontendFramer();
    framer.push(startup());
    const parse = message("P", "\0select 1\0\0\0");
    const sync = message("S");
    const all = Buffer.concat([parse, sync]);
    expect(framer.push(all.subarray(0, 7))).toEqual([]);
    const frames = framer.push(all.subarray(7));
    expect(frames).toEqual([{ kind: "messages", bytes: all }]);
  });

  it("passes what came before a Terminate and then reports the Terminate", () => {
    const framer = new FrontendFramer();
    framer.push(startup());
    const query = message("Q", "select 1\0");
    const frames = framer.push(Buffer.concat([query, message("X")]));
    expect(frames).toEqual([{ kind: "messages", bytes: query }, { kind: "terminate" }]);
  });
});
