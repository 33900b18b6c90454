import { describe, expect, it } from "vitest";
import { resources, type InventoryHistoryEntry } from "@enote/shared";
import i18next from "i18next";
import { historyDetail } from "./historyText";

const i18n = i18next.createInstance();
await i18n.init({
  resources: { "en-US": { translation: resources["en-US"] }, "ko-KR": { translation: resources["ko-KR"] } },
  lng: "en-US",
  interpolation: { escapeValue: false },
});

const entry = (patch: Partial<InventoryHistoryEntry>): InventoryHistoryEntry => ({
  kind: "updated",
  fields: [],
  amount: null,
  used: null,
  labBook: null,
  reason: null,
  source: null,
  order: null,
  legacyText: null,
  by: { memberIdx: 1, name: "Marie Curie", left: false },
  at: "2024-03-01T09:00:00.000Z",
  ...patch,
});

describe("historyDetail", () => {
  it("names the changed fields by their labels in the reader's language", async () => {
    const changed = entry({ fields: ["location", "msdsFile", "structureImage"] });
    await i18n.changeLanguage("en-US");
    expect(historyDetail(changed, i18n.t)).toBe("Changed: Location, MSDS PDF, Structural formula");
    await i18n.changeLanguage("ko-KR");
    expect(historyDetail(changed, i18n.t)).toBe("변경: 보관 위치, MSDS PDF, 구조식");
  });

  it("shows an amount change with thousands grouped, and the disuse reason", async () => {
    await i18n.changeLanguage("en-US");
    const amount = { before: { amount: 1500, unit: "mL" as const }, after: { amount: 250.5, unit: "mL" as const } };
    expect(historyDetail(entry({ kind: "amount", amount }), i18n.t)).toBe("1,500 mL → 250.5 mL");
    expect(historyDetail(entry({ kind: "disused", reason: "Expired" }), i18n.t)).toBe("Reason: Expired");
  });

  it("shows what a use in a lab book took, and the bottle before and after, in both languages", async () => {
    const used = entry({
      kind: "used",
      used: { amount: 250, unit: "mg" },
      amount: { before: { amount: 5, unit: "g" }, after: { amount: 4.75, unit: "g" } },
      labBook: { lbIdx: 3, seqNo: "2026-0007" },
    });
    await i18n.changeLanguage("en-US");
    expect(historyDetail(used, i18n.t)).toBe("250 mg taken: 5 g → 4.75 g");
    await i18n.changeLanguage("ko-KR");
    expect(historyDetail(used, i18n.t)).toBe("250 mg 사용: 5 g → 4.75 g");
  });

  it("shows amounts left after a use with 4 significant figures, not the stored float", async () => {
    const used = entry({
      kind: "used",
      used: { amount: 1.944646, unit: "g" },
      amount: { before: { amount: 26, unit: "g" }, after: { amount: 24.055354, unit: "g" } },
      labBook: { lbIdx: 3, seqNo: "2026-0007" },
    });
    await i18n.changeLanguage("en-US");
    expect(historyDetail(used, i18n.t)).toBe("1.945 g taken: 26 g → 24.06 g");
  });

  it("says an item came from an import, and nothing more for one added with the form", async () => {
    await i18n.changeLanguage("ko-KR");
    expect(historyDetail(entry({ kind: "created", source: "import" }), i18n.t)).toBe("파일에서 가져옴");
    expect(historyDetail(entry({ kind: "created", source: "form" }), i18n.t)).toBeNull();
  });

  it("shows an unmapped old entry's stored text as it is", () => {
    expect(historyDetail(entry({ kind: "amount", legacyText: "about half" }), i18n.t)).toBe("about half");
  });
});
