import { describe, expect, it } from "vitest";
import { cleanText, findTextProblem, textProblem } from "./text";

describe("the text rule", () => {
  it("refuses NUL, other controls, DEL, C1 controls and lone surrogates everywhere", () => {
    for (const bad of ["a\u0000b", "\u0001", "\u001b[31m", "\u007f", "\u0085", "\ud800", "x\udc00y", "\ud83d"]) {
      expect(textProblem(bad, { multiline: true })).toBe("control");
    }
  });

  it("keeps tab and line breaks in multi-line text only", () => {
    expect(textProblem("line 1\nline 2\r\n\tindented", { multiline: true })).toBeNull();
    expect(textProblem("line 1\nline 2", { multiline: false })).toBe("lineBreak");
    expect(textProblem("a\tb", { multiline: false })).toBe("lineBreak");
  });

  it("accepts Korean, emoji (a surrogate pair), combining marks and right-to-left text", () => {
    for (const good of ["톨루엔 99.5%", "🧪 flask", "e\u0301", "\u05e9\u05dc\u05d5\u05dd", "\u202eevil"]) {
      expect(textProblem(good, { multiline: false })).toBeNull();
    }
  });

  it("cleans what cannot be refused: controls removed, lone surrogates replaced", () => {
    expect(cleanText("ti\u0000tle\u0007 \ud800!")).toBe("title \ufffd!");
    expect(cleanText("keeps\nlines\tand 🧪")).toBe("keeps\nlines\tand 🧪");
  });

  it("finds the first bad string in a body by its path, keys included", () => {
    expect(findTextProblem({ a: "ok", items: [{ name: "fine" }, { name: "bad\u0000" }] })).toEqual({
      path: ["items", 1, "name"],
      problem: "control",
    });
    expect(findTextProblem({ ["k\u0000"]: 1 })).toEqual({ path: ["k\u0000"], problem: "control" });
    expect(findTextProblem({ a: 1, b: [true, null, "x"] })).toBeNull();
    expect(findTextProblem(new Uint8Array([0, 1, 2]))).toBeNull();
  });

  it("walks a body nested fifty thousand deep without overflowing the stack", () => {
    const deep: unknown = JSON.parse("[".repeat(50_000) + '"\\u0000"' + "]".repeat(50_000));
    const found = findTextProblem(deep);
    expect(found?.path).toHaveLength(50_000);
  });
});
