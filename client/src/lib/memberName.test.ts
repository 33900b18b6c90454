import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Locale, MemberRef } from "@enote/shared";

let namedMember: (member: Pick<MemberRef, "name" | "left">) => string;
let changeLocale: (locale: Locale) => Promise<void>;

beforeAll(async () => {
  // The i18n module reads the browser's language and cookie when it loads.
  vi.stubGlobal("document", { cookie: "", documentElement: { lang: "" } });
  vi.stubGlobal("navigator", { languages: ["en-US"], language: "en-US" });
  ({ namedMember } = await import("./memberName"));
  ({ changeLocale } = await import("../i18n"));
});

describe("namedMember", () => {
  it("shows a writer's or creator's name as the api gives it", () => {
    expect(namedMember({ name: "Marie Curie", left: false })).toBe("Marie Curie");
  });

  it("keeps a departed member's name, marked as left in the reader's language", async () => {
    await changeLocale("en-US");
    expect(namedMember({ name: "Marie Curie", left: true })).toBe("Marie Curie (left)");
    await changeLocale("ko-KR");
    expect(namedMember({ name: "김민지", left: true })).toBe("김민지 (탈퇴)");
  });

  it("names a member whose name was erased on leaving 'Former member', in the reader's language", async () => {
    await changeLocale("en-US");
    expect(namedMember({ name: "", left: true })).toBe("Former member");
    await changeLocale("ko-KR");
    expect(namedMember({ name: "  ", left: true })).toBe("탈퇴한 회원");
  });
});
