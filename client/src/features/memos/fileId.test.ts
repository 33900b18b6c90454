import { describe, expect, it } from "vitest";
import { attachmentOfFileId, memoFileId } from "./fileId";

describe("a memo image's file id", () => {
  it("names the attachment that holds the image, and reads back to it", () => {
    expect(memoFileId(42)).toBe("attachment-42");
    expect(attachmentOfFileId(memoFileId(42))).toBe(42);
  });

  it("refers to no attachment when it is not one of ours, so nothing is fetched for it", () => {
    // Excalidraw's own ids are hashes of the bytes; a hostile member could write anything.
    for (const id of [
      "3f786850e387550fdab836ed7e6dc881de23001b",
      "attachment-",
      "attachment-0",
      "attachment-007",
      "attachment--1",
      "attachment-1.5",
      "attachment-12/../../members",
      "attachment-1?key=x",
      " attachment-1",
      "attachment-9999999999999999",
    ]) {
      expect(attachmentOfFileId(id), id).toBeNull();
    }
  });
});
