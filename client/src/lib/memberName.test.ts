import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Locale } from "@enote/shared";

let namedMember: (name: string) => string;
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
    expect(namedMember("Marie Curie")).toBe("Marie Curie");
  });

  it("names a member whose name was erased on leaving 'Former member', in the reader's language", async () => {
    await changeLocale("en-US");
    expect(namedMember("")).toBe("Former member");
    await changeLocale("ko-KR");
    expect(namedMember("  ")).toBe("탈퇴한 회원");
  });
});
