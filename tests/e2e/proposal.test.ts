import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, type UiLocale } from "./support/browser";
import { signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { ProposalPage } from "./support/proposal";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
/** The installation's first member: ADMIN. */
let admin: ApiMember;
let member: ApiMember;

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

async function pageOf(who: ApiMember, locale: UiLocale, width: number): Promise<Page> {
  return pool.pageOf(who, { locale, width });
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  admin = await signUpOverHttp(server.url, { ...newMember(), firstName: "Dmitri", lastName: "Mendeleev" });
  member = await signUpOverHttp(server.url, { ...newMember(), firstName: "민지", lastName: "김", initial: "MJK" });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const subject = "시약 재고 부족 알림";
const content = "톨루엔이 500 mL 아래로 내려가면 알려 주세요.\nThe group manager orders in time.";
const answer = "Thanks, alerts arrive in the next release.\n병마다 기준량을 정할 수 있습니다.";
/** Would set window.__xss if the subject ran as HTML anywhere. */
const hostileSubject = `<img src=x onerror="window.__xss=1">`;

describe("user proposals", () => {
  it("a member's proposal is answered by an ADMIN, and the member sees the answer and status", async () => {
    // The member, in Korean at tablet width: an empty list first, then two proposals.
    const memberPage = await pageOf(member, "ko-KR", 820);
    const mine = new ProposalPage(memberPage);
    await mine.open();
    await memberPage.getByTestId("proposal-empty").getByText("아직 제안이 없습니다").waitFor();
    await memberPage.getByTestId("proposal-create").click();
    await memberPage.getByTestId("proposal-send").click();
    // Nothing typed: each field says so in Korean, and nothing is sent.
    await memberPage.getByTestId("proposal-form-subject-error").getByText("내용을 입력해 주세요").waitFor();
    await memberPage.getByTestId("proposal-form-cancel").click();

    await mine.send(hostileSubject, "OTHER", "<script>window.__xss=2</script>");
    expect(await memberPage.getByTestId("proposal-content").textContent()).toBe("<script>window.__xss=2</script>");
    await memberPage.getByTestId("proposal-back").click();
    await mine.send(subject, "IMPROVEMENT", content);
    expect(await mine.answerStatus()).toBe("RECEIVED");
    await memberPage.getByTestId("proposal-no-answer").waitFor();
    expect(await memberPage.getByTestId("proposal-answer-form").count()).toBe(0);
    expect(await mine.overflowsSideways()).toBe(false);

    // The administrator sees every member's proposals, how many are open, and finds it by a Korean word.
    const adminPage = await pageOf(admin, "en-US", 1280);
    const all = new ProposalPage(adminPage);
    // The dashboard tells the administrator that proposals wait, and leads there.
    await adminPage.goto("/");
    const notice = adminPage.getByTestId("open-proposals-notice");
    await notice.waitFor();
    expect(await notice.getAttribute("data-count")).toBe("2");
    await adminPage.getByTestId("open-proposals-link").click();
    await adminPage.getByTestId("proposal-page").waitFor();
    await adminPage.getByTestId("proposal-admin-badge").waitFor();
    expect(await adminPage.getByTestId("proposal-open-count").textContent()).toBe("Open: 2");
    await all.row(hostileSubject).waitFor();
    await adminPage.getByTestId("proposal-status-filter").selectOption("RECEIVED");
    await adminPage.getByTestId("proposal-search").fill("재고");
    await adminPage.waitForFunction(() => document.querySelectorAll("[data-testid=proposal-row]").length === 1);
    await all.row(subject).getByText("by 김민지").waitFor();
    await all.row(subject).click();
    expect(await adminPage.getByTestId("proposal-content").innerText()).toBe(content);

    await adminPage.getByTestId("proposal-answer-status").selectOption("ACCEPTED");
    await adminPage.getByTestId("proposal-answer-answer").fill(answer);
    await adminPage.getByTestId("proposal-answer-save").click();
    await adminPage.getByTestId("proposal-answer-text").waitFor();
    expect(await all.answerStatus()).toBe("ACCEPTED");
    await adminPage.getByTestId("proposal-back").click();
    await adminPage.getByTestId("proposal-clear-filters").click();
    expect(await adminPage.getByTestId("proposal-open-count").textContent()).toBe("Open: 1");
    await adminPage.goto("/");
    await adminPage.getByTestId("open-proposals-notice").getByText("Open proposals waiting for an answer: 1").waitFor();

    // The member sees the status and the answer, line breaks kept, in their list and on the proposal.
    await mine.open();
    const row = mine.row(subject);
    expect(await row.getByTestId("proposal-status").getAttribute("data-status")).toBe("ACCEPTED");
    expect(await row.getByTestId("proposal-status").textContent()).toBe("채택");
    await row.getByTestId("proposal-row-answered").waitFor();
    await row.click();
    await memberPage.getByTestId("proposal-answer-text").waitFor();
    expect(await memberPage.getByTestId("proposal-answer-text").innerText()).toBe(answer);
    expect(await mine.answerStatus()).toBe("ACCEPTED");
    expect(await memberPage.getByTestId("proposal-answered-by").textContent()).toContain("Dmitri Mendeleev");
    expect(await mine.overflowsSideways()).toBe(false);
    await memberPage.goto("/");
    await memberPage.getByTestId("dashboard-page").waitFor();
    expect(await memberPage.getByTestId("open-proposals-notice").count()).toBe(0);

    // The hostile subject stayed text on every screen that showed it.
    for (const page of [memberPage, adminPage]) {
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator("img[src=x]").count()).toBe(0);
    }
  });

  it("shows another member's proposal as not found", async () => {
    const other = await signUpOverHttp(server.url);
    const page = await pageOf(other, "en-US", 1280);
    await page.goto("/community/proposal?proposalIdx=1");
    await page.getByTestId("proposal-not-found").getByText("Proposal not found").waitFor();
    expect(await page.getByTestId("proposal-content").count()).toBe(0);
  });
});
