import { describe, expect, it } from "vitest";
import type { Comment } from "@enote/shared";
import { contentParts, mentionOptions, mentionText } from "./mentions";
import { threadOf, toThreads } from "./threads";

const kim = { memberIdx: 7, name: "김민지" };
const pauling = { memberIdx: 12, name: "Linus Pauling", left: false };

describe("contentParts", () => {
  it("turns a mention of a member into a mention part and keeps the text around it", () => {
    const text = `Ask ${mentionText(kim)} about\nthe yield`;
    expect(contentParts(text, [kim, pauling])).toEqual([
      { kind: "text", text: "Ask " },
      { kind: "mention", memberIdx: 7, name: "김민지" },
      { kind: "text", text: " about\nthe yield" },
    ]);
  });

  it("shows the member's current name, and leaves a token of someone not in the book as typed", () => {
    expect(contentParts("@[Old name](12)!", [pauling])).toEqual([
      { kind: "mention", memberIdx: 12, name: "Linus Pauling" },
      { kind: "text", text: "!" },
    ]);
    expect(contentParts("@[Stranger](99) hi", [pauling])).toEqual([{ kind: "text", text: "@[Stranger](99) hi" }]);
  });
});

function comment(lcmIdx: number, parentIdx: number | null): Comment {
  return {
    lcmIdx,
    parentIdx,
    author: pauling,
    content: `#${lcmIdx}`,
    anchor: null,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    editedAt: null,
    deleted: false,
    can: { edit: true, delete: true, resolve: true },
  };
}

describe("toThreads", () => {
  it("groups replies under their thread in order and finds a thread from a reply", () => {
    const threads = toThreads([comment(1, null), comment(2, null), comment(3, 1), comment(4, 2), comment(5, 1)]);
    expect(threads.map((t) => [t.root.lcmIdx, t.replies.map((r) => r.lcmIdx)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
    expect(threadOf(threads, 5)?.root.lcmIdx).toBe(1);
    expect(threadOf(threads, 9)).toBeUndefined();
  });
});

describe("mentionOptions", () => {
  it("does not offer the writer to mention himself", () => {
    const members = [
      { memberIdx: 1, name: "Rosalind Franklin" },
      { memberIdx: 2, name: "Dorothy Hodgkin" },
    ];
    expect(mentionOptions(members, 1)).toEqual([{ memberIdx: 2, name: "Dorothy Hodgkin" }]);
  });
});
