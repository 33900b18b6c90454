import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { formatDate } from "@enote/shared";
import { launchBrowser, newContext } from "./support/browser";
import { ExperimentPage } from "./support/experiment";
import { call, groupWith, signInContext, signUpOverHttp } from "./support/http";
import { newMember } from "./support/pages";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * Dates show in the lab's time zone (ENOTE_TIME_ZONE), whatever zone the browser is in: the zone
 * is one where today's date is not Seoul's (the default), so showing Seoul's date fails.
 */
const now = new Date();
const labZone = ["Pacific/Pago_Pago", "Pacific/Kiritimati"].find(
  (zone) => formatDate(now, zone) !== formatDate(now, "Asia/Seoul"),
) as string;

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2EServer({ ENOTE_TIME_ZONE: labZone });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the lab's time zone", () => {
  it("shows a lab book's dates in ENOTE_TIME_ZONE, not the default zone", async () => {
    const owner = await signUpOverHttp(server.url, newMember());
    const { groupIdx } = await groupWith(server.url, owner, [], "Time zone lab");
    const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
      token: owner.accessToken,
      body: { groupIdx, name: "Zones", includeGroupMembers: true },
    });
    const book = await call<{ lbIdx: number; writeDate: string }>(server.url, "POST", "/api/labbook/create.do", {
      token: owner.accessToken,
      body: { projectIdx: project.projectIdx, title: "Dated experiment" },
    });
    const context = await newContext(browser, server.url, "en-US");
    await signInContext(context, server.url, owner);
    const view = new ExperimentPage(await context.newPage());
    await view.open(book.lbIdx);
    const shown = await view.page.getByTestId("labbook-write-date").textContent();
    expect(shown).toContain(formatDate(book.writeDate, labZone));
    expect(shown).not.toContain(formatDate(book.writeDate, "Asia/Seoul"));
    await context.close();
  });
});
