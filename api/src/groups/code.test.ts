import { describe, expect, it } from "vitest";
import { groupCodePattern } from "@enote/shared";
import { newSignUpCode, signUpCodeAlphabet } from "./code";

describe("newSignUpCode", () => {
  it("never uses characters that look alike (I, l, 1, O, 0), over many codes", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newSignUpCode();
      expect(code).toMatch(groupCodePattern);
      for (const character of code) seen.add(character);
    }
    for (const lookAlike of ["I", "l", "1", "O", "0"]) expect(seen.has(lookAlike), lookAlike).toBe(false);
    expect([...seen].every((character) => signUpCodeAlphabet.includes(character))).toBe(true);
  });
});
