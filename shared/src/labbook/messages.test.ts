import { describe, expect, it } from "vitest";
import { collabRefusalReason, encodeCollabMessage, parseCollabMessage, type CollabServerMessage } from "./messages";

const messages: CollabServerMessage[] = [
  { type: "saved", at: 1_700_000_000_000 },
  { type: "access", access: "read" },
  { type: "access", access: "write" },
  { type: "error", code: "DOCUMENT_TOO_LARGE" },
];

describe("collab server messages", () => {
  it("reads back every message the server writes", () => {
    for (const message of messages) expect(parseCollabMessage(encodeCollabMessage(message))).toEqual(message);
    expect(encodeCollabMessage({ type: "saved", at: 5 })).toBe('{"type":"saved","at":5}');
  });

  it("ignores payloads that are not one of the three messages", () => {
    for (const payload of [
      "",
      "not json",
      "null",
      "[]",
      "42",
      '{"type":"saved"}',
      '{"type":"access","access":"none"}',
      '{"type":"access","access":"admin"}',
      '{"type":"error","code":"OTHER"}',
    ]) {
      expect(parseCollabMessage(payload)).toBeNull();
    }
  });

  it("tells the server's refusal reasons from other close reasons", () => {
    expect(collabRefusalReason("permission-denied")).toBe("permission-denied");
    expect(collabRefusalReason("too-many-viewers")).toBe("too-many-viewers");
    expect(collabRefusalReason("unauthorized")).toBe("unauthorized");
    expect(collabRefusalReason("Forbidden")).toBeNull();
    expect(collabRefusalReason("")).toBeNull();
  });
});
