import { describe, expect, it } from "vitest";
import { mentionedMemberIdxs } from "./mentions";

describe("mentionedMemberIdxs", () => {
  it("finds each mentioned member once, in order, and ignores text that only looks like one", () => {
    expect(mentionedMemberIdxs("@[Kim](12) see @[Lee](7) and @[Kim](12) again")).toEqual([12, 7]);
    expect(mentionedMemberIdxs("mail me@lab.test or @Kim (12) or @[](3) or @[x](0)")).toEqual([]);
  });
});
