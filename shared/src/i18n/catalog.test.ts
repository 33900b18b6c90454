import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  authorizeInput,
  changePasswordInput,
  initPasswordInput,
  leaveInput,
  memberUpdateInput,
  resetPasswordInput,
  signUpInput,
} from "../accounts/schema";
import { errorCodes } from "../errors";
import { roles } from "../roles";
import {
  currentPasswordRule,
  customSelectRule,
  customTextRule,
  emailRule,
  groupCodeRule,
  idxParam,
  idxRule,
  initialRule,
  memberIdRule,
  lastNamePartRule,
  namePartRule,
  optionalText,
  passwordRule,
  phoneRule,
} from "../validation/rules";
import { hasTranslation, locales, resources, translate } from "./index";

/** Every leaf of a translation tree as dotted key → text; a leaf that is not text maps to its type. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof tree !== "object" || tree === null) {
    found.set(prefix, tree);
    return found;
  }
  for (const [key, child] of Object.entries(tree)) {
    for (const [path, value] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translation resources", () => {
  const english = leaves(resources["en-US"]);
  const korean = leaves(resources["ko-KR"]);

  it("has the same keys in en-US and ko-KR", () => {
    expect([...korean.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(0);
  });

  it("has a non-empty text at every leaf of every locale", () => {
    for (const locale of locales) {
      for (const [key, value] of leaves(resources[locale])) {
        expect(typeof value, `${locale} ${key}`).toBe("string");
        expect(String(value).trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  it("uses the same {{placeholders}} in both locales", () => {
    for (const [key, text] of english) {
      expect(placeholders(String(korean.get(key))), key).toEqual(placeholders(String(text)));
    }
  });

  it("has a message for every error code and role in both locales", () => {
    for (const locale of locales) {
      for (const code of errorCodes)
        expect(translate(locale, `errors.${code}`), `${locale} ${code}`).not.toBe(`errors.${code}`);
      for (const role of roles)
        expect(translate(locale, `roles.${role}`), `${locale} ${role}`).not.toBe(`roles.${role}`);
    }
  });

  it("holds the wording of spec §5 in en-US", () => {
    expect(translate("en-US", "validation.passwordRequired")).toBe("The password must be entered");
    expect(translate("en-US", "validation.emailRequired")).toBe("Email must be entered");
    expect(translate("en-US", "validation.emailPattern")).toBe("The email is not valid");
    expect(translate("en-US", "validation.passwordConfirmMismatch")).toBe(
      "Password and Confirm Password are different",
    );
    expect(translate("en-US", "validation.termsRequired")).toBe("Please accept the Terms of Use");
    expect(translate("en-US", "validation.groupRequired")).toBe("please select group");
    expect(translate("en-US", "validation.requiredFields")).toBe("Please fill out all required fields");
    expect(translate("en-US", "validation.printSelection")).toBe("Please select the data to print");
  });
});

describe("validation messages of the schemas", () => {
  const signUp = {
    memberId: "chemist01",
    password: "abcd1234",
    passwordConfirm: "abcd1234",
    email: "chemist@lab.example",
    firstName: "철수",
    lastName: "김",
    initial: "KCS",
    phone: "010-1234-5678",
    agreeTerms: true,
    agreePrivacy: true,
  };

  /** Failing inputs that together raise every message the schemas can give. */
  const failing: [z.ZodType, unknown][] = [
    [memberIdRule, undefined],
    [memberIdRule, "ab"],
    [memberIdRule, "abcd"],
    [initialRule, undefined],
    [initialRule, "ab"],
    [passwordRule, undefined],
    [passwordRule, ""],
    [passwordRule, "abc"],
    [passwordRule, "abcdefgh"],
    [currentPasswordRule, "a".repeat(201)],
    [phoneRule, ""],
    [phoneRule, "011-1234-5678"],
    [emailRule, ""],
    [emailRule, "not-an-email"],
    [namePartRule, undefined],
    [namePartRule, "a".repeat(51)],
    [lastNamePartRule, undefined],
    [optionalText(1), 5],
    [customTextRule(2), ""],
    [customTextRule(2), "a"],
    [customSelectRule(["a"]), "b"],
    [groupCodeRule, "x"],
    [idxRule, 0],
    [idxParam, "x"],
    [signUpInput, {}],
    [
      signUpInput,
      {
        ...signUp,
        passwordConfirm: "other",
        lastName: "K",
        firstName: "J",
        agreeTerms: false,
        newsletter: "yes",
        groupCode: "x",
      },
    ],
    [authorizeInput, {}],
    [authorizeInput, { memberId: "a".repeat(101), password: "a".repeat(201) }],
    [memberUpdateInput, {}],
    [memberUpdateInput, { ...signUp, lastName: "K", firstName: "J", nickName: "n".repeat(31) }],
    [changePasswordInput, {}],
    [changePasswordInput, { currentPassword: "x", newPassword: "abcdefgh", newPasswordConfirm: "x" }],
    [initPasswordInput, {}],
    [initPasswordInput, { newPassword: "abc", newPasswordConfirm: "x" }],
    [leaveInput, {}],
    [resetPasswordInput, { memberIdx: -1 }],
  ];

  const used = new Set<string>();
  for (const [schema, value] of failing) {
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? []) used.add(issue.message);
  }

  it("fails every input of the battery", () => {
    for (const [schema, value] of failing) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it("gives only validation.* keys, never zod's own English", () => {
    for (const message of used) expect(message).toMatch(/^validation\.\w+$/);
  });

  it("raises every key of the §5 rules", () => {
    expect([...used].sort()).toEqual(
      [
        "validation.emailPattern",
        "validation.emailRequired",
        "validation.groupCodePattern",
        "validation.idMin",
        "validation.idPattern",
        "validation.idRequired",
        "validation.initialPattern",
        "validation.initialRequired",
        "validation.invalid",
        "validation.nameLength",
        "validation.nameRequired",
        "validation.lastNameRequired",
        "validation.passwordConfirmMismatch",
        "validation.passwordMin",
        "validation.passwordPattern",
        "validation.passwordRequired",
        "validation.phonePattern",
        "validation.phoneRequired",
        "validation.positiveId",
        "validation.privacyRequired",
        "validation.selectRequired",
        "validation.termsRequired",
        "validation.textMin",
        "validation.textRequired",
        "validation.tooLong",
      ].sort(),
    );
  });

  it("has every key in the catalogue of both locales", () => {
    for (const key of used) {
      expect(hasTranslation(key), key).toBe(true);
      for (const locale of locales) expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
    }
  });
});

describe("hasTranslation", () => {
  it("is true for a message and false for a group of messages or an unknown key", () => {
    expect(hasTranslation("validation.idRequired")).toBe(true);
    expect(hasTranslation("validation")).toBe(false);
    expect(hasTranslation("validation.idRequired.extra")).toBe(false);
    expect(hasTranslation("validation.toString")).toBe(false);
    expect(hasTranslation("Invalid input")).toBe(false);
  });
});
