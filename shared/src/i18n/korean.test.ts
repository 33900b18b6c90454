import { describe, expect, it } from "vitest";
import { resources } from "./index";

/** Every leaf of a translation tree as dotted key → text. */
function leaves(tree: unknown, prefix = "", found = new Map<string, string>()): Map<string, string> {
  if (typeof tree !== "object" || tree === null) return found.set(prefix, String(tree));
  for (const [key, child] of Object.entries(tree)) leaves(child, prefix ? `${prefix}.${key}` : key, found);
  return found;
}

/**
 * Words a Korean lab writes in Latin letters too: names (the product, PubChem, MoA, a reaction
 * in an example), the language's own name, units, and chemistry's, files' and the web's
 * abbreviations. Any other English word in a Korean text is untranslated.
 */
const keptInLatin = new Set(
  [
    ...["E-Note", "English", "PubChem", "MoA", "Suzuki", "Google"],
    ...["SMILES", "MSDS", "CAS", "GHS", "TLC", "QR", "SHA", "mol", "g/mol", "g/mL", "mm"],
    ...["PDF", "CSV", "XLSX", "PNG", "JPEG", "GIF", "WebP", "http", "https", "mailto"],
    // Personal API tokens (issue 38) and the spectra scripts upload.
    ...["API", "NMR"],
    // The institutional directory protocol (issue 38), named as Korean IT staff name it.
    "LDAP",
    // The .eln export's format and the ELNs that read it.
    ...["ELN", "RO-Crate", "eLabFTW", "RSpace", "Chemotion", "SVG"],
    // Spectrum file format and kinds (issue 39).
    ...["JCAMP-DX", "NMR", "IR", "UV-Vis", "MS"],
    // A date format written as the field expects it.
    "YYYY-MM-DD",
  ].map((word) => word.toUpperCase()),
);

const korean = leaves(resources["ko-KR"]);

describe("the Korean catalog", () => {
  it("translates every text, keeping in Latin letters only names and abbreviations", () => {
    for (const [key, text] of korean) {
      const words = text.replace(/\{\{\s*\w+\s*\}\}/g, "").match(/[A-Za-z][A-Za-z/-]*[A-Za-z]/g) ?? [];
      const english = words.filter((word) => !keptInLatin.has(word.toUpperCase()));
      expect(english, `ko-KR ${key}: ${text}`).toEqual([]);
    }
  });

  it("says 인쇄 for print everywhere, never 출력", () => {
    for (const [key, text] of korean) expect(text, `ko-KR ${key}`).not.toContain("출력");
    expect(korean.get("labBook.list.print")).toBe("인쇄");
  });

  it("names the My Lab menu section in Korean", () => {
    expect(korean.get("nav.sections.myLab")).toBe("내 연구실");
  });
});
