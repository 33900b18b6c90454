import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { call, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { threeMemberLab } from "./support/lab";
import { fillBook, MeetingRoomPage } from "./support/meeting";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";
import { live } from "./support/live";

let server: E2EServer;
let browser: Browser;
let owner: ApiMember;
let writer: ApiMember;
let reader: ApiMember;
let projectIdx = 0;

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember, width = 1280): Promise<Page> {
  return pool.pageOf(who, { width });
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner, writer, reader, projectIdx } = await threeMemberLab(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the meeting room", () => {
  it("runs a lab meeting for three members: follow the presenter, hands, minutes, and a printable record", async () => {
    const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: writer.accessToken,
      body: { projectIdx, title: "Suzuki coupling run 3" },
    });
    await fillBook(server.url, book.lbIdx, writer.accessToken);

    // The host (the group's manager) schedules the meeting through the form and lands in its room.
    const hostPage = await pageOf(owner);
    await hostPage.goto("/meeting");
    await hostPage.getByTestId("meeting-schedule").click();
    await hostPage.getByTestId("meeting-form-title").fill("Weekly group meeting");
    await hostPage.getByTestId("meeting-form-agenda-title").first().fill("Suzuki coupling results");
    await hostPage.getByTestId("meeting-form-submit").click();
    const host = new MeetingRoomPage(hostPage);
    await host.room.waitFor({ timeout: 30_000 });
    const meetingIdx = Number(new URL(hostPage.url()).searchParams.get("meetingIdx"));
    expect(meetingIdx).toBeGreaterThan(0);

    // The two others join from the list (the writer) and by link (the reader, on a tablet's width).
    const presenterPage = await pageOf(writer);
    await presenterPage.goto("/meeting");
    await presenterPage.getByTestId("meetings-live").getByTestId("meeting-open").first().click();
    const presenter = new MeetingRoomPage(presenterPage);
    await presenter.room.waitFor({ timeout: 30_000 });
    const follower = new MeetingRoomPage(await pageOf(reader, 820));
    await follower.open(meetingIdx);
    await expect.poll(async () => (await host.people()).length, live).toBe(3);
    // Joining made the meeting live, and the room's header says so without a reload.
    await expect.poll(() => host.page.getByTestId("meeting-status").textContent(), live).toBe("Live");

    // The presenter shows the book; both others follow it, its scroll and its section, live.
    await presenter.present("Suzuki coupling run 3");
    for (const room of [host, follower]) {
      await room.page.locator('[data-testid="meeting-follow-book"][data-ready="true"]').waitFor({ timeout: 30_000 });
      expect(await room.followed.getAttribute("data-lb-idx")).toBe(String(book.lbIdx));
    }
    // The presenter reads the end. Its last parts (memos, attachments, signatures) load after the
    // sections and push the end further down: the presenter scrolls there again, as one would.
    for (const room of [host, follower]) {
      await expect
        .poll(async () => {
          await presenter.scrollPresented(1);
          return room.followedSection();
        }, live)
        .toBe("report");
      await expect.poll(() => room.followedScrollTop(), live).toBeGreaterThan(0);
    }

    // A member of the group outside the book's project joins: a notice instead of the book.
    const [group] = await call<Array<{ signUpCode: string | null }>>(server.url, "GET", "/api/group/list.do", {
      token: owner.accessToken,
    });
    const bystander = await signUpOverHttp(server.url, { ...newMember(), firstName: "Linus", lastName: "Pauling" });
    await call(server.url, "POST", "/api/group/join.do", {
      token: bystander.accessToken,
      body: { signUpCode: group?.signUpCode },
    });
    const outside = new MeetingRoomPage(await pageOf(bystander));
    await outside.open(meetingIdx);
    await outside.page.getByTestId("meeting-follow-cannot-read").waitFor({ timeout: 15_000 });
    expect(await outside.followed.count()).toBe(0);
    await outside.page.close();

    // The reader stops following and browses; the host still follows the presenter back up.
    await follower.page.getByTestId("meeting-follow-stop").click();
    const browsedAt = await follower.followedScrollTop();
    await presenter.scrollPresented(0);
    await expect.poll(() => host.followedSection(), live).toBe("goal");
    await expect.poll(() => host.followedScrollTop(), live).toBe(0);
    expect(await follower.followedScrollTop()).toBe(browsedAt);
    expect(await follower.page.getByTestId("meeting-follow").getAttribute("data-following")).toBe("false");
    await follower.page.getByTestId("meeting-follow-again").click();
    await expect.poll(() => follower.followedScrollTop(), live).toBe(0);

    // A raised hand appears for the host, who lowers it.
    await follower.page.getByTestId("meeting-hand").click();
    await expect
      .poll(() => host.page.getByTestId("meeting-hand-entry").allInnerTexts(), live)
      .toEqual([expect.stringContaining("Marie Curie")]);
    await host.page.getByTestId("meeting-hands-clear").click();
    await expect.poll(() => follower.page.getByTestId("meeting-hand").getAttribute("data-raised"), live).toBe("false");

    // Minutes typed by two members converge.
    await presenter.typeMinutes("Yield 82 percent after column");
    // The follower writes below the presenter's line once it is on their screen, as a member does:
    // pressing End and Enter while its last keys were still on their way split it where it stood
    // ("Yield 82 percen" + the follower's line + "t after column": nothing lost, but not the
    // minutes this test reads).
    await follower.tab("minutes");
    await expect.poll(() => follower.minutes.innerText(), live).toContain("Yield 82 percent after column");
    await follower.typeMinutes("Repeat with dry THF next week, ask @");
    // Typing "@" offers the group's members; the one picked is told when the meeting ends.
    await follower.page.getByTestId("minutes-mention-option").filter({ hasText: "Minji Kim" }).click();
    for (const room of [host, presenter, follower]) {
      await room.tab("minutes");
      await expect.poll(() => room.minutes.innerText(), live).toContain("Yield 82 percent after column");
      await expect.poll(() => room.minutes.innerText(), live).toContain("Repeat with dry THF next week");
    }

    // A sketch on the whiteboard and an action item for the presenter.
    await host.drawRectangle();
    await expect.poll(() => host.whiteboardElements(), live).toBe(1);
    await host.addAction("Order dry THF", "Minji Kim", "2030-03-11");
    await expect
      .poll(() => follower.page.getByTestId("meeting-action").allInnerTexts(), live)
      .toEqual([expect.stringContaining("Order dry THF")]);

    // The host ends the meeting: every page turns to the read-only record.
    await host.page.getByTestId("meeting-end").click();
    await host.page.getByTestId("meeting-end-confirm-confirm").click();
    for (const room of [host, presenter, follower]) {
      await room.page.getByTestId("meeting-record").waitFor({ timeout: 30_000 });
    }
    const record = follower.page.getByTestId("meeting-record");
    await expect
      .poll(() => record.getByTestId("meeting-record-minutes").innerText(), live)
      .toContain("dry THF next week");
    expect(await record.getByTestId("meeting-record-minutes").innerText()).toContain("Yield 82 percent");
    expect(await record.getByTestId("meeting-record-minutes").innerText()).toContain("ask @Minji Kim");
    const told = await call<{ items: Array<{ kind: string; link: string | null }> }>(
      server.url,
      "GET",
      "/api/notification/list.do?kind=mentions",
      { token: writer.accessToken },
    );
    expect(told.items.map((item) => item.kind)).toContain("minutesMention");
    expect(await record.getByTestId("meeting-record-whiteboard").getAttribute("data-elements")).toBe("1");
    expect(await record.getByTestId("meeting-record-action").allInnerTexts()).toEqual([
      expect.stringMatching(/Order dry THF[\s\S]*Minji Kim[\s\S]*2030-03-11/),
    ]);
    const attendees = await record.getByTestId("meeting-record-attendee").allInnerTexts();
    for (const name of ["Rosalind Franklin", "Minji Kim", "Marie Curie"]) {
      expect(attendees.some((row) => row.includes(name))).toBe(true);
    }
    await record.getByTestId("meeting-record-board").locator("svg").waitFor({ timeout: 15_000 });

    // It prints: the record alone, without the print button or the navigation.
    await follower.page.emulateMedia({ media: "print" });
    expect(await follower.page.getByTestId("meeting-record-print").isVisible()).toBe(false);
    expect(await record.isVisible()).toBe(true);
    const pdf = await follower.page.pdf({ printBackground: true });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The record is in the group's book feed.
    await follower.page.emulateMedia({ media: "screen" });
    await follower.page.goto("/bookFeed");
    await follower.page
      .getByTestId("bookfeed-meeting")
      .filter({ hasText: "Weekly group meeting" })
      .waitFor({ timeout: 15_000 });

    // The action item is on its assignee's dashboard until done.
    await presenter.page.goto("/");
    const action = presenter.page.getByTestId("dashboard-meeting-action").filter({ hasText: "Order dry THF" });
    await action.waitFor({ timeout: 15_000 });
    await action.getByTestId("dashboard-meeting-action-done").click();
    await expect.poll(() => action.count(), live).toBe(0);
    const mine = await call<{ items: Array<{ text: string }> }>(server.url, "GET", "/api/meeting/actions.do", {
      token: writer.accessToken,
    });
    expect(mine.items).toEqual([]);
  });
});
