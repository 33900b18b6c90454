import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import {
  amountUnits,
  formatAmount,
  inventoryImportQuery,
  inventoryItemFormInput,
  inventoryItemInput,
  inventoryLabelsQuery,
  inventoryLimits,
  inventoryListQuery,
  normalizeUnit,
  pubchemQuery,
  type InventoryItemInput,
} from "./schema";

const base: InventoryItemInput = { groupIdx: 1, name: "에탄올", amount: 500, unit: "mL" };

/** The message keys a parse failed with, by field. */
function errorsOf(input: unknown): Record<string, string> {
  const result = inventoryItemInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("units", () => {
  it("offers mass, volume, amount of substance and pieces", () => {
    expect(amountUnits).toEqual(["mg", "g", "kg", "µL", "mL", "L", "mmol", "mol", "ea"]);
  });

  it.each([
    ["mL", "mL"],
    ["ml", "mL"],
    ["ML", "mL"],
    [" g ", "g"],
    ["KG", "kg"],
    ["l", "L"],
    ["uL", "µL"],
    ["ul", "µL"],
    ["μL", "µL"], // Greek small mu
    ["µL", "µL"], // micro sign
    ["mmol", "mmol"],
    ["MOL", "mol"],
    ["ea", "ea"],
    ["each", "ea"],
    ["pcs", "ea"],
  ])("reads %j as %s", (typed, unit) => {
    expect(normalizeUnit(typed)).toBe(unit);
  });

  it.each(["", "gram", "lb", "oz", "mg/mL", "%", "u"])("knows no unit %j", (typed) => {
    expect(normalizeUnit(typed)).toBeNull();
  });

  it("accepts every unit in the item schema and refuses others", () => {
    for (const unit of amountUnits) expect(errorsOf({ ...base, unit })).toEqual({});
    expect(errorsOf({ ...base, unit: "gal" })).toEqual({ unit: "validation.unit" });
    expect(errorsOf({ ...base, unit: "ml" })).toEqual({ unit: "validation.unit" });
  });
});

describe("amounts", () => {
  it.each([
    [500, "mL", "500 mL"],
    [12.5, "g", "12.5 g"],
    [0, "ea", "0 ea"],
    [0.1 + 0.2, "mg", "0.3 mg"],
    [1.23456789, "L", "1.235 L"],
    [1500, "mL", "1,500 mL"],
    [1234.5, "g", "1,235 g"],
  ] as const)("formats %d %s as %j", (amount, unit, text) => {
    expect(formatAmount(amount, unit)).toBe(text);
  });

  it("shows what is left after a use with the table's 4 significant figures, not float noise", () => {
    expect(formatAmount(24.055354, "g")).toBe("24.06 g");
    expect(formatAmount(498.6179, "g")).toBe("498.6 g");
    expect(formatAmount(944.646, "mg")).toBe("944.6 mg");
    expect(formatAmount(0.00123456, "mol")).toBe("0.001235 mol");
  });

  it("accepts zero (used up) and fractions", () => {
    expect(errorsOf({ ...base, amount: 0 })).toEqual({});
    expect(errorsOf({ ...base, amount: 0.25 })).toEqual({});
  });

  it("refuses a negative, a missing, a text or an absurd amount", () => {
    expect(errorsOf({ ...base, amount: -1 })).toEqual({ amount: "validation.amount" });
    expect(errorsOf({ ...base, amount: undefined })).toEqual({ amount: "validation.amount" });
    expect(errorsOf({ ...base, amount: "5" })).toEqual({ amount: "validation.amount" });
    expect(errorsOf({ ...base, amount: 2e9 })).toEqual({ amount: "validation.amount" });
  });

  it("keeps purity within 0–100 %", () => {
    expect(errorsOf({ ...base, purerate: 99.8 })).toEqual({});
    expect(errorsOf({ ...base, purerate: 100.1 })).toEqual({ purerate: "validation.purity" });
    expect(errorsOf({ ...base, purerate: -0.1 })).toEqual({ purerate: "validation.purity" });
  });
});

describe("inventory item input", () => {
  it("fills the defaults of a minimal item", () => {
    const item = inventoryItemInput.parse(base);
    expect(item).toMatchObject({
      name: "에탄올",
      nameEn: null,
      casNo: null,
      caution: { pictograms: [], hazardStatements: [] },
      isPrivate: false,
      msdsUrl: null,
    });
  });

  it("trims text and turns empty optional text into null", () => {
    const item = inventoryItemInput.parse({ ...base, name: "  Ethanol ", location: "  ", supplier: "" });
    expect(item.name).toBe("Ethanol");
    expect(item.location).toBeNull();
    expect(item.supplier).toBeNull();
  });

  it("requires a name", () => {
    expect(errorsOf({ ...base, name: "   " })).toEqual({ name: "validation.itemNameRequired" });
    expect(errorsOf({ ...base, name: undefined })).toEqual({ name: "validation.itemNameRequired" });
    expect(errorsOf({ ...base, name: "x".repeat(inventoryLimits.nameMax + 1) })).toEqual({
      name: "validation.tooLong",
    });
  });

  it("requires a group", () => {
    expect(errorsOf({ ...base, groupIdx: undefined })).toEqual({ groupIdx: "validation.groupRequired" });
    expect(errorsOf({ ...base, groupIdx: 0 })).toEqual({ groupIdx: "validation.groupRequired" });
  });

  it("checks the CAS number's shape and check digit, and allows none", () => {
    expect(errorsOf({ ...base, casNo: "64-17-5" })).toEqual({});
    expect(errorsOf({ ...base, casNo: "" })).toEqual({});
    expect(inventoryItemInput.parse({ ...base, casNo: "" }).casNo).toBeNull();
    expect(errorsOf({ ...base, casNo: "64-17-4" })).toEqual({ casNo: "validation.casCheckDigit" });
    expect(errorsOf({ ...base, casNo: "64175" })).toEqual({ casNo: "validation.casFormat" });
  });

  it("takes GHS pictograms and hazard statements, nothing else", () => {
    const caution = { pictograms: ["GHS02", "GHS07"], hazardStatements: ["H225", "H319", "H300+H310"] };
    expect(errorsOf({ ...base, caution })).toEqual({});
    expect(errorsOf({ ...base, caution: { pictograms: ["GHS10"] } })).toEqual({
      "caution.pictograms.0": "validation.invalid",
    });
    expect(errorsOf({ ...base, caution: { hazardStatements: ["flammable"] } })).toEqual({
      "caution.hazardStatements.0": "validation.hazardStatement",
    });
  });

  it("takes only hazard statements of the GHS list, in their listed spelling", () => {
    const parsed = inventoryItemInput.parse({
      ...base,
      caution: { hazardStatements: ["h225", "H350I", "H225"] },
    });
    expect(parsed.caution.hazardStatements).toEqual(["H225", "H350i"]);
    // Shaped like a code but not in the list: H299 and a combination GHS does not define.
    expect(errorsOf({ ...base, caution: { hazardStatements: ["H225", "H299"] } })).toEqual({
      "caution.hazardStatements.1": "validation.hazardStatement",
    });
    expect(errorsOf({ ...base, caution: { hazardStatements: ["H225+H319"] } })).toEqual({
      "caution.hazardStatements.0": "validation.hazardStatement",
    });
  });

  it("takes an MSDS link only over http or https", () => {
    expect(errorsOf({ ...base, msdsUrl: "https://example.com/msds.pdf" })).toEqual({});
    expect(errorsOf({ ...base, msdsUrl: "javascript:alert(1)" })).toEqual({ msdsUrl: "validation.url" });
  });

  it("takes an added date as a day or a timestamp", () => {
    expect(errorsOf({ ...base, addedDate: "2024-03-01" })).toEqual({});
    expect(errorsOf({ ...base, addedDate: "2024-03-01T09:00:00+09:00" })).toEqual({});
    expect(errorsOf({ ...base, addedDate: "01/03/2024" })).toEqual({ addedDate: "validation.date" });
  });

  it("says every message in both languages", () => {
    for (const key of ["validation.casCheckDigit", "validation.unit", "validation.date", "errors.SMILES_NOT_FOUND"]) {
      expect(translate("en-US", key)).not.toBe(key);
      expect(translate("ko-KR", key)).not.toBe(translate("en-US", key));
    }
    expect(translate("en-US", "errors.SMILES_NOT_FOUND")).toBe("Cannot find matching SMILES number");
  });
});

describe("list, labels, import and PubChem queries", () => {
  it("defaults the list to in-use items, newest first, 50 a page", () => {
    expect(inventoryListQuery.parse({ groupIdx: "3" })).toEqual({
      groupIdx: 3,
      state: "active",
      sort: "addedDate",
      order: "desc",
      page: 1,
      size: 50,
    });
  });

  it("refuses unknown sort keys, page 0 and pages above the limit", () => {
    expect(inventoryListQuery.safeParse({ groupIdx: "3", sort: "memo" }).success).toBe(false);
    expect(inventoryListQuery.safeParse({ groupIdx: "3", page: "0" }).success).toBe(false);
    expect(inventoryListQuery.safeParse({ groupIdx: "3", size: "201" }).success).toBe(false);
    expect(inventoryListQuery.safeParse({}).success).toBe(false);
  });

  it("splits label keys and pins, and asks for a selection when there is none", () => {
    expect(inventoryLabelsQuery.parse({ rowKeys: "abcdefghijk2, abcdefghijk3", pinNos: "P000001" })).toEqual({
      rowKeys: ["abcdefghijk2", "abcdefghijk3"],
      pinNos: ["P000001"],
    });
    const none = inventoryLabelsQuery.safeParse({});
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe("validation.printSelection");
    expect(inventoryLabelsQuery.safeParse({ rowKeys: "../../etc" }).success).toBe(false);
  });

  it("previews an import unless told otherwise", () => {
    expect(inventoryImportQuery.parse({ groupIdx: "1" }).mode).toBe("preview");
    expect(inventoryImportQuery.safeParse({ groupIdx: "1", mode: "some" }).success).toBe(false);
  });

  it("looks PubChem up by a valid CAS number or a name", () => {
    expect(pubchemQuery.safeParse({ cas: "64-17-5" }).success).toBe(true);
    expect(pubchemQuery.safeParse({ name: "benzene" }).success).toBe(true);
    expect(pubchemQuery.safeParse({ cas: "64-17-4" }).success).toBe(false);
    expect(pubchemQuery.safeParse({}).success).toBe(false);
  });
});

describe("the item form's typed numbers", () => {
  const typed = { ...base, amount: "500", molWeight: "", density: "", purerate: "" };
  const formErrors = (input: unknown) => {
    const result = inventoryItemFormInput.safeParse(input);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("reads amounts, weights and purities as typed into the request's numbers", () => {
    expect(
      inventoryItemFormInput.parse({ ...typed, amount: "1.5", molWeight: "46.07", purerate: "99.5" }),
    ).toMatchObject({ amount: 1.5, molWeight: 46.07, purerate: 99.5 });
    expect(inventoryItemFormInput.parse({ ...typed, amount: "1000.5" }).amount).toBe(1000.5);
    expect(inventoryItemFormInput.parse(typed)).toMatchObject({
      amount: 500,
      molWeight: null,
      density: null,
      purerate: null,
    });
    expect(inventoryItemFormInput.parse({ ...typed, density: "0.789" }).density).toBe(0.789);
  });

  it('refuses "1,000" and "1,5" alike (no separator guessed), and says what is wrong with the others', () => {
    expect(formErrors({ ...typed, amount: "1,000" })).toEqual({ amount: "validation.numberSeparator" });
    expect(formErrors({ ...typed, amount: "1,5" })).toEqual({ amount: "validation.numberSeparator" });
    expect(formErrors({ ...typed, amount: "12 g" })).toEqual({ amount: "validation.number" });
    expect(formErrors({ ...typed, amount: "" })).toEqual({ amount: "validation.amount" });
    expect(formErrors({ ...typed, purerate: "120" })).toEqual({ purerate: "validation.purity" });
    expect(formErrors({ ...typed, density: "0" })).toEqual({ density: "validation.density" });
  });
});
