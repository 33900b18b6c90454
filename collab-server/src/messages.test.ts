import { parseCollabMessage } from "@enote/shared";
import { describe, expect, it } from "vitest";
import { encodeServerMessage, parseServerMessage, type CollabServerMessage } from "./messages";

const messages: CollabServerMessage[] = [
  { type: "saved", at: 1_700_000_000_000 },
  { type: "access", access: "read" },
  { type: "access", access: "write" },
  { type: "error", code: "DOCUMENT_TOO_LARGE" },
];

describe("server messages", () => {
  it("round-trips every message type", () => {
    for (const message of messages) expect(parseServerMessage(encodeServerMessage(message))).toEqual(message);
    expect(encodeServerMessage({ type: "saved", at: 5 })).toBe('{"type":"saved","at":5}');
  });

  it("returns null for anything else", () => {
    for (const payload of ["", "not json", "null", "[]", '{"type":"saved"}', '{"type":"access","access":"none"}']) {
      expect(parseServerMessage(payload)).toBeNull();
    }
    expect(parseServerMessage('{"type":"error","code":"OTHER"}')).toBeNull();
  });

  it("are what the client's parser in @enote/shared reads", () => {
    for (const message of messages) expect(parseCollabMessage(encodeServerMessage(message))).toEqual(message);
  });
});
