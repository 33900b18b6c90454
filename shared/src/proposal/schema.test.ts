import { describe, expect, it } from "vitest";
import { proposalAnswerInput, proposalCreateInput, proposalListQuery, proposalPaths } from "./schema";

describe("proposal contracts", () => {
  it("builds the list path with only the filters given, a Korean search encoded", () => {
    expect(proposalPaths.list()).toBe("/api/proposal/list.do");
    expect(proposalPaths.list({ q: "재고 50%", status: "RECEIVED", category: undefined, page: 2 })).toBe(
      "/api/proposal/list.do?q=%EC%9E%AC%EA%B3%A0%2050%25&status=RECEIVED&page=2",
    );
    expect(proposalListQuery.parse({ q: "재고 50%", status: "RECEIVED", page: "2" })).toMatchObject({
      q: "재고 50%",
      page: 2,
      size: 20,
    });
  });

  it("keeps the content's line breaks but refuses a subject on two lines", () => {
    const input = { subject: "QR scan", category: "FEATURE", content: "first\nsecond" };
    expect(proposalCreateInput.parse(input).content).toBe("first\nsecond");
    const twoLines = proposalCreateInput.safeParse({ ...input, subject: "QR\nscan" });
    expect(twoLines.success).toBe(false);
    expect(twoLines.error?.issues[0]?.path).toEqual(["subject"]);
  });

  it("reads an absent or blank answer as no answer", () => {
    expect(proposalAnswerInput.parse({ status: "REVIEWING" }).answer).toBeNull();
    expect(proposalAnswerInput.parse({ status: "DONE", answer: " \n " }).answer).toBeNull();
    expect(proposalAnswerInput.safeParse({ status: "OPEN" }).success).toBe(false);
  });
});
