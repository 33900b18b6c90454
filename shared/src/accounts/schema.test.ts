import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  authorizeInput,
  changePasswordInput,
  initPasswordInput,
  leaveInput,
  member,
  memberUpdateInput,
  resetPasswordInput,
  signUpInput,
  type MemberUpdateInput,
  type SignUpInput,
} from "./schema";
import { translate } from "../i18n";

/** Each issue as "path: message", in zod's order; [] when the value is accepted. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const profile = {
  email: "Chemist@Lab.Example",
  firstName: "철수",
  lastName: "김",
  initial: "KCS",
  phone: "010-1234-5678",
} satisfies MemberUpdateInput;

const signUp = {
  memberId: "chemist01",
  password: "abcd1234",
  passwordConfirm: "abcd1234",
  ...profile,
  agreeTerms: true,
  agreePrivacy: true,
} satisfies SignUpInput;

describe("signUpInput", () => {
  it("accepts a complete sign-up and normalises it", () => {
    expect(signUpInput.parse({ ...signUp, memberId: " chemist01 ", nickName: "  ", organization: " KRICT " })).toEqual({
      memberId: "chemist01",
      password: "abcd1234",
      passwordConfirm: "abcd1234",
      email: "chemist@lab.example",
      firstName: "철수",
      lastName: "김",
      nickName: undefined,
      initial: "KCS",
      organization: "KRICT",
      phone: "010-1234-5678",
      newsletter: false,
      agreeTerms: true,
      agreePrivacy: true,
      groupCode: undefined,
    });
  });

  it("asks for the last name, not the first, when the last name is missing (both languages)", () => {
    const lastName = signUpInput
      .safeParse({ ...signUp, lastName: "" })
      .error?.issues.find((issue) => issue.path[0] === "lastName");
    expect(lastName?.message).toBeDefined();
    expect(translate("en-US", lastName?.message ?? "")).toBe("The last name must be entered");
    expect(translate("ko-KR", lastName?.message ?? "")).toBe("성을 입력해 주세요");
    const firstName = signUpInput.safeParse({ ...signUp, firstName: "" }).error?.issues[0]?.message ?? "";
    expect(translate("en-US", firstName)).toBe("The first name must be entered");
  });

  it("reports every missing required field under its own name", () => {
    expect(issues(signUpInput, {})).toEqual([
      "memberId: validation.idRequired",
      "password: validation.passwordRequired",
      "passwordConfirm: validation.passwordRequired",
      "email: validation.emailRequired",
      "firstName: validation.nameRequired",
      "lastName: validation.lastNameRequired",
      "initial: validation.initialRequired",
      "phone: validation.phoneRequired",
      "agreeTerms: validation.termsRequired",
      "agreePrivacy: validation.privacyRequired",
    ]);
  });

  it("rejects a confirmation that differs from the password", () => {
    expect(issues(signUpInput, { ...signUp, passwordConfirm: "abcd12345" })).toEqual([
      "passwordConfirm: validation.passwordConfirmMismatch",
    ]);
  });

  it("compares the confirmation exactly, without trimming", () => {
    expect(issues(signUpInput, { ...signUp, passwordConfirm: "abcd1234 " })).toEqual([
      "passwordConfirm: validation.passwordConfirmMismatch",
    ]);
  });

  it("requires the terms of use to be accepted", () => {
    expect(issues(signUpInput, { ...signUp, agreeTerms: false })).toEqual(["agreeTerms: validation.termsRequired"]);
    expect(issues(signUpInput, { ...signUp, agreeTerms: "true" })).toEqual(["agreeTerms: validation.termsRequired"]);
  });

  it("requires the privacy terms to be accepted", () => {
    expect(issues(signUpInput, { ...signUp, agreePrivacy: false })).toEqual([
      "agreePrivacy: validation.privacyRequired",
    ]);
  });

  it("accepts an empty group code as none and a 10-character code as given", () => {
    expect(signUpInput.parse({ ...signUp, groupCode: "" }).groupCode).toBeUndefined();
    expect(signUpInput.parse({ ...signUp, groupCode: "AB12CD34EF" }).groupCode).toBe("AB12CD34EF");
  });

  it("rejects a 9-character group code", () => {
    expect(issues(signUpInput, { ...signUp, groupCode: "AB12CD34E" })).toEqual([
      "groupCode: validation.groupCodePattern",
    ]);
  });

  it("rejects a whole name of 2 Latin characters under firstName", () => {
    expect(issues(signUpInput, { ...signUp, lastName: "L", firstName: "A" })).toEqual([
      "firstName: validation.nameLength",
    ]);
  });

  it("accepts a Korean name of two syllables (이 진)", () => {
    expect(issues(signUpInput, { ...signUp, lastName: "이", firstName: "진" })).toEqual([]);
  });

  it("reports each field rule under the field's name", () => {
    expect(issues(signUpInput, { ...signUp, memberId: "1chemist" })).toEqual(["memberId: validation.idPattern"]);
    expect(issues(signUpInput, { ...signUp, initial: "kcs" })).toEqual(["initial: validation.initialPattern"]);
    expect(issues(signUpInput, { ...signUp, phone: "011-1234-5678" })).toEqual(["phone: validation.phonePattern"]);
    expect(issues(signUpInput, { ...signUp, email: "chemist" })).toEqual(["email: validation.emailPattern"]);
    expect(issues(signUpInput, { ...signUp, newsletter: "yes" })).toEqual(["newsletter: validation.invalid"]);
  });

  it("reports a weak password and the resulting mismatch together", () => {
    expect(issues(signUpInput, { ...signUp, password: "abcdefgh" })).toEqual([
      "password: validation.passwordPattern",
      "passwordConfirm: validation.passwordConfirmMismatch",
    ]);
  });
});

describe("authorizeInput", () => {
  it("accepts any present id and password, trimming the id", () => {
    expect(authorizeInput.parse({ memberId: " 1ab ", password: "x" })).toEqual({ memberId: "1ab", password: "x" });
  });

  it("requires both", () => {
    expect(issues(authorizeInput, {})).toEqual([
      "memberId: validation.idRequired",
      "password: validation.passwordRequired",
    ]);
    expect(issues(authorizeInput, { memberId: "  ", password: "" })).toEqual([
      "memberId: validation.idRequired",
      "password: validation.passwordRequired",
    ]);
  });

  it("rejects an id over 100 characters as invalid", () => {
    expect(issues(authorizeInput, { memberId: "a".repeat(101), password: "x" })).toEqual([
      "memberId: validation.invalid",
    ]);
  });
});

describe("memberUpdateInput", () => {
  it("accepts the profile and drops a memberId, which cannot change", () => {
    expect(memberUpdateInput.parse({ ...profile, memberId: "other01", newsletter: true })).toEqual({
      email: "chemist@lab.example",
      firstName: "철수",
      lastName: "김",
      nickName: undefined,
      initial: "KCS",
      organization: undefined,
      phone: "010-1234-5678",
      newsletter: true,
    });
  });

  it("rejects a whole Latin name of 2 characters under firstName, and keeps a two-syllable Korean one", () => {
    expect(issues(memberUpdateInput, { ...profile, lastName: "L", firstName: "A" })).toEqual([
      "firstName: validation.nameLength",
    ]);
    expect(issues(memberUpdateInput, { ...profile, lastName: "이", firstName: "진" })).toEqual([]);
  });

  it("requires the name parts before checking the whole name", () => {
    expect(issues(memberUpdateInput, { ...profile, firstName: undefined })).toEqual([
      "firstName: validation.nameRequired",
    ]);
  });

  it("rejects a nickname over 30 and an organization over 100 characters", () => {
    expect(issues(memberUpdateInput, { ...profile, nickName: "n".repeat(31), organization: "o".repeat(101) })).toEqual([
      "nickName: validation.tooLong",
      "organization: validation.tooLong",
    ]);
    expect(memberUpdateInput.parse({ ...profile, nickName: "n".repeat(30) }).nickName).toBe("n".repeat(30));
  });

  it("checks phone and email like sign-up", () => {
    expect(issues(memberUpdateInput, { ...profile, phone: "010-1234", email: "" })).toEqual([
      "email: validation.emailRequired",
      "phone: validation.phonePattern",
    ]);
  });
});

describe("changePasswordInput", () => {
  const valid = { currentPassword: "old pw", newPassword: "newpw1234", newPasswordConfirm: "newpw1234" };

  it("accepts a new password that follows the rule and is confirmed", () => {
    expect(changePasswordInput.parse(valid)).toEqual(valid);
  });

  it("requires the current password but not its pattern", () => {
    expect(issues(changePasswordInput, { ...valid, currentPassword: "" })).toEqual([
      "currentPassword: validation.passwordRequired",
    ]);
  });

  it("applies the password rule to the new password", () => {
    expect(issues(changePasswordInput, { ...valid, newPassword: "12345678", newPasswordConfirm: "12345678" })).toEqual([
      "newPassword: validation.passwordPattern",
    ]);
  });

  it("rejects a confirmation that differs from the new password", () => {
    expect(issues(changePasswordInput, { ...valid, newPasswordConfirm: "newpw12345" })).toEqual([
      "newPasswordConfirm: validation.passwordConfirmMismatch",
    ]);
  });

  it("requires the confirmation", () => {
    expect(issues(changePasswordInput, { ...valid, newPasswordConfirm: undefined })).toEqual([
      "newPasswordConfirm: validation.passwordRequired",
    ]);
  });
});

describe("initPasswordInput", () => {
  const valid = { newPassword: "newpw123!", newPasswordConfirm: "newpw123!" };

  it("accepts a confirmed password that follows the rule", () => {
    expect(initPasswordInput.parse(valid)).toEqual(valid);
  });

  it("rejects a password that does not follow the rule", () => {
    expect(issues(initPasswordInput, { newPassword: "short1", newPasswordConfirm: "short1" })).toEqual([
      "newPassword: validation.passwordMin",
      "newPassword: validation.passwordPattern",
    ]);
  });

  it("rejects a confirmation that differs", () => {
    expect(issues(initPasswordInput, { ...valid, newPasswordConfirm: "newpw123?" })).toEqual([
      "newPasswordConfirm: validation.passwordConfirmMismatch",
    ]);
  });

  it("requires both fields", () => {
    expect(issues(initPasswordInput, {})).toEqual([
      "newPassword: validation.passwordRequired",
      "newPasswordConfirm: validation.passwordRequired",
    ]);
  });
});

describe("leaveInput", () => {
  it("accepts any present password", () => {
    expect(leaveInput.parse({ password: "x" })).toEqual({ password: "x" });
  });

  it("requires the password", () => {
    expect(issues(leaveInput, {})).toEqual(["password: validation.passwordRequired"]);
    expect(issues(leaveInput, { password: "" })).toEqual(["password: validation.passwordRequired"]);
  });
});

describe("resetPasswordInput", () => {
  it("accepts a positive member index", () => {
    expect(resetPasswordInput.parse({ memberIdx: 7 })).toEqual({ memberIdx: 7 });
  });

  it.each([{}, { memberIdx: 0 }, { memberIdx: -3 }, { memberIdx: 1.5 }, { memberIdx: "7" }])("rejects %j", (value) => {
    expect(issues(resetPasswordInput, value)).toEqual(["memberIdx: validation.positiveId"]);
  });
});

describe("member", () => {
  const sample = {
    memberIdx: 1,
    memberId: "chemist01",
    email: "chemist@lab.example",
    firstName: "철수",
    lastName: "김",
    nickName: null,
    initial: "KCS",
    organization: null,
    phone: "010-1234-5678",
    role: "FRONT",
    newsletter: false,
    agreeTerms: true,
    agreePrivacy: true,
    registeredAt: "2024-03-05T01:02:03.000Z",
    lastLoginDateTime: null,
    mustChangePassword: false,
  };

  it("accepts a member as the api returns it", () => {
    expect(member.parse(sample)).toEqual(sample);
  });

  it("drops any field it does not declare, such as a password hash", () => {
    expect(member.parse({ ...sample, passwordHash: "secret" })).not.toHaveProperty("passwordHash");
  });

  it("rejects an unknown role", () => {
    expect(member.safeParse({ ...sample, role: "USER" }).success).toBe(false);
  });
});
