import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { ExperimentPage } from "./support/experiment";
import { HistoryDrawer } from "./support/history";
import { call, type ApiMember } from "./support/http";
import { threeMemberLab, type ThreeMemberLab } from "./support/lab";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
let lab: ThreeMemberLab;

const live = { timeout: 20_000 };

interface Versions {
  versions: Array<{ versionIdx: number; reason: string; status: string; authors: Array<{ name: string }> }>;
  pendingAuthors: Array<{ memberIdx: number; name: string }>;
}

async function memberIdxOf(who: ApiMember): Promise<number> {
  return (await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", { token: who.accessToken }))
    .memberIdx;
}

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
}

/** Who the server counts as having changed the book since its last version, by name. */
async function pendingNames(lbIdx: number): Promise<string[]> {
  const list = await call<Versions>(server.url, "GET", `/api/labbook/${lbIdx}/versions.do`, {
    token: lab.reader.accessToken,
  });
  return list.pendingAuthors.map((author) => author.name).sort();
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  lab = await threeMemberLab(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("lab book history", () => {
  it("shows a version with both members who wrote it, and a diff coloured by who changed what since", async () => {
    const { lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: lab.writer.accessToken,
      body: { projectIdx: lab.projectIdx, title: "Two writers" },
    });
    const writer = new ExperimentPage(await pageOf(lab.writer));
    const owner = new ExperimentPage(await pageOf(lab.owner));
    await writer.open(lbIdx);
    await owner.open(lbIdx);
    await writer.typeAtEnd("procedure", "Dissolve the bromide in toluene.");
    await owner.typeAtEnd("observation", "The solution turned yellow.");
    await writer.addRow("reactants");
    await writer.cell("reactants", 0, "name").fill("4-Bromoanisole");
    await writer.cell("reactants", 0, "mw").fill("187.04");
    await writer.cell("reactants", 0, "mass").fill("500");
    await expect.poll(() => owner.cell("reactants", 0, "mass").inputValue(), live).toBe("500");
    await expect.poll(() => pendingNames(lbIdx), live).toEqual(["Minji Kim", "Rosalind Franklin"]);

    await writer.transition("end", lab.writer);
    await expect.poll(() => writer.status(), live).toBe("END");
    await writer.transition("cancelEnd");
    await expect.poll(() => writer.status(), live).toBe("IN_PROGRESS");
    await expect.poll(() => writer.isEditable("procedure"), live).toBe(true);
    await writer.typeAtEnd("procedure", " Then heat to 80 °C.");
    await expect.poll(() => pendingNames(lbIdx), live).toEqual(["Minji Kim"]);

    const page = writer.page;
    await page.getByTestId("labbook-versions").click();
    const drawer = page.getByTestId("history-drawer");
    await drawer.getByTestId("history-version").first().waitFor();
    const versions = drawer.getByTestId("history-version");
    expect(await versions.count()).toBe(2);
    // The version kept at END names both members who wrote before it.
    const ended = versions.nth(1);
    await expect
      .poll(async () => (await ended.getByTestId("history-author").allTextContents()).sort(), live)
      .toEqual(["Minji Kim", "Rosalind Franklin"]);
    expect(await ended.textContent()).toContain("Ended");

    // The newest version is shown first: what changed since it is the writer's new sentence.
    const insert = drawer.getByTestId("history-diff").getByTestId("history-insert");
    await expect.poll(() => insert.allTextContents(), live).toEqual([" Then heat to 80 °C."]);
    expect(await insert.first().getAttribute("data-authors")).toBe(String(await memberIdxOf(lab.writer)));
    const color = await insert.first().evaluate((element) => getComputedStyle(element).color);
    expect(color).not.toBe(
      await drawer.getByTestId("history-diff").evaluate((element) => getComputedStyle(element).color),
    );

    // Since the END version too, only the writer's sentence is new: the owner wrote before it.
    await ended.click();
    await expect.poll(() => insert.allTextContents(), live).toEqual([" Then heat to 80 °C."]);

    // The version's content, read-only.
    await drawer.getByTestId("history-view").getByText("Content").click();
    await expect
      .poll(() => drawer.getByTestId("history-content").textContent(), live)
      .toContain("The solution turned yellow.");
    expect(await drawer.getByTestId("history-content").textContent()).not.toContain("Then heat");
    // The reactant as the table shows it: headings, the computed amount with its unit, no internal key.
    const reactants = drawer.getByTestId("history-table-reactants");
    expect(await reactants.locator("th").allTextContents()).toEqual(
      expect.arrayContaining(["Name", "MW (g/mol)", "Amount", "Mass"]),
    );
    const row = (await reactants.locator("tbody tr").first().textContent()) ?? "";
    for (const shown of ["4-Bromoanisole", "187.04", "2.673 mmol", "500.0 mg"]) expect(row).toContain(shown);
    expect(await reactants.textContent()).not.toMatch(/basis|massUnit|rowKey/);
  });

  it("keeps a paragraph typed since the last version when an older version is restored, and restores it back", async () => {
    const { lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: lab.writer.accessToken,
      body: { projectIdx: lab.projectIdx, title: "Recrystallisation" },
    });
    const writer = new ExperimentPage(await pageOf(lab.writer));
    await writer.open(lbIdx);
    await writer.typeAtEnd("result", "Crude yield 82%.");
    await expect.poll(() => pendingNames(lbIdx), live).toEqual(["Minji Kim"]);
    await writer.transition("end", lab.writer);
    await expect.poll(() => writer.status(), live).toBe("END");
    await writer.transition("cancelEnd");
    await expect.poll(() => writer.isEditable("result"), live).toBe(true);

    // Typed after the newest version: in no version yet.
    const typed = "Recrystallised from ethanol: 64%, mp 121 °C.";
    await writer.typeAtEnd("result", ` ${typed}`);
    await expect.poll(() => pendingNames(lbIdx), live).toEqual(["Minji Kim"]);

    const history = new HistoryDrawer(writer.page);
    await history.open();
    expect(await history.restoreSelected()).toContain("the current text stays in the history");
    await expect.poll(() => writer.sectionText("result"), live).toBe("Crude yield 82%.");

    // The dialog's promise holds: the typed text is in a version, credited to its typist.
    const kept = history.version("Content before restoring");
    await kept.waitFor();
    expect(await kept.getByTestId("history-author").allTextContents()).toEqual(["Minji Kim"]);
    const content = await history.contentOf(kept);
    await expect.poll(() => content.textContent(), live).toContain(typed);

    await history.restoreSelected();
    await expect.poll(() => writer.sectionText("result"), live).toBe(`Crude yield 82%. ${typed}`);
  });
});
