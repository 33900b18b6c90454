import { describe, expect, it } from "vitest";
import { ExperimentPage } from "./support/experiment";
import { typeWithKoreanIme } from "./support/ime";
import {
  owner,
  writer,
  live,
  createBook,
  pageOf,
  lastParagraph,
  experiment,
  useLabbookWorld,
} from "./support/labbookWorld";

// The lab book, edited by several members at once: typing and the reaction table.
useLabbookWorld();

describe("the collaborative lab book", () => {
  it("keeps both texts when two members type into the same paragraph at once", async () => {
    const lbIdx = await createBook(owner, "Concurrent typing");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.typeAtEnd("procedure", "Stir at 80 °C.");
    await expect.poll(() => b.sectionText("procedure"), live).toBe("Stir at 80 °C.");

    // A writes at the start of the paragraph while B writes at its end, keystroke by keystroke.
    await a.section("procedure").click();
    await a.page.keyboard.press("ControlOrMeta+Home");
    await b.section("procedure").click();
    await b.page.keyboard.press("ControlOrMeta+End");
    await Promise.all([
      a.page.keyboard.type("Under argon: ", { delay: 25 }),
      b.page.keyboard.type(" Then add Pd(PPh3)4.", { delay: 25 }),
    ]);
    const expected = "Under argon: Stir at 80 °C. Then add Pd(PPh3)4.";
    await expect.poll(() => a.sectionText("procedure"), live).toBe(expected);
    await expect.poll(() => b.sectionText("procedure"), live).toBe(expected);
    expect(await a.section("procedure").locator("p").count()).toBe(1);
  });

  it("keeps each member's run whole and in its order when both type at one spot, with spaces, brackets and Korean IME", async () => {
    const lbIdx = await createBook(owner, "Typing at one spot");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    // Runs that begin with a space or a bracket lost their order most (issue 19); Korean is composed.
    const trials: { a: string; b: string; korean?: boolean }[] = [
      // Korean composed by one member at a time first: the input method's path into the book.
      { a: " 수율 92%", b: "", korean: true },
      { a: "", b: " 확인 완료", korean: true },
      { a: " alpha beta", b: " GAMMA" },
      { a: " 92% yield", b: "  - ok" },
      { a: " [1] ref", b: " [2] SI" },
      { a: "  (dr 3:1)", b: " (TLC)" },
      { a: " a b c", b: " x y z" },
      { a: " [see above]", b: " [cf. 2]" },
      // Korean composed while the other member types in the same paragraph.
      { a: " 수율 92%", b: " 확인 완료", korean: true },
      { a: " 백색 고체", b: " (재결정)", korean: true },
      { a: " 여과 후 건조", b: " TLC 확인", korean: true },
    ];
    // Each member clicks at the end of the last paragraph, as one does to carry on writing there.
    const clickAtEnd = async (view: ExperimentPage) => {
      const last = view.section("goal").locator("p").last();
      const box = await last.boundingBox();
      await last.click({ position: { x: (box?.width ?? 2) - 1, y: (box?.height ?? 2) / 2 } });
      await view.page.keyboard.press("End");
      await view.page.waitForTimeout(150);
    };
    for (const [i, trial] of trials.entries()) {
      const base = `base${i}.`;
      if (i === 0) await b.typeAtEnd("goal", base);
      else {
        await clickAtEnd(b);
        await b.page.keyboard.type(`\n${base}`);
      }
      await expect.poll(async () => [await lastParagraph(a), await lastParagraph(b)], live).toEqual([base, base]);
      await clickAtEnd(a);
      await clickAtEnd(b);
      const type = (view: ExperimentPage, text: string) =>
        trial.korean ? typeWithKoreanIme(view.page, text, 25) : view.page.keyboard.type(text, { delay: 25 });
      await Promise.all([type(a, trial.a), type(b, trial.b)]);
      const either = [base + trial.a + trial.b, base + trial.b + trial.a];
      await expect.poll(async () => (await lastParagraph(a)) === (await lastParagraph(b)), live).toBe(true);
      expect(either, `trial ${i}`).toContain(await lastParagraph(a));
    }
  });

  it("shows a reactant row added in B, and cell edits both ways, in A", async () => {
    const lbIdx = await createBook(writer, "Reaction table");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    expect(await a.rows("reactants").count()).toBe(0);

    await b.addRow("reactants");
    await expect.poll(() => a.rows("reactants").count(), live).toBe(1);
    await b.cell("reactants", 0, "name").fill("4-bromoanisole");
    await expect.poll(() => a.cell("reactants", 0, "name").inputValue(), live).toBe("4-bromoanisole");
    await a.cell("reactants", 0, "mass").fill("1.87");
    await expect.poll(() => b.cell("reactants", 0, "mass").inputValue(), live).toBe("1.87");

    // Two people typing in one cell at once keep both their words (the note is in the row's detail at 1280 px).
    await a.openDetail("reactants", 0);
    await b.openDetail("reactants", 0);
    await b.cell("reactants", 0, "note").fill("anhydrous");
    await expect.poll(() => a.cell("reactants", 0, "note").inputValue(), live).toBe("anhydrous");
    await a.cell("reactants", 0, "note").click();
    await a.page.keyboard.press("Home");
    await b.cell("reactants", 0, "note").click();
    await b.page.keyboard.press("End");
    await Promise.all([
      a.page.keyboard.type("dry, ", { delay: 25 }),
      b.page.keyboard.type(", freshly opened", { delay: 25 }),
    ]);
    for (const view of [a, b]) {
      await expect
        .poll(() => view.cell("reactants", 0, "note").inputValue(), live)
        .toBe("dry, anhydrous, freshly opened");
    }
    expect(await a.rows("supplies").count()).toBe(0);
  });

  it("shows who is typing in which reaction-table cell to the others, until they leave it", async () => {
    const lbIdx = await createBook(writer, "Cell presence");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await b.addRow("reactants");
    await expect.poll(() => a.rows("reactants").count(), live).toBe(1);

    await a.cell("reactants", 0, "mass").click();
    const row = b.rows("reactants").first();
    const mark = row.getByTestId("reaction-cell-presence");
    await expect.poll(() => mark.count(), live).toBe(1);
    expect(await mark.textContent()).toBe("Rosalind Franklin");
    // On the mass cell, not on another one.
    const amountCell = row.locator("td").filter({ has: b.page.getByTestId("reaction-cell-mass") });
    expect(await amountCell.getByTestId("reaction-cell-presence").count()).toBe(1);
    // A sees no mark of their own.
    expect(await a.rows("reactants").first().getByTestId("reaction-cell-presence").count()).toBe(0);

    await a.cell("reactants", 0, "name").click();
    const nameCell = row.locator("td").filter({ has: b.page.getByTestId("reaction-cell-name") });
    await expect.poll(() => nameCell.getByTestId("reaction-cell-presence").count(), live).toBe(1);
    expect(await amountCell.getByTestId("reaction-cell-presence").count()).toBe(0);

    await a.section("goal").click();
    await expect.poll(() => mark.count(), live).toBe(0);
  });

  it("keeps an amount cell free to type but shows text that is no number as an error, in each reader's language", async () => {
    const lbIdx = await createBook(owner, "Amounts");
    const a = await experiment(owner, lbIdx);
    const b = new ExperimentPage(await pageOf(writer, "ko-KR"));
    await b.open(lbIdx);
    await a.addRow("reactants");
    await expect.poll(() => b.rows("reactants").count(), live).toBe(1);
    const english = a
      .rows("reactants")
      .nth(0)
      .getByText("Not a number: write the amount as a number, such as 1.5 or 1000");
    const korean = b.rows("reactants").nth(0).getByText("숫자가 아닙니다. 양은 1.5나 1000처럼 숫자로 써 주세요");

    await a.cell("reactants", 0, "mass").fill("abc");
    expect(await a.cell("reactants", 0, "mass").inputValue()).toBe("abc");
    await english.waitFor();
    await korean.waitFor();
    expect(await a.cell("reactants", 0, "mass").getAttribute("aria-invalid")).toBe("true");

    // A comma is never read as a thousands separator: "1,000" says how to write the number, in each language.
    await a.cell("reactants", 0, "mass").fill("1,000");
    await english.waitFor({ state: "detached" });
    const separator = a.rows("reactants").nth(0).getByText("no thousands separator (1000)", { exact: false });
    const separatorKo = b.rows("reactants").nth(0).getByText("천 단위 구분 기호 없이(1000)", { exact: false });
    await separator.waitFor();
    await separatorKo.waitFor();

    await a.cell("reactants", 0, "mass").fill("1000");
    await separator.waitFor({ state: "detached" });
    await separatorKo.waitFor({ state: "detached" });
    await korean.waitFor({ state: "detached" });
    expect(await b.cell("reactants", 0, "mass").getAttribute("aria-invalid")).not.toBe("true");
  });
});
