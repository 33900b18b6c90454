import { describe, expect, it } from "vitest";
import { encodeCollabMessage, parseCollabMessage } from "./messages";

describe("collab server messages", () => {
  it("reads back what the server writes", () => {
    expect(parseCollabMessage(encodeCollabMessage({ type: "saved", at: 1_700_000_000_000 }))).toEqual({
      type: "saved",
      at: 1_700_000_000_000,
    });
    expect(parseCollabMessage(encodeCollabMessage({ type: "access", access: "read" }))).toEqual({
      type: "access",
      access: "read",
    });
    expect(parseCollabMessage('{"type":"error","code":"DOCUMENT_TOO_LARGE"}')).toEqual({
      type: "error",
      code: "DOCUMENT_TOO_LARGE",
    });
  });

  it("ignores payloads that are not one of the three messages", () => {
    expect(parseCollabMessage("not json")).toBeNull();
    expect(parseCollabMessage('{"type":"access","access":"admin"}')).toBeNull();
    expect(parseCollabMessage('{"type":"saved"}')).toBeNull();
    expect(parseCollabMessage("42")).toBeNull();
  });
});
