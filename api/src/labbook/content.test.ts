import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { bookFeedGoalMax, labBookDoc } from "@enote/shared";
import { projectContent } from "./content";

describe("a lab book's projection for lists and search", () => {
  it("drops control characters a member typed or pasted, which the database cannot store", () => {
    const doc = new Y.Doc();
    doc.getText(labBookDoc.title).insert(0, "Grignard\u0000 run\u0007 \ud800");
    const fragment = doc.getXmlFragment(labBookDoc.section("goal"));
    const paragraph = new Y.XmlElement("paragraph");
    paragraph.insert(0, [new Y.XmlText("dry\u0000 THF\tonly\u001b")]);
    fragment.insert(0, [paragraph]);
    const { title, plainText } = projectContent(doc);
    expect(title).toBe("Grignard run \ufffd");
    expect(plainText).toBe("dry THF only");
  });

  it("keeps the goal section's first lines for the book feed, cut at its limit, and nothing of the other sections", () => {
    const doc = new Y.Doc();
    const paragraph = (text: string) => {
      const element = new Y.XmlElement("paragraph");
      element.insert(0, [new Y.XmlText(text)]);
      return element;
    };
    doc.getXmlFragment(labBookDoc.section("goal")).insert(0, [paragraph("Make 3a"), paragraph("x".repeat(400))]);
    doc.getXmlFragment(labBookDoc.section("procedure")).insert(0, [paragraph("Reflux")]);
    const { goalText } = projectContent(doc);
    expect(goalText.startsWith("Make 3a\nxxx")).toBe(true);
    expect([...goalText]).toHaveLength(bookFeedGoalMax);
    expect(goalText).not.toContain("Reflux");
  });

  it("lets search find a reaction row by its name, CAS number and formula, not by its computed numbers' keys", () => {
    const doc = new Y.Doc();
    const row = new Y.Map<unknown>();
    doc.getArray<Y.Map<unknown>>(labBookDoc.table("reactants")).push([row]);
    for (const [cell, text] of [
      ["name", "Benzaldehyde"],
      ["cas", "100-52-7"],
      ["formula", "C7H6O"],
      ["mass", "1061.2"],
      ["smiles", "O=Cc1ccccc1"],
    ] as const) {
      const value = new Y.Text();
      value.insert(0, text);
      row.set(cell, value);
    }
    row.set("basis", "mass");
    row.set("rowKey", "abcdefghijkl");
    expect(projectContent(doc).plainText).toBe("Benzaldehyde 100-52-7 C7H6O");
  });
});
