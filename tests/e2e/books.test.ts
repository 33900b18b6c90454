import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { ExperimentPage, LabBookListPage } from "./support/experiment";
import { StoichiometryTables } from "./support/stoichiometry";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

/*
 * Issue 22: education books read by the whole group, and MoA books co-edited with a partner from
 * another group who joined the MoA project by its invitation code.
 */

let server: E2EServer;
let browser: Browser;

let manager: ApiMember; // the installation's first member: manages the lab's group
let student: ApiMember; // a member of the lab's group, in none of its projects
let partner: ApiMember; // a member of another group only
let groupIdx = 0;

async function member(firstName: string, lastName: string, initial: string): Promise<ApiMember> {
  return signUpOverHttp(server.url, { ...newMember(), firstName, lastName, initial });
}

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
}

async function createProject(body: Record<string, unknown>): Promise<number> {
  const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
    token: manager.accessToken,
    body: { groupIdx, includeGroupMembers: false, ...body },
  });
  return project.projectIdx;
}

/** Starts a book in the list page's create dialog (its button `buttonId`); the app opens it. */
async function createInDialog(page: Page, buttonId: string, projectName: string, title: string): Promise<number> {
  await page.getByTestId(buttonId).click();
  await page.getByTestId("labbook-create-projectIdx").click();
  await page.getByRole("option", { name: projectName }).click();
  await page.getByTestId("labbook-create-title").fill(title);
  await page.getByTestId("labbook-create-submit").click();
  await page.waitForURL((url) => /\/experiment\/\d+$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split("/").pop());
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  manager = await member("Rosalind", "Franklin", "RFR");
  student = await member("Minji", "Kim", "MJK");
  partner = await member("Dmitri", "Mendeleev", "DME");
  ({ groupIdx } = await groupWith(server.url, manager, [student], "Organic Synthesis Lab"));
  // Only managers create groups: the lab's manager makes the partner's group, which the partner joins.
  await groupWith(server.url, manager, [partner], "Partner Institute Lab");
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("education books", () => {
  it("a manager writes one, and a group member outside its project reads it under the education tab", async () => {
    await createProject({ name: "Standard protocols" });
    const writer = new ExperimentPage(await pageOf(manager));
    const list = new LabBookListPage(writer.page);
    await list.open();
    await writer.page.getByTestId("labbook-tab-edu").click();
    await writer.page.waitForURL((url) => url.searchParams.get("kind") === "EDU");
    const lbIdx = await createInDialog(writer.page, "labbook-create-edu", "Standard protocols", "Suzuki protocol");
    await writer.loaded();
    expect(new URL(writer.page.url()).pathname).toBe(`/labBook/experiment/${lbIdx}`);
    await writer.typeAtEnd("procedure", "Degas the solvent with argon for 15 minutes.");
    await writer.waitSaveState("saved");

    const reader = new ExperimentPage(await pageOf(student));
    const students = new LabBookListPage(reader.page);
    await students.open();
    expect(await students.row(lbIdx).count()).toBe(0);
    await reader.page.getByTestId("labbook-tab-edu").click();
    await students.row(lbIdx).waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await reader.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/edu-tab.png` });
    expect(await students.row(lbIdx).textContent()).toContain(`EDU-${new Date().getUTCFullYear()}-`);
    await students.row(lbIdx).getByTestId("labbook-row-title").click();
    await reader.loaded();
    await expect.poll(() => reader.sectionText("procedure"), live).toBe("Degas the solvent with argon for 15 minutes.");
    expect(await reader.isEditable("procedure")).toBe(false);
  });
});

describe("MoA books", () => {
  it("a partner from another group joins by code and co-edits a MoA book live with its owner", async () => {
    const projectIdx = await createProject({ name: "Joint catalysis", moa: true, partner: "Partner Institute" });

    // The OWNER makes the invitation code on the project page.
    const ownerPage = await pageOf(manager);
    await ownerPage.goto(`/myLab/projects?projectIdx=${projectIdx}`);
    await ownerPage.getByTestId("project-moa-badge").waitFor();
    expect(await ownerPage.getByTestId("project-partner").textContent()).toContain("Partner Institute");
    await ownerPage.getByTestId("moa-invite-renew").click();
    const codeField = ownerPage.getByTestId("moa-invite-code");
    await codeField.waitFor();
    const inviteCode = await codeField.inputValue();
    expect(inviteCode).toMatch(/^[A-Z0-9]{10}$/);

    // The partner joins from the MoA books screen (at tablet width) and lands on the project.
    const partnerPage = await pageOf(partner);
    await partnerPage.setViewportSize({ width: 820, height: 1100 });
    await partnerPage.goto("/moaBook");
    await partnerPage.getByTestId("labbook-list-empty").waitFor();
    expect(await partnerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    if (process.env.E2E_SCREENSHOTS)
      await partnerPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/moa-empty.png` });
    await partnerPage.getByTestId("moa-join-open").click();
    await partnerPage.getByTestId("moa-join-code-input").fill(inviteCode.toLowerCase());
    await partnerPage.getByTestId("moa-join-submit").click();
    await partnerPage.waitForURL((url) => url.searchParams.get("projectIdx") === String(projectIdx));
    await partnerPage.getByTestId("project-moa-badge").waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await ownerPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/moa-project.png` });

    // The OWNER raises the partner to WRITER (the member-level call) and starts a MoA book.
    const me = await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", {
      token: partner.accessToken,
    });
    await call(server.url, "PUT", `/api/project/${projectIdx}/member.do`, {
      token: manager.accessToken,
      body: { memberIdx: me.memberIdx, level: "WRITER" },
    });
    await ownerPage.goto("/moaBook");
    await ownerPage.getByTestId("labbook-list-page").waitFor();
    const lbIdx = await createInDialog(ownerPage, "labbook-create-moa", "Joint catalysis", "Joint screening");
    expect(new URL(ownerPage.url()).pathname).toBe(`/moaBook/experiment/${lbIdx}`);
    const owner = new ExperimentPage(ownerPage);
    await owner.loaded();

    // The partner finds it in their MoA books and opens it at /moaBook/experiment/{lbIdx}.
    const partnerList = new LabBookListPage(partnerPage);
    await partnerPage.goto("/moaBook");
    await partnerList.row(lbIdx).waitFor();
    expect(await partnerList.row(lbIdx).textContent()).toContain(`MOA-${new Date().getUTCFullYear()}-`);
    await partnerList.row(lbIdx).getByTestId("labbook-row-title").click();
    await partnerPage.waitForURL((url) => url.pathname === `/moaBook/experiment/${lbIdx}`);
    const guest = new ExperimentPage(partnerPage);
    await guest.loaded();
    await expect.poll(() => guest.isEditable("goal"), live).toBe(true);

    await owner.typeAtEnd("goal", "Screen Pd catalysts.");
    await expect.poll(() => guest.sectionText("goal"), live).toBe("Screen Pd catalysts.");
    await guest.typeAtEnd("goal", " Partner adds Ni.");
    await expect.poll(() => owner.sectionText("goal"), live).toBe("Screen Pd catalysts. Partner adds Ni.");

    // The partner's inventory picker in the host lab's book says their own inventory is not linked to
    // it, and asks the server nothing (it asked for the host's inventory: 404, a red "not found").
    const inventoryRequests: string[] = [];
    partnerPage.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/inventory/")) inventoryRequests.push(request.url());
    });
    const partnerTables = new StoichiometryTables(partnerPage);
    await partnerTables.addRow("reactants");
    await partnerTables.row("reactants", 0).getByTestId("inventory-picker-open").click();
    await partnerPage.getByTestId("inventory-picker-not-linked").waitFor();
    expect(await partnerPage.getByTestId("inventory-picker-search").count()).toBe(0);
    expect(inventoryRequests).toEqual([]);
    await partnerPage.keyboard.press("Escape");

    // A member of the owning group outside the project never sees it.
    const outside = await call<{ items: Array<{ lbIdx: number }> }>(
      server.url,
      "GET",
      "/api/labbook/list.do?kind=MOA",
      {
        token: student.accessToken,
      },
    );
    expect(outside.items.map((item) => item.lbIdx)).not.toContain(lbIdx);
  });
});
