import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  passwordResetConfirmInput,
  passwordResetRequestBody,
  passwordResetRequestForm,
  passwordResetRequestInput,
  resetLinkPath,
} from "./schema";

function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("passwordResetRequestInput", () => {
  it("takes an id or an e-mail address (lower-cased), exactly one", () => {
    expect(passwordResetRequestInput.parse({ memberId: " chem2024 " })).toEqual({ memberId: "chem2024" });
    expect(passwordResetRequestInput.parse({ email: "Marie@Lab.Example" })).toEqual({ email: "marie@lab.example" });
    expect(issues(passwordResetRequestInput, {})).toEqual(["memberId: validation.resetAccountRequired"]);
    expect(issues(passwordResetRequestInput, { memberId: "chem2024", email: "marie@lab.example" })).toEqual([
      "memberId: validation.resetAccountRequired",
    ]);
  });
});

describe("the request form's one field", () => {
  it("sends text with an @ as an e-mail address and anything else as an id", () => {
    expect(passwordResetRequestBody(" marie@lab.example ")).toEqual({ email: "marie@lab.example" });
    expect(passwordResetRequestBody("chem2024")).toEqual({ memberId: "chem2024" });
  });

  it("asks for something, and for a well-formed address when it holds an @", () => {
    expect(issues(passwordResetRequestForm, { account: "  " })).toEqual(["account: validation.resetAccountRequired"]);
    expect(issues(passwordResetRequestForm, { account: "marie@lab" })).toEqual(["account: validation.emailPattern"]);
    expect(issues(passwordResetRequestForm, { account: "chem2024" })).toEqual([]);
  });
});

describe("passwordResetConfirmInput", () => {
  it("holds the new password to the sign-up rule and to its confirmation", () => {
    const valid = { token: "t".repeat(43), newPassword: "flask2024", newPasswordConfirm: "flask2024" };
    expect(issues(passwordResetConfirmInput, valid)).toEqual([]);
    expect(issues(passwordResetConfirmInput, { ...valid, newPasswordConfirm: "flask2025" })).toEqual([
      "newPasswordConfirm: validation.passwordConfirmMismatch",
    ]);
    expect(issues(passwordResetConfirmInput, { ...valid, newPassword: "flask", newPasswordConfirm: "flask" })).toEqual([
      "newPassword: validation.passwordMin",
      "newPassword: validation.passwordPattern",
    ]);
    expect(issues(passwordResetConfirmInput, { ...valid, token: "t".repeat(201) })).toEqual([
      "token: validation.invalid",
    ]);
  });
});

describe("resetLinkPath", () => {
  it("opens the reset page with the token, which survives being read back from the address", () => {
    const path = resetLinkPath("abc-_09XYZ");
    expect(path).toBe("/auth/resetPassword?token=abc-_09XYZ");
    const query = path.slice(path.indexOf("?") + 1);
    expect(query.split("&").map((pair) => pair.split("="))).toEqual([["token", "abc-_09XYZ"]]);
  });
});
