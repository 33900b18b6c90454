import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ActivityItem, Locale } from "@enote/shared";

let activityText: (item: ActivityItem) => string;
let changeLocale: (locale: Locale) => Promise<void>;

beforeAll(async () => {
  // The i18n module reads the browser's language and cookie when it loads.
  vi.stubGlobal("document", { cookie: "", documentElement: { lang: "" } });
  vi.stubGlobal("navigator", { languages: ["en-US"], language: "en-US" });
  ({ activityText } = await import("./activityText"));
  ({ changeLocale } = await import("../../i18n"));
});

const at = "2026-03-01T09:00:00.000Z";
const item = (fields: Partial<ActivityItem> & Pick<ActivityItem, "kind">): ActivityItem => ({
  groupName: "Vitamin Lab",
  projectName: "Ascorbic acid",
  actorName: "Marie Curie",
  actorLeft: false,
  at,
  ...fields,
});

describe("activityText", () => {
  it("names members who are still here", async () => {
    await changeLocale("en-US");
    expect(activityText(item({ kind: "project.memberLevel", text: "Dorothy Hodgkin: WRITER" }))).toBe(
      "Marie Curie made Dorothy Hodgkin Writer in Ascorbic acid",
    );
    expect(activityText(item({ kind: "group.memberRemoved", text: "Dorothy Hodgkin" }))).toBe(
      "Marie Curie removed Dorothy Hodgkin from Vitamin Lab",
    );
  });

  it("words a member who left, whose name was erased, as a former member in either language", async () => {
    await changeLocale("en-US");
    expect(activityText(item({ kind: "group.left", actorName: "", actorLeft: true }))).toBe(
      "Former member left Vitamin Lab",
    );
    expect(activityText(item({ kind: "project.memberLevel", text: ": WRITER", subjectLeft: true }))).toBe(
      "Marie Curie made Former member Writer in Ascorbic acid",
    );
    await changeLocale("ko-KR");
    expect(activityText(item({ kind: "group.memberRemoved", text: "" }))).toBe(
      "Marie Curie 님이 Vitamin Lab 그룹에서 탈퇴한 회원 님을 내보냈습니다",
    );
  });

  it("leaves a recorded name that is not a member's as it is", async () => {
    await changeLocale("en-US");
    expect(activityText(item({ kind: "group.renamed", text: "Vitamin C Lab" }))).toBe(
      "Marie Curie renamed the group to Vitamin C Lab",
    );
  });

  it("keeps the name of a member who left, marked as left in the reader's language", async () => {
    await changeLocale("en-US");
    expect(activityText(item({ kind: "group.left", actorName: "Marie Curie", actorLeft: true }))).toBe(
      "Marie Curie (left) left Vitamin Lab",
    );
    await changeLocale("ko-KR");
    expect(
      activityText(item({ kind: "project.memberLevel", text: "Dorothy Hodgkin: WRITER", subjectLeft: true })),
    ).toContain("Dorothy Hodgkin (탈퇴)");
  });
});
