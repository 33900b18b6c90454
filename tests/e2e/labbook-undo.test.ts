import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { owner, writer, live, createBook, experiment, useLabbookWorld } from "./support/labbookWorld";

// Undo in the lab book while another member types. A run of keystrokes is one undo step while no key
// comes later than the editor's grouping time (500 ms) after the one before; the members' clocks
// stand still (Playwright's fixed time: Date.now only, timers run), so a busy machine's late key
// does not split the run. Steps the app ends itself (a new row, another cell) are still steps.
useLabbookWorld();

/** The page's Date.now stands still from here on; its timers and sockets run as ever. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(Date.now());
}

describe("the collaborative lab book", () => {
  it("undoes my whole typing run at a spot where another member types at the same time", async () => {
    const lbIdx = await createBook(owner, "Undo at the same spot");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await holdClock(a.page);
    // B writes the start, so that A's only typing is the run A undoes.
    await b.typeAtEnd("goal", "base.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("base.");
    await a.section("goal").click();
    await a.page.keyboard.press("ControlOrMeta+End");
    await b.section("goal").click();
    await b.page.keyboard.press("ControlOrMeta+End");
    await Promise.all([
      a.page.keyboard.type(" alpha beta", { delay: 25 }),
      b.page.keyboard.type(" GAMMA", { delay: 25 }),
    ]);
    await expect.poll(() => b.sectionText("goal"), live).toMatch(/^base\.( alpha beta GAMMA| GAMMA alpha beta)$/);
    await a.page.keyboard.press("ControlOrMeta+Z");
    await expect.poll(() => b.sectionText("goal"), live).toBe("base. GAMMA");
    expect(await a.sectionText("goal")).toBe("base. GAMMA");
  });

  it("undoes only my own edits, in sections and in reaction tables", async () => {
    const lbIdx = await createBook(owner, "Undo");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await holdClock(a.page);
    await a.typeAtEnd("futurePlan", "Mine.");
    await expect.poll(() => b.sectionText("futurePlan"), live).toBe("Mine.");
    await b.typeAtEnd("futurePlan", " Theirs.");
    await expect.poll(() => a.sectionText("futurePlan"), live).toBe("Mine. Theirs.");
    await a.section("futurePlan").click();
    await a.page.keyboard.press("ControlOrMeta+z");
    await expect.poll(async () => (await b.sectionText("futurePlan")).trim(), live).toBe("Theirs.");

    await a.addRow("supplies");
    await expect.poll(() => b.rows("supplies").count(), live).toBe(1);
    await b.cell("supplies", 0, "name").fill("Schlenk flask");
    await a.cell("supplies", 0, "amount").fill("2");
    await expect.poll(() => b.cell("supplies", 0, "amount").inputValue(), live).toBe("2");
    await expect.poll(() => a.cell("supplies", 0, "name").inputValue(), live).toBe("Schlenk flask");
    await a.cell("supplies", 0, "amount").press("ControlOrMeta+z");
    await expect.poll(() => b.cell("supplies", 0, "amount").inputValue(), live).toBe("");
    expect(await b.cell("supplies", 0, "name").inputValue()).toBe("Schlenk flask");
  });
});
