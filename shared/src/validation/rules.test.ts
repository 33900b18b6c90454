import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { translate } from "../i18n";
import {
  currentPasswordRule,
  customSelectRule,
  customTextRule,
  emailRule,
  groupCodeRule,
  idxParam,
  idxRule,
  initialRule,
  isLongEnoughName,
  isValidPassword,
  issueParams,
  limits,
  memberIdRule,
  namePartRule,
  optionalText,
  passwordRule,
  phoneRule,
} from "./rules";

/** The messages of every issue, in zod's order; [] when the value is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message a form shows first. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return messages(schema, value)[0];
}

describe("limits", () => {
  it("matches the business constants of spec §9", () => {
    expect(limits).toMatchObject({
      idMin: 5,
      idMax: 20,
      idTrimmedMin: 4,
      passwordMin: 8,
      passwordMax: 20,
      initialMin: 3,
      initialMax: 5,
      nameMoreThan: 2,
      groupCodeLength: 10,
    });
  });
});

describe("memberIdRule", () => {
  it("requires an id when it is missing or not text", () => {
    expect(messages(memberIdRule, undefined)).toEqual(["validation.idRequired"]);
    expect(messages(memberIdRule, null)).toEqual(["validation.idRequired"]);
    expect(messages(memberIdRule, 12345)).toEqual(["validation.idRequired"]);
  });

  it("requires an id when it is empty or blank", () => {
    expect(firstMessage(memberIdRule, "")).toBe("validation.idRequired");
    expect(firstMessage(memberIdRule, "    ")).toBe("validation.idRequired");
  });

  it("reports idMin for an id of 3 characters after trimming", () => {
    expect(firstMessage(memberIdRule, "abc")).toBe("validation.idMin");
    expect(firstMessage(memberIdRule, "   abc   ")).toBe("validation.idMin");
  });

  it("reports only the pattern for an id of 4 characters", () => {
    expect(messages(memberIdRule, "abcd")).toEqual(["validation.idPattern"]);
    expect(messages(memberIdRule, "  abcd  ")).toEqual(["validation.idPattern"]);
  });

  it("accepts 5 characters starting with a letter", () => {
    expect(memberIdRule.parse("abcde")).toBe("abcde");
    expect(memberIdRule.parse("A1234")).toBe("A1234");
    expect(memberIdRule.parse("Chem1")).toBe("Chem1");
  });

  it("accepts 20 characters and rejects 21", () => {
    const twenty = "a" + "1".repeat(19);
    expect(memberIdRule.parse(twenty)).toBe(twenty);
    expect(messages(memberIdRule, twenty + "1")).toEqual(["validation.idPattern"]);
  });

  it("rejects an id that starts with a digit", () => {
    expect(messages(memberIdRule, "1abcde")).toEqual(["validation.idPattern"]);
  });

  it("rejects non-ASCII letters and symbols", () => {
    expect(messages(memberIdRule, "abcdé")).toEqual(["validation.idPattern"]);
    expect(messages(memberIdRule, "가나다라마")).toEqual(["validation.idPattern"]);
    expect(messages(memberIdRule, "abc_de")).toEqual(["validation.idPattern"]);
    expect(messages(memberIdRule, "abc-de")).toEqual(["validation.idPattern"]);
    expect(messages(memberIdRule, "_abcde")).toEqual(["validation.idPattern"]);
  });

  it("rejects a space inside the id", () => {
    expect(messages(memberIdRule, "abc def")).toEqual(["validation.idPattern"]);
  });

  it("trims surrounding spaces from an accepted id", () => {
    expect(memberIdRule.parse("  chemist01  ")).toBe("chemist01");
  });
});

describe("initialRule", () => {
  it("requires an initial", () => {
    expect(messages(initialRule, undefined)).toEqual(["validation.initialRequired"]);
    expect(firstMessage(initialRule, "")).toBe("validation.initialRequired");
    expect(firstMessage(initialRule, "   ")).toBe("validation.initialRequired");
  });

  it("accepts 3 to 5 uppercase letters or digits", () => {
    expect(initialRule.parse("KCS")).toBe("KCS");
    expect(initialRule.parse("AB12")).toBe("AB12");
    expect(initialRule.parse("A1B2C")).toBe("A1B2C");
    expect(initialRule.parse("123")).toBe("123");
  });

  it("trims surrounding spaces", () => {
    expect(initialRule.parse("  KCS ")).toBe("KCS");
  });

  it("rejects lowercase letters", () => {
    expect(messages(initialRule, "kcs")).toEqual(["validation.initialPattern"]);
    expect(messages(initialRule, "KCs")).toEqual(["validation.initialPattern"]);
  });

  it("rejects 2 and 6 characters", () => {
    expect(messages(initialRule, "KC")).toEqual(["validation.initialPattern"]);
    expect(messages(initialRule, "KCSABC")).toEqual(["validation.initialPattern"]);
  });

  it("rejects symbols and non-ASCII letters", () => {
    expect(messages(initialRule, "K-CS")).toEqual(["validation.initialPattern"]);
    expect(messages(initialRule, "K CS")).toEqual(["validation.initialPattern"]);
    expect(messages(initialRule, "ÄBC")).toEqual(["validation.initialPattern"]);
  });
});

describe("passwordRule", () => {
  it("requires a password when it is missing or not text", () => {
    expect(messages(passwordRule, undefined)).toEqual(["validation.passwordRequired"]);
    expect(messages(passwordRule, 12345678)).toEqual(["validation.passwordRequired"]);
  });

  it("requires a password when it is empty", () => {
    expect(firstMessage(passwordRule, "")).toBe("validation.passwordRequired");
  });

  it("reports passwordMin for 7 characters", () => {
    expect(firstMessage(passwordRule, "abcd123")).toBe("validation.passwordMin");
  });

  it("accepts 8 characters mixing letters and digits", () => {
    expect(passwordRule.parse("abcd1234")).toBe("abcd1234");
    expect(passwordRule.parse("1234567A")).toBe("1234567A");
  });

  it("rejects letters only", () => {
    expect(messages(passwordRule, "abcdefgh")).toEqual(["validation.passwordPattern"]);
  });

  it("rejects digits only", () => {
    expect(messages(passwordRule, "12345678")).toEqual(["validation.passwordPattern"]);
  });

  it("accepts 20 characters and rejects 21", () => {
    const twenty = "abcdefghij1234567890";
    expect(passwordRule.parse(twenty)).toBe(twenty);
    expect(messages(passwordRule, twenty + "a")).toEqual(["validation.passwordPattern"]);
  });

  it.each(["@", "$", "!", "%", "*", "#", "?", "&"])("allows the special character %s", (special) => {
    expect(passwordRule.parse(`abcd123${special}`)).toBe(`abcd123${special}`);
  });

  it.each(["^", " ", "-", "_", "~", "("])("rejects the special character %j", (special) => {
    expect(messages(passwordRule, `abcd1234${special}`)).toEqual(["validation.passwordPattern"]);
  });

  it("still asks for a letter and a digit when specials are used", () => {
    expect(messages(passwordRule, "abcdefg@")).toEqual(["validation.passwordPattern"]);
    expect(messages(passwordRule, "1234567@")).toEqual(["validation.passwordPattern"]);
    expect(messages(passwordRule, "@$!%*#?&")).toEqual(["validation.passwordPattern"]);
  });

  it("rejects non-ASCII letters", () => {
    expect(messages(passwordRule, "비밀번호1234abcd")).toEqual(["validation.passwordPattern"]);
  });

  it("does not trim: surrounding spaces count as characters and are rejected", () => {
    expect(messages(passwordRule, " abcd1234 ")).toEqual(["validation.passwordPattern"]);
    expect(firstMessage(passwordRule, "        ")).toBe("validation.passwordPattern");
  });
});

describe("isValidPassword", () => {
  it("accepts either pattern and nothing else", () => {
    expect(isValidPassword("abcd1234")).toBe(true);
    expect(isValidPassword("abcd123!")).toBe(true);
    expect(isValidPassword("abcd123")).toBe(false);
    expect(isValidPassword("abcd123^")).toBe(false);
    expect(isValidPassword("")).toBe(false);
  });
});

describe("currentPasswordRule", () => {
  it("requires a password", () => {
    expect(messages(currentPasswordRule, undefined)).toEqual(["validation.passwordRequired"]);
    expect(messages(currentPasswordRule, "")).toEqual(["validation.passwordRequired"]);
  });

  it("accepts any non-empty password, even one the pattern would reject", () => {
    expect(currentPasswordRule.parse("x")).toBe("x");
    expect(currentPasswordRule.parse(" old pw ^ ")).toBe(" old pw ^ ");
  });

  it("accepts 200 characters and rejects 201", () => {
    expect(currentPasswordRule.parse("a".repeat(200))).toBe("a".repeat(200));
    expect(messages(currentPasswordRule, "a".repeat(201))).toEqual(["validation.invalid"]);
  });
});

describe("phoneRule", () => {
  it("requires a phone number", () => {
    expect(messages(phoneRule, undefined)).toEqual(["validation.phoneRequired"]);
    expect(firstMessage(phoneRule, "")).toBe("validation.phoneRequired");
    expect(firstMessage(phoneRule, "  ")).toBe("validation.phoneRequired");
  });

  it("accepts 010 numbers with or without hyphens", () => {
    expect(phoneRule.parse("010-1234-5678")).toBe("010-1234-5678");
    expect(phoneRule.parse("01012345678")).toBe("01012345678");
  });

  it("trims surrounding spaces", () => {
    expect(phoneRule.parse(" 010-1234-5678 ")).toBe("010-1234-5678");
  });

  it("accepts an international number (E.164) when it starts with +, and refuses a malformed one", () => {
    expect(phoneRule.parse("+14155550123")).toBe("+14155550123");
    expect(phoneRule.parse("+821012345678")).toBe("+821012345678");
    expect(phoneRule.parse("+491701234567")).toBe("+491701234567");
    expect(messages(phoneRule, "+0123456789")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "+1234")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "+1234567890123456")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "+1415abc0123")).toEqual(["validation.phonePattern"]);
  });

  it("rejects prefixes other than 010", () => {
    expect(messages(phoneRule, "011-1234-5678")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "01112345678")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "02-1234-5678")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "+82-10-1234-5678")).toEqual(["validation.phonePattern"]);
  });

  it("rejects a number with missing or extra digits", () => {
    expect(messages(phoneRule, "010-123-5678")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "010-1234-567")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "0101234567")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "010-1234-56789")).toEqual(["validation.phonePattern"]);
  });

  it("rejects letters and other separators", () => {
    expect(messages(phoneRule, "010-abcd-5678")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "010 1234 5678")).toEqual(["validation.phonePattern"]);
    expect(messages(phoneRule, "010.1234.5678")).toEqual(["validation.phonePattern"]);
  });
});

describe("emailRule", () => {
  it("requires an email", () => {
    expect(messages(emailRule, undefined)).toEqual(["validation.emailRequired"]);
    expect(firstMessage(emailRule, "")).toBe("validation.emailRequired");
    expect(firstMessage(emailRule, "   ")).toBe("validation.emailRequired");
  });

  it("accepts an address and lowercases it", () => {
    expect(emailRule.parse("chemist@lab.example")).toBe("chemist@lab.example");
    expect(emailRule.parse("Chemist@Lab.EXAMPLE")).toBe("chemist@lab.example");
  });

  it("trims surrounding spaces", () => {
    expect(emailRule.parse("  a@b.co  ")).toBe("a@b.co");
  });

  it("rejects addresses that do not match the pattern", () => {
    for (const bad of [
      "chemist",
      "chemist.lab.example",
      "chemist@lab",
      "@lab.example",
      "chemist@",
      "a@@b.co",
      "a b@c.de",
      "a@b c.de",
    ]) {
      expect(messages(emailRule, bad), bad).toEqual(["validation.emailPattern"]);
    }
  });

  it("accepts 254 characters and rejects 255", () => {
    const domain = "@lab.example";
    const at254 = "a".repeat(254 - domain.length) + domain;
    expect(emailRule.parse(at254)).toBe(at254);
    expect(messages(emailRule, "a" + at254)).toEqual(["validation.emailPattern"]);
  });
});

describe("namePartRule", () => {
  it("requires a name part", () => {
    expect(messages(namePartRule, undefined)).toEqual(["validation.nameRequired"]);
    expect(messages(namePartRule, "")).toEqual(["validation.nameRequired"]);
    expect(messages(namePartRule, "   ")).toEqual(["validation.nameRequired"]);
  });

  it("accepts a one-character part, since the length rule is on the whole name", () => {
    expect(namePartRule.parse("김")).toBe("김");
  });

  it("trims and accepts 50 characters, rejecting 51 as too long", () => {
    expect(namePartRule.parse("  Kim  ")).toBe("Kim");
    expect(namePartRule.parse("a".repeat(50))).toBe("a".repeat(50));
    expect(messages(namePartRule, "a".repeat(51))).toEqual(["validation.tooLong"]);
  });
});

describe("isLongEnoughName", () => {
  it("accepts a Latin name of more than 2 characters", () => {
    expect(isLongEnoughName("Li", "A")).toBe(true);
    expect(isLongEnoughName("Kim", "")).toBe(true);
  });

  it("rejects a Latin name of 2 characters or fewer", () => {
    expect(isLongEnoughName("Li", "")).toBe(false);
    expect(isLongEnoughName("L", "A")).toBe(false);
    expect(isLongEnoughName("", "")).toBe(false);
  });

  it("accepts a Hangul name of 2 syllables or more (이 + 진)", () => {
    expect(isLongEnoughName("이", "진")).toBe(true);
    expect(isLongEnoughName("김", "철수")).toBe(true);
  });

  it("rejects a Hangul name of 1 syllable, and a mixed name of 2 characters", () => {
    expect(isLongEnoughName("이", "")).toBe(false);
    expect(isLongEnoughName("이", "J")).toBe(false);
  });

  it("does not count spaces", () => {
    expect(isLongEnoughName(" 이 ", "   ")).toBe(false);
    expect(isLongEnoughName("L ", " A")).toBe(false);
  });
});

describe("optionalText", () => {
  const nick = optionalText(5);

  it("turns missing, empty and blank text into undefined", () => {
    expect(nick.parse(undefined)).toBeUndefined();
    expect(nick.parse("")).toBeUndefined();
    expect(nick.parse("   ")).toBeUndefined();
  });

  it("trims and accepts text up to the maximum", () => {
    expect(nick.parse("  abc ")).toBe("abc");
    expect(nick.parse("abcde")).toBe("abcde");
  });

  it("rejects text over the maximum as too long", () => {
    expect(messages(nick, "abcdef")).toEqual(["validation.tooLong"]);
  });

  it("rejects values that are not text", () => {
    expect(messages(nick, 5)).toEqual(["validation.invalid"]);
    expect(messages(nick, null)).toEqual(["validation.invalid"]);
  });
});

describe("customTextRule", () => {
  it("requires text", () => {
    const rule = customTextRule(3);
    expect(messages(rule, undefined)).toEqual(["validation.textRequired"]);
    expect(firstMessage(rule, "")).toBe("validation.textRequired");
  });

  it("applies the caller's minimum to the trimmed text", () => {
    const rule = customTextRule(3);
    expect(messages(rule, "ab")).toEqual(["validation.textMin"]);
    expect(messages(rule, "  ab  ")).toEqual(["validation.textMin"]);
    expect(rule.parse(" abc ")).toBe("abc");
  });

  it("defaults the maximum to 1000 characters", () => {
    const rule = customTextRule(1);
    expect(rule.parse("a".repeat(1000))).toBe("a".repeat(1000));
    expect(messages(rule, "a".repeat(1001))).toEqual(["validation.tooLong"]);
  });

  it("applies a caller's maximum", () => {
    expect(messages(customTextRule(1, 5), "abcdef")).toEqual(["validation.tooLong"]);
  });
});

describe("customSelectRule", () => {
  const rule = customSelectRule(["solid", "liquid"]);

  it("accepts one of the given values", () => {
    expect(rule.parse("liquid")).toBe("liquid");
  });

  it("asks for a selection when nothing or something else is chosen", () => {
    expect(messages(rule, undefined)).toEqual(["validation.selectRequired"]);
    expect(messages(rule, "")).toEqual(["validation.selectRequired"]);
    expect(messages(rule, "gas")).toEqual(["validation.selectRequired"]);
  });
});

describe("groupCodeRule", () => {
  it("treats a missing, empty or blank code as no code", () => {
    expect(groupCodeRule.parse(undefined)).toBeUndefined();
    expect(groupCodeRule.parse("")).toBeUndefined();
    expect(groupCodeRule.parse("   ")).toBeUndefined();
  });

  it("accepts 10 letters or digits", () => {
    expect(groupCodeRule.parse("AB12cd34EF")).toBe("AB12cd34EF");
    expect(groupCodeRule.parse("  ABCDE12345 ")).toBe("ABCDE12345");
  });

  it("rejects 9 and 11 characters", () => {
    expect(messages(groupCodeRule, "ABCDE1234")).toEqual(["validation.groupCodePattern"]);
    expect(messages(groupCodeRule, "ABCDE123456")).toEqual(["validation.groupCodePattern"]);
  });

  it("rejects symbols and values that are not text", () => {
    expect(messages(groupCodeRule, "ABCDE-1234")).toEqual(["validation.groupCodePattern"]);
    expect(messages(groupCodeRule, null)).toEqual(["validation.groupCodePattern"]);
    expect(messages(groupCodeRule, 1234567890)).toEqual(["validation.groupCodePattern"]);
  });
});

describe("idxRule", () => {
  it("accepts positive 32-bit integers", () => {
    expect(idxRule.parse(1)).toBe(1);
    expect(idxRule.parse(2147483647)).toBe(2147483647);
  });

  it.each([0, -1, 1.5, 2147483648, Number.NaN, Number.POSITIVE_INFINITY, "12", null, undefined])(
    "rejects %j",
    (value) => {
      expect(firstMessage(idxRule, value)).toBe("validation.positiveId");
    },
  );
});

describe("idxParam", () => {
  it("turns digits into a number", () => {
    expect(idxParam.parse("12")).toBe(12);
    expect(idxParam.parse("1")).toBe(1);
    expect(idxParam.parse("2147483647")).toBe(2147483647);
  });

  it.each(["0", "-1", "1.5", "abc", "", " 12", "12 ", "1e3", "0x10", "2147483648", "12345678901", 12, undefined])(
    "rejects %j",
    (value) => {
      expect(firstMessage(idxParam, value)).toBe("validation.positiveId");
    },
  );
});

describe("issueParams", () => {
  it("gives the maximum of a too-long issue, which fills {{max}} in the message", () => {
    const issue = namePartRule.safeParse("a".repeat(51)).error?.issues[0];
    expect(issue).toBeDefined();
    if (!issue) return;
    expect(issueParams(issue)).toEqual({ max: 50 });
    expect(translate("en-US", issue.message, issueParams(issue))).toBe("Must be at most 50 characters");
  });

  it("gives the minimum of a too-short issue", () => {
    const issue = customTextRule(3).safeParse("ab").error?.issues[0];
    expect(issue).toBeDefined();
    if (!issue) return;
    expect(issueParams(issue)).toEqual({ min: 3 });
    expect(translate("ko-KR", issue.message, issueParams(issue))).toBe("3자 이상 입력해 주세요");
  });

  it("converts bigint bounds and ignores an issue without bounds", () => {
    expect(issueParams({ minimum: 5n, maximum: 9n })).toEqual({ min: 5, max: 9 });
    expect(issueParams({ code: "custom" })).toEqual({});
    expect(issueParams({ minimum: "3" })).toEqual({});
  });
});
