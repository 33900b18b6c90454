import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
// The local RFC 3161 authority the api tests use too: openssl ts -reply behind an HTTP handler.
import { startTestTsa, type TestTsa } from "../../api/src/test/tsa-server";
import { launchBrowser } from "./support/browser";
import { ExperimentPage } from "./support/experiment";
import { call, type ApiMember } from "./support/http";
import { threeMemberLab } from "./support/lab";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let tsa: TestTsa;
let server: E2EServer;
let browser: Browser;
let owner: ApiMember; // Rosalind Franklin, the project's OWNER: the checker
let writer: ApiMember; // Minji Kim: the writer
let projectIdx = 0;

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember): Promise<Page> {
  return pool.pageOf(who);
}

beforeAll(async () => {
  tsa = await startTestTsa();
  server = await startE2EServer({ ENOTE_TSA_URL: tsa.url, ENOTE_TSA_CA_FILE: tsa.caFile });
  browser = await launchBrowser();
  ({ owner, writer, projectIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await tsa?.close();
});

describe("signing a lab book that two members wrote", () => {
  it("the writer signs at END, the checker at COMPLETE; the page says verified and the print carries both signatures and the time stamps", async () => {
    const { lbIdx } = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: writer.accessToken,
      body: { projectIdx, title: "Suzuki coupling, signed" },
    });
    const mine = new ExperimentPage(await pageOf(writer));
    await mine.open(lbIdx);
    const checker = new ExperimentPage(await pageOf(owner));
    await checker.open(lbIdx);

    await mine.typeAtEnd("goal", "Couple 4-bromoanisole with phenylboronic acid.");
    await checker.typeAtEnd("observation", "Colourless needles after recrystallisation.");
    await expect.poll(() => mine.sectionText("observation"), live).toBe("Colourless needles after recrystallisation.");
    await mine.waitSaveState("saved");
    // A book in progress has nothing signed to verify: no line.
    expect(await mine.page.getByTestId("labbook-verified").count()).toBe(0);

    // A wrong password signs nothing and says why, in the dialog.
    await mine.page.getByTestId("labbook-end").click();
    await mine.page.getByTestId("labbook-sign-password").fill("notMyPassword1");
    await mine.page.getByTestId("labbook-end-dialog-confirm").click();
    const error = mine.page.getByTestId("labbook-end-dialog-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("password");
    await mine.page.getByTestId("labbook-end-dialog-cancel").click();
    expect(await mine.status()).toBe("IN_PROGRESS");

    await mine.transition("end", { password: writer.password, meaning: "performed and recorded by" });
    await expect.poll(() => checker.status(), live).toBe("END");
    await expect
      .poll(async () => (await checker.verifiedLine()).text, live)
      .toMatch(/^Verified: signed by Minji Kim, time-stamped \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await checker.transition("complete", { password: owner.password });
    await expect.poll(() => checker.status(), live).toBe("COMPLETE");
    await expect
      .poll(async () => (await checker.verifiedLine()).text, live)
      .toMatch(
        /^Verified: signed by Minji Kim, checked by Rosalind Franklin, time-stamped \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      );
    expect((await checker.verifiedLine()).state).toBe("valid");
    expect(tsa.answered()).toBeGreaterThanOrEqual(2);

    const print = checker.page;
    await print.goto(`/labBook/experiment/print/${lbIdx}`);
    const block = print.getByTestId("print-signatures");
    await block.waitFor();
    const rows = await print.getByTestId("print-signature").evaluateAll((elements) =>
      elements.map((row) => ({
        role: row.getAttribute("data-role"),
        cells: Array.from(row.querySelectorAll("td"), (cell) => cell.textContent ?? ""),
      })),
    );
    expect(rows.map((row) => [row.role, row.cells[0], row.cells[2]])).toEqual([
      ["WRITER", "Minji Kim", "performed and recorded by"],
      ["CHECKER", "Rosalind Franklin", "checked by"],
    ]);
    for (const row of rows) {
      expect(row.cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(row.cells[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · CN=E-Note Test TSA$/);
    }
    const hash = await print.getByTestId("print-signature-hash").textContent();
    expect(hash).toMatch(/Content SHA-256: [0-9a-f]{64}$/);
    expect(await print.getByTestId("print-section-observation").textContent()).toContain("Colourless needles");
  });
});
