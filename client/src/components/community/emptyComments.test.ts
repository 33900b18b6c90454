import { describe, expect, it } from "vitest";
import { translate } from "@enote/shared";
import { emptyCommentsDescription } from "./emptyComments";

describe("the empty comment list of a notice or a board post", () => {
  it("speaks of the notice or the post, not of a lab book, in both languages", () => {
    expect(translate("en-US", emptyCommentsDescription.notice)).toBe(
      "Ask a question or leave a note for the others on this notice.",
    );
    expect(translate("en-US", emptyCommentsDescription.board)).toMatch(/this post/);
    for (const key of Object.values(emptyCommentsDescription)) {
      expect(translate("en-US", key)).not.toMatch(/lab book/);
      expect(translate("ko-KR", key)).not.toMatch(/연구노트/);
    }
  });
});
