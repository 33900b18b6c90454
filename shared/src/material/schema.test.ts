import { describe, expect, it } from "vitest";
import { formatNumber } from "../format";
import { materialFormInput, materialInput } from "./schema";

const typed = { groupIdx: 1, name: "Nitrile gloves (M)", quantity: "", consumable: true };

function quantityError(quantity: string): string | undefined {
  const result = materialFormInput.safeParse({ ...typed, quantity });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "quantity")?.message;
}

describe("materialFormInput", () => {
  it("reads a quantity by the one number rule: no thousands separator is guessed", () => {
    expect(materialFormInput.parse({ ...typed, quantity: "1000" }).quantity).toBe(1000);
    expect(materialFormInput.parse({ ...typed, quantity: " 25 " }).quantity).toBe(25);
    expect(quantityError("1,000")).toBe("validation.numberSeparator");
    expect(quantityError(formatNumber(1234567))).toBe("validation.numberSeparator");
  });

  it("gives its output as the api's request body", () => {
    const body = materialFormInput.parse({ ...typed, quantity: "1000" });
    expect(materialInput.parse(body)).toMatchObject({ quantity: 1000 });
  });

  it("says a whole number of 0 or more is wanted for anything else, empty included", () => {
    for (const text of ["", "abc", "1.5", "-3", "12 ea"]) expect(quantityError(text), text).toBe("validation.quantity");
  });
});
