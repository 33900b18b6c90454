import { describe, expect, it, vi } from "vitest";
import {
  columnsStorageKey,
  defaultColumns,
  cellText,
  keepsOnOneLine,
  readColumns,
  saveColumns,
  type ColumnStorage,
} from "./columns";

// The i18n module (the creator column names a former member) reads the browser's language when it loads.
vi.hoisted(() => {
  vi.stubGlobal("document", { cookie: "", documentElement: { lang: "" } });
  vi.stubGlobal("navigator", { languages: ["en-US"], language: "en-US" });
});

/** A Map-backed stand-in for localStorage; `full` makes it refuse writes like a private window. */
function memoryStorage(
  initial: Record<string, string> = {},
  full = false,
): ColumnStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException("quota", "QuotaExceededError");
      data.set(key, value);
    },
  };
}

describe("the remembered column choice", () => {
  it("starts with the default columns when nothing was chosen", () => {
    expect(readColumns(memoryStorage())).toEqual([...defaultColumns]);
  });

  it("keeps a choice and reads it back in column order, however it was picked", () => {
    const storage = memoryStorage();
    expect(saveColumns(storage, ["addedDate", "supplier", "casNo"])).toEqual(["casNo", "supplier", "addedDate"]);
    expect(readColumns(storage)).toEqual(["casNo", "supplier", "addedDate"]);
  });

  it("remembers choosing no extra column at all, rather than falling back to the defaults", () => {
    const storage = memoryStorage();
    saveColumns(storage, []);
    expect(readColumns(storage)).toEqual([]);
  });

  it("drops columns that no longer exist and survives a damaged entry", () => {
    expect(readColumns(memoryStorage({ [columnsStorageKey]: '["casNo","retiredColumn"]' }))).toEqual(["casNo"]);
    expect(readColumns(memoryStorage({ [columnsStorageKey]: "{not json" }))).toEqual([...defaultColumns]);
    expect(readColumns(memoryStorage({ [columnsStorageKey]: '"casNo"' }))).toEqual([...defaultColumns]);
  });

  it("still answers the choice when the browser refuses to store it", () => {
    const storage = memoryStorage({}, true);
    expect(saveColumns(storage, ["barcode"])).toEqual(["barcode"]);
    expect(storage.data.size).toBe(0);
  });
});

describe("the list's cells", () => {
  it("keep numbers and codes on one line, and let names and places wrap", () => {
    for (const key of ["casNo", "amount", "pinNo", "barcode", "catalogNo", "addedDate"] as const) {
      expect(keepsOnOneLine(key)).toBe(true);
    }
    for (const key of ["nameEn", "location", "supplier", "manufacturer", "creator"] as const) {
      expect(keepsOnOneLine(key)).toBe(false);
    }
  });
});

describe("the amount cell", () => {
  it("shows a bottle's amount with 4 significant figures and thousands grouped, as labels and history do", () => {
    const item = { amount: 498.6179, unit: "g" } as Parameters<typeof cellText>[0];
    expect(cellText(item, "amount")).toBe("498.6 g");
    expect(cellText({ ...item, amount: 1500, unit: "mL" }, "amount")).toBe("1,500 mL");
  });
});
