import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ExperimentPage } from "./support/experiment";
import { call } from "./support/http";
import { ProjectsPage } from "./support/mylab";
import {
  createBook,
  live,
  owner,
  pageOf,
  projectIdx,
  projectName,
  server,
  useLabbookWorld,
  writer,
} from "./support/labbookWorld";

// What waits for me on the dashboard, and the project page's export (issue 40), in the lab book world:
// the owner is the professor (the group's manager and the project's OWNER), the writer a student.
useLabbookWorld();

async function endedBy(who: typeof writer, title: string): Promise<number> {
  const lbIdx = await createBook(who, title);
  await call(server.url, "PUT", `/api/labbook/${lbIdx}/status.do`, {
    token: who.accessToken,
    body: { status: "END", password: who.password },
  });
  return lbIdx;
}

const waitingBook = (page: Page, list: "dashboard-to-check" | "dashboard-my-ended", lbIdx: number) =>
  page.getByTestId(list).locator(`[data-testid="dashboard-waiting-book"][data-lbidx="${lbIdx}"]`);

describe("what waits for me on the dashboard", () => {
  it("a professor opens a book from 'waiting for your check', completes it, and it leaves the list", async () => {
    const lbIdx = await endedBy(writer, "Aldol condensation, second run");
    const page = await pageOf(owner);
    await page.goto("/");
    const waiting = waitingBook(page, "dashboard-to-check", lbIdx);
    await waiting.waitFor();
    expect(await page.getByTestId("dashboard-to-check").textContent()).toContain("Waiting for your check");
    const row = await waiting.textContent();
    expect(row).toContain("Aldol condensation, second run");
    expect(row).toContain(projectName);
    expect(row).toContain("by Minji Kim");

    await waiting.click();
    const view = new ExperimentPage(page);
    await view.loaded();
    expect(new URL(page.url()).pathname).toBe(`/labBook/experiment/${lbIdx}`);
    expect(await view.status()).toBe("END");
    await view.transition("complete", owner);
    await expect.poll(() => view.status(), live).toBe("COMPLETE");

    await page.getByTestId("home-link").click();
    await page.getByTestId("dashboard-groups").waitFor();
    await expect.poll(() => waitingBook(page, "dashboard-to-check", lbIdx).count(), live).toBe(0);
  });

  it("shows the writer their ended book waiting for a check, in Korean too, and not as theirs to check", async () => {
    const lbIdx = await endedBy(writer, "Recrystallisation from ethanol");
    for (const locale of ["en-US", "ko-KR"] as const) {
      const page = await pageOf(writer, locale);
      await page.goto("/");
      const mine = waitingBook(page, "dashboard-my-ended", lbIdx);
      await mine.waitFor();
      expect(await page.getByTestId("dashboard-my-ended").textContent()).toContain(
        locale === "en-US" ? "My books waiting for a check" : "검토를 기다리는 내 노트",
      );
      expect(await waitingBook(page, "dashboard-to-check", lbIdx).count()).toBe(0);
      if (locale === "en-US") {
        await mine.click();
        await new ExperimentPage(page).loaded();
        expect(new URL(page.url()).pathname).toBe(`/labBook/experiment/${lbIdx}`);
      }
    }
  });
});

describe("the project page", () => {
  it("exports every book of the project as one .eln file", async () => {
    const mine = await createBook(owner, "Suzuki coupling of 4-bromoanisole");
    const theirs = await createBook(writer, "Suzuki coupling of 4-iodoanisole");
    const page = await pageOf(owner);
    const projects = new ProjectsPage(page);
    await projects.openProject(projectIdx);
    const button = page.getByTestId("project-export-eln");
    await button.waitFor();
    expect(await button.textContent()).toBe("Export (.eln)");
    const downloaded = page.waitForEvent("download");
    await button.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.eln$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    // A zip (the api's tests read the crate itself) whose entries, named in the clear, hold the
    // crate's metadata and a folder for each book of the project, the other members' too.
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const entries = file.toString("latin1");
    expect(entries).toContain("ro-crate-metadata.json");
    for (const lbIdx of [mine, theirs]) expect(entries).toContain(`book-${lbIdx}/book.json`);
  });
});

describe("a new release under an open page", () => {
  it("offers the refresh dialog when a screen's code is gone, and it reloads the app at the sign-in", async () => {
    const page = await pageOf(owner);
    await page.goto("/");
    await page.getByTestId(`dashboard-project-${projectIdx}`).waitFor();
    // The release replaced the project screen's code file: the old name answers 404.
    await page.route(/\/assets\/ProjectsPage-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.getByTestId(`dashboard-project-${projectIdx}`).click();
    const dialog = page.getByTestId("refresh-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("E-Note was updated on the server");
    // It cannot be dismissed: Escape leaves it open.
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);

    await page.unrouteAll();
    await page.getByTestId("refresh-dialog-reload").click();
    await page.getByTestId("signin-page").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/signIn");
  });
});
