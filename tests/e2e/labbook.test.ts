import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import jwt from "jsonwebtoken";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext, type UiLocale } from "./support/browser";
import { ExperimentPage, LabBookListPage } from "./support/experiment";
import { typeWithKoreanIme } from "./support/ime";
import { call, groupWith, signInContext, signUpOverHttp, type ApiMember } from "./support/http";
import { newMember } from "./support/pages";
import { e2eJwtSecret, startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** Members with different names, so carets and "who is here" tell them apart. */
let owner: ApiMember; // administrator, creates the group and the project
let writer: ApiMember;
let reader: ApiMember;
let outsider: ApiMember; // in another group
let projectIdx = 0;
let groupCode = "";
const projectName = "Suzuki coupling";

const live = { timeout: 15_000, interval: 100 };

async function member(firstName: string, lastName: string, initial: string): Promise<ApiMember> {
  return signUpOverHttp(server.url, { ...newMember(), firstName, lastName, initial });
}

/** The same sign-in's access token, expired a minute ago. */
function expiredCopyOf(accessToken: string): string {
  const claims = jwt.decode(accessToken) as { sub: string; sid: string };
  return jwt.sign({ sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 60 }, e2eJwtSecret, {
    subject: claims.sub,
    issuer: "enote",
    audience: "enote",
  });
}

async function memberIdxOf(who: ApiMember): Promise<number> {
  const me = await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", { token: who.accessToken });
  return me.memberIdx;
}

/** Sets a member's level in the project, as its OWNER does on the project page. */
async function setLevel(who: ApiMember, level: "WRITER" | "READER"): Promise<void> {
  await call(server.url, "PUT", `/api/project/${projectIdx}/member.do`, {
    token: owner.accessToken,
    body: { memberIdx: await memberIdxOf(who), level },
  });
}

/** A new member of the lab's group, at `level` in its project. */
async function projectMember(firstName: string, lastName: string, level: "WRITER" | "READER"): Promise<ApiMember> {
  const joined = await member(firstName, lastName, `${firstName[0]}${lastName.slice(0, 2)}`.toUpperCase());
  await call(server.url, "POST", "/api/group/join.do", { token: joined.accessToken, body: { signUpCode: groupCode } });
  await setLevel(joined, level);
  return joined;
}

async function createBook(by: ApiMember, title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: by.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

/** A browser context of its own, signed in as `who` (or anonymous). */
async function pageOf(who: ApiMember | null, locale: UiLocale = "en-US"): Promise<Page> {
  const context = await newContext(browser, server.url, locale);
  contexts.push(context);
  if (who) await signInContext(context, server.url, who);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error (${who?.memberId ?? "anonymous"}):`, error));
  return page;
}

/** A share link that opens nothing says so, in the visitor's words, instead of "page not found". */
async function expectNoLongerShared(page: Page): Promise<void> {
  const screen = page.getByTestId("share-unavailable");
  await screen.waitFor();
  expect(await screen.textContent()).toContain("This lab book is no longer shared");
  expect(await page.getByTestId("not-found").count()).toBe(0);
}

/** The text of the goal section's last paragraph, without the others' caret labels. */
function lastParagraph(view: ExperimentPage): Promise<string> {
  return view.section("goal").evaluate((element) => {
    const paragraphs = element.querySelectorAll("p");
    const copy = paragraphs[paragraphs.length - 1]?.cloneNode(true) as HTMLElement | undefined;
    copy?.querySelectorAll(".collaboration-carets__caret").forEach((caret) => caret.remove());
    return copy?.textContent ?? "";
  });
}

async function experiment(who: ApiMember | null, lbIdx: number): Promise<ExperimentPage> {
  const view = new ExperimentPage(await pageOf(who));
  await view.open(lbIdx);
  return view;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  // The first member signed up is the administrator; the others need not wait for one another.
  owner = await member("Rosalind", "Franklin", "RFR");
  [writer, reader, outsider] = await Promise.all([
    member("Minji", "Kim", "MJK"),
    member("Marie", "Curie", "MCU"),
    member("Dmitri", "Mendeleev", "DME"),
  ]);
  const [{ groupIdx, signUpCode }] = await Promise.all([
    groupWith(server.url, owner, [writer, reader], "Organic Synthesis Lab"),
    groupWith(server.url, owner, [outsider], "Analytical Lab"),
  ]);
  groupCode = signUpCode;
  const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
    token: owner.accessToken,
    body: { groupIdx, name: projectName, includeGroupMembers: true },
  });
  projectIdx = project.projectIdx;
  await call(server.url, "PUT", `/api/project/${projectIdx}/member.do`, {
    token: owner.accessToken,
    body: { memberIdx: await memberIdxOf(reader), level: "READER" },
  });
});

// Each test's browsers are closed when it ends: pages left open keep their live connections and
// their rendering, and every later test shared the 2 cores with them.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the collaborative lab book", () => {
  it("shows what A types to B live, and says saved only after the server stored it", async () => {
    const lbIdx = await createBook(owner, "Suzuki coupling of 4-bromoanisole");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    expect(await a.title().inputValue()).toBe("Suzuki coupling of 4-bromoanisole");
    await a.waitSaveState("upToDate");

    await a.recordSaveStates();
    await a.typeAtEnd("goal", "Couple 4-bromoanisole with phenylboronic acid.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("Couple 4-bromoanisole with phenylboronic acid.");
    await a.waitSaveState("saved");
    expect(await a.page.getByTestId("save-status").textContent()).toBe("Saved");
    // Typing goes through "saving…" (perhaps several times: the server stores every 250 ms) to "saved".
    const states = await a.recordedSaveStates();
    expect(states[0]).toBe("upToDate");
    expect(states.indexOf("saving")).toBeGreaterThan(0);
    expect(states.indexOf("saving")).toBeLessThan(states.indexOf("saved"));
    expect(new Set(states)).toEqual(new Set(["upToDate", "saving", "saved"]));

    // Both are listed as present, each once, in their own colour.
    await expect.poll(async () => (await a.presenceNames()).sort(), live).toEqual(["Minji Kim", "Rosalind Franklin"]);

    // "Saved" means in the database: with both browsers gone, a killed server still has the text.
    await a.page.context().close();
    await b.page.context().close();
    await server.stop("SIGKILL");
    await server.restart();
    const fresh = await experiment(owner, lbIdx);
    await expect.poll(() => fresh.sectionText("goal"), live).toBe("Couple 4-bromoanisole with phenylboronic acid.");
  });

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

  it("undoes my whole typing run at a spot where another member types at the same time", async () => {
    const lbIdx = await createBook(owner, "Undo at the same spot");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
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

    // Two people typing in one cell at once keep both their words.
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

  it("undoes only my own edits, in sections and in reaction tables", async () => {
    const lbIdx = await createBook(owner, "Undo");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
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

  it("lets a READER watch live but not type", async () => {
    const lbIdx = await createBook(owner, "Read only for readers");
    const a = await experiment(owner, lbIdx);
    const r = await experiment(reader, lbIdx);
    expect(await r.isEditable("goal")).toBe(false);
    expect(await r.toolbar().count()).toBe(0);
    await r.page.getByTestId("labbook-read-only").waitFor();

    await a.typeAtEnd("goal", "Written by the owner.");
    await a.addRow("products");
    await expect.poll(() => r.sectionText("goal"), live).toBe("Written by the owner.");
    await expect.poll(() => r.rows("products").count(), live).toBe(1);

    await r.section("goal").click();
    await r.page.keyboard.type("reader text");
    expect(await r.sectionText("goal")).toBe("Written by the owner.");
    expect(await r.cell("products", 0, "name").getAttribute("readonly")).not.toBeNull();
    expect(await r.table("products").getByTestId("reaction-add-row").count()).toBe(0);
    await a.page.waitForTimeout(500);
    expect(await a.sectionText("goal")).toBe("Written by the owner.");
  });

  it("shows a public book live to an anonymous visitor with the link, read-only and unseen", async () => {
    const lbIdx = await createBook(owner, "Shared with the world");
    const a = await experiment(owner, lbIdx);
    const link = await a.makePublic();
    expect(link).toMatch(new RegExp(`/auth/labbook/share/${lbIdx}\\?key=`));

    const anonymous = new ExperimentPage(await pageOf(null));
    await anonymous.openShared(link);
    await anonymous.page.getByTestId("shared-labbook-page").waitFor();
    expect(await anonymous.isEditable("goal")).toBe(false);

    await a.typeAtEnd("result", "Yield 82 %.");
    await expect.poll(() => anonymous.sectionText("result"), live).toBe("Yield 82 %.");
    await expect.poll(() => anonymous.title().inputValue(), live).toBe("Shared with the world");
    // The visitor announces no presence: the owner sees only themselves.
    expect(await a.presenceNames()).toEqual(["Rosalind Franklin"]);
  });

  it("shows the not-found page for a private book to a non-member, and says a wrong or revoked link is no longer shared", async () => {
    const lbIdx = await createBook(owner, "Private notes");
    const stranger = await pageOf(outsider);
    await stranger.goto(`/labBook/experiment/${lbIdx}`);
    await stranger.getByTestId("not-found").waitFor();
    expect(await stranger.getByTestId("labbook-content").count()).toBe(0);

    const anonymous = await pageOf(null);
    await anonymous.goto(`/auth/labbook/share/${lbIdx}?key=not-the-right-key-0123456789`);
    await expectNoLongerShared(anonymous);

    // A real link stops working when a new one is made, and when the book goes private again.
    const a = await experiment(owner, lbIdx);
    const first = await a.makePublic();
    await a.page.getByTestId("labbook-share").click();
    await a.page.getByTestId("share-regenerate").click();
    await a.page.getByTestId("share-regenerate-dialog-confirm").click();
    await expect.poll(() => a.page.getByTestId("share-link").inputValue(), live).not.toBe(first);
    const second = await a.page.getByTestId("share-link").inputValue();
    await anonymous.goto(new URL(first).pathname + new URL(first).search);
    await expectNoLongerShared(anonymous);
    await anonymous.goto(new URL(second).pathname + new URL(second).search);
    await anonymous.getByTestId("shared-labbook-page").waitFor();
    await a.page.getByTestId("share-private").click();
    await expect.poll(() => a.page.getByTestId("share-link").count(), live).toBe(0);
    await anonymous.reload();
    await expectNoLongerShared(anonymous);
    // Sign-in is offered, not the dashboard an anonymous visitor cannot open.
    await anonymous.getByTestId("share-unavailable-signin").click();
    await anonymous.getByTestId("signin-form").waitFor();

    const korean = await pageOf(null, "ko-KR");
    await korean.goto(new URL(first).pathname + new URL(first).search);
    await korean.getByTestId("share-unavailable").waitFor();
    expect(await korean.getByTestId("share-unavailable").textContent()).toContain(
      "더 이상 공유되지 않는 연구노트입니다",
    );
  });

  it("keeps edits made offline in the browser and merges them on reconnect", async () => {
    const lbIdx = await createBook(owner, "Offline at the bench");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.typeAtEnd("observation", "Online.");
    await expect.poll(() => b.sectionText("observation"), live).toBe("Online.");

    await a.page.context().setOffline(true);
    await a.waitSaveState("offline");
    expect(await a.page.getByTestId("save-status").textContent()).toBe("Offline — changes kept on this device");
    await a.typeAtEnd("observation", " Colour turned amber.");
    await b.typeAtEnd("result", "B wrote this meanwhile.");
    // Leaving now asks first: the server does not have these changes.
    await a.page.getByTestId("labbook-back").click();
    await a.page.getByTestId("leave-unsaved-dialog").waitFor();
    await a.page.getByTestId("leave-unsaved-dialog-cancel").click();
    // The tab is closed while still offline; this browser kept the edits (IndexedDB).
    await a.page.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await b.sectionText("observation")).toBe("Online.");

    const context = a.page.context();
    await context.setOffline(false);
    const again = new ExperimentPage(await context.newPage());
    await again.open(lbIdx);
    await expect.poll(() => b.sectionText("observation"), live).toBe("Online. Colour turned amber.");
    await expect.poll(() => again.sectionText("result"), live).toBe("B wrote this meanwhile.");
    await again.waitSaveState("saved");
  });

  it("forgets the offline copies of lab books when the member logs out", async () => {
    const lbIdx = await createBook(owner, "Shared bench computer");
    const a = await experiment(owner, lbIdx);
    await a.typeAtEnd("goal", "Kept in this browser until logout.");
    await a.waitSaveState("saved");
    const databases = () =>
      a.page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ""));
    expect((await databases()).some((name) => name.startsWith("enote-labbook."))).toBe(true);
    await a.page.getByTestId("member-menu").click();
    await a.page.getByTestId("logout").click();
    await a.page.waitForURL((url) => url.pathname === "/auth/signIn");
    await expect.poll(databases, live).toEqual([]);
  });

  it("refreshes an expired access token when the socket refuses it, and carries on", async () => {
    const lbIdx = await createBook(owner, "Long session");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    const before = await a.page.evaluate(() => localStorage.getItem("refreshToken"));
    await a.page.evaluate((token) => localStorage.setItem("accessToken", token), expiredCopyOf(owner.accessToken));
    // Drop the socket; the provider reconnects with the expired token, is refused, refreshes.
    await a.page.context().setOffline(true);
    await a.waitSaveState("offline");
    await a.page.context().setOffline(false);
    await a.waitSaveState("upToDate");
    await a.typeAtEnd("goal", "After the refresh.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("After the refresh.");
    await a.waitSaveState("saved");
    expect(await a.page.evaluate(() => localStorage.getItem("refreshToken"))).not.toBe(before);
  });

  it("turns B's open editor read-only the moment A ends the experiment", async () => {
    const lbIdx = await createBook(owner, "Ending live");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await b.typeAtEnd("goal", "Before the end.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("Before the end.");
    expect(await b.isEditable("goal")).toBe(true);

    expect(await a.history()).toEqual([]);
    await a.transition("end", owner);
    await expect.poll(() => b.isEditable("goal"), live).toBe(false);
    await expect.poll(() => b.status(), live).toBe("END");
    // Both headers say who ended it, and when.
    for (const view of [a, b]) {
      await expect.poll(() => view.history(), live).toEqual([{ action: "end", text: expect.any(String) }]);
      expect((await view.history())[0]?.text).toMatch(/^Ended by Rosalind Franklin · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    expect(await b.toolbar().count()).toBe(0);
    expect(await b.table("reactants").getByTestId("reaction-add-row").count()).toBe(0);
    await expect.poll(() => a.isEditable("goal"), live).toBe(false);

    // End cancel gives both their pens back.
    await a.transition("cancelEnd");
    await expect.poll(() => b.isEditable("goal"), live).toBe(true);
    await expect.poll(async () => (await b.history()).map((entry) => entry.action), live).toEqual(["end", "cancelEnd"]);
    await b.typeAtEnd("goal", " And after.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("Before the end. And after.");
  });

  it("refuses to clear a lab book's title: the old one stays, here and at the others'", async () => {
    const lbIdx = await createBook(owner, "Titled for good");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.title().selectText();
    await a.page.keyboard.press("Backspace");
    expect(await a.title().inputValue()).toBe("Titled for good");
    await a.page.getByText("A lab book needs a title", { exact: false }).waitFor();
    // Typing over the old title renames it, for everyone.
    await a.title().selectText();
    await a.page.keyboard.type("Renamed on purpose");
    await expect.poll(() => b.title().inputValue(), live).toBe("Renamed on purpose");
    expect(await a.page.getByText("A lab book needs a title", { exact: false }).count()).toBe(0);
  });

  it("shows a completion on the writer's open page at once, with no End cancel left to fail", async () => {
    const lbIdx = await createBook(writer, "Completed live");
    const reviewer = await experiment(owner, lbIdx);
    const mine = await experiment(writer, lbIdx);
    await mine.transition("end", writer);
    await expect.poll(() => reviewer.status(), live).toBe("END");
    await mine.page.getByTestId("labbook-cancelEnd").waitFor();

    await reviewer.transition("complete", owner);
    // The writer's access stays read-only, so only the book's record changed: the page reads it again.
    await expect.poll(() => mine.status(), { timeout: 5_000, interval: 100 }).toBe("COMPLETE");
    expect(await mine.page.getByTestId("labbook-cancelEnd").count()).toBe(0);
  });
});

describe("permissions and limits, live", () => {
  it("turns B's open editor read-only when an OWNER makes B a READER", async () => {
    const b = await projectMember("Ada", "Yonath", "WRITER");
    const lbIdx = await createBook(owner, "Demoted while writing");
    const a = await experiment(owner, lbIdx);
    const view = await experiment(b, lbIdx);
    await view.typeAtEnd("goal", "Written as a writer.");
    await expect.poll(() => a.sectionText("goal"), live).toBe("Written as a writer.");

    await setLevel(b, "READER");
    await expect.poll(() => view.isEditable("goal"), live).toBe(false);
    await view.page.getByTestId("labbook-read-only").waitFor();
    expect(await view.toolbar().count()).toBe(0);
    expect(await view.table("reactants").getByTestId("reaction-add-row").count()).toBe(0);
    await view.section("goal").click();
    await view.page.keyboard.type("not any more");
    await a.typeAtEnd("goal", " The owner goes on.");
    await expect.poll(() => view.sectionText("goal"), live).toBe("Written as a writer. The owner goes on.");
    expect(await a.sectionText("goal")).toBe("Written as a writer. The owner goes on.");
  });

  it("recovers from a paste that would make the book too large: says so, and keeps working", async () => {
    const lbIdx = await createBook(owner, "Too much data");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.typeAtEnd("goal", "Stored before.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("Stored before.");
    await a.waitSaveState("saved");

    // Above the collab server's 1.5 MiB cap per document, below its 2 MiB cap per message.
    await a.section("report").click();
    await a.paste("report", "x".repeat(1_600_000));
    const error = a.page.getByTestId("labbook-server-error");
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toContain("Your last change was not saved");
    // The refused text is gone from A (reopened from the server) and never reached B.
    await expect.poll(async () => (await a.sectionText("report")).length, live).toBe(0);
    await a.waitSaveState("upToDate");
    expect(await a.sectionText("goal")).toBe("Stored before.");
    expect(await b.sectionText("report")).toBe("");

    // A keeps working: new edits reach B and are saved; leaving does not ask.
    await a.typeAtEnd("goal", " And after.");
    await expect.poll(() => b.sectionText("goal"), live).toBe("Stored before. And after.");
    await a.waitSaveState("saved");
    await a.page.getByTestId("labbook-back").click();
    await a.page.getByTestId("labbook-list-page").waitFor();
    expect(await a.page.getByTestId("leave-unsaved-dialog").count()).toBe(0);
  });

  it("shows headings, lists, links, tables and subscripts made with the toolbar to B", async () => {
    const lbIdx = await createBook(owner, "Rich text");
    const a = await experiment(owner, lbIdx);
    const b = await experiment(writer, lbIdx);
    await a.section("report").click();
    await a.tool("tool-h1");
    await a.page.keyboard.type("Summary");
    await a.page.keyboard.press("Enter");
    await a.tool("tool-h2");
    await a.page.keyboard.type("Yield");
    await a.page.keyboard.press("Enter");
    await a.tool("tool-bullet-list");
    await a.page.keyboard.type("crude 1.2 g");
    await a.page.keyboard.press("Enter");
    await a.page.keyboard.type("after column 0.9 g");
    await a.page.keyboard.press("Enter");
    await a.page.keyboard.press("Enter"); // leaves the list
    await a.page.keyboard.type("Quenched with ");
    for (const [text, sub] of [
      ["H", false],
      ["2", true],
      ["SO", false],
      ["4", true],
    ] as const) {
      if (sub) await a.tool("tool-subscript");
      await a.page.keyboard.type(text);
      if (sub) await a.tool("tool-subscript");
    }
    await a.page.keyboard.type(", see ");
    await a.insertLink("https://pubchem.ncbi.nlm.nih.gov/compound/1118");
    await a.page.keyboard.press("Enter");
    await a.insertTable();

    const report = (selector: string) => () => b.countIn("report", selector);
    await expect.poll(report("h1"), live).toBe(1);
    await expect.poll(report("h2"), live).toBe(1);
    await expect.poll(report("ul > li"), live).toBe(2);
    await expect.poll(report('a[href="https://pubchem.ncbi.nlm.nih.gov/compound/1118"]'), live).toBe(1);
    await expect.poll(report("table"), live).toBe(1);
    await expect.poll(report("sub"), live).toBe(2);
    const section = b.section("report");
    expect(await section.locator("h1").textContent()).toBe("Summary");
    expect(await section.locator("h2").textContent()).toBe("Yield");
    expect(await section.locator("ul > li").allTextContents()).toEqual(["crude 1.2 g", "after column 0.9 g"]);
    expect(await section.locator("sub").allTextContents()).toEqual(["2", "4"]);
    await expect.poll(() => b.sectionText("report"), live).toContain("Quenched with H2SO4, see https://pubchem");
  });
});

describe("the lab book list", () => {
  it("shows every row's status badge whole at 1280 px, in both languages", async () => {
    const lbIdx = await createBook(
      writer,
      "A title long enough to take the room of the status column, and then some more",
    );
    for (const locale of ["en-US", "ko-KR"] as const) {
      const page = await pageOf(writer, locale);
      const list = new LabBookListPage(page);
      await list.open();
      const label = list.row(lbIdx).getByTestId("labbook-status").locator(".mantine-Badge-label");
      await label.waitFor();
      // Badges cut their label with an ellipsis when the column is too narrow ("IN PROGRE…"): the
      // label's box must be as wide as its text laid out freely in the same font. scrollWidth
      // cannot tell, as it rounds the overflow away.
      const cut = await label.evaluate((element) => {
        const style = getComputedStyle(element);
        const free = document.createElement("span");
        free.textContent = element.textContent;
        free.style.cssText = `position:absolute;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing};text-transform:${style.textTransform}`;
        document.body.append(free);
        const needed = free.getBoundingClientRect().width;
        free.remove();
        // A fraction of a pixel is enough for the ellipsis (72.2 px of text in a 72 px box).
        return needed - element.getBoundingClientRect().width > 0.01;
      });
      expect(cut, locale).toBe(false);
    }
  });

  it("on a phone, shows a long title whole and the books before the filters, which open from a button", async () => {
    const title = "Suzuki coupling of 4-bromoanisole with phenylboronic acid, second run at 80 °C";
    const lbIdx = await createBook(writer, title);
    const page = await pageOf(writer);
    await page.setViewportSize({ width: 390, height: 844 });

    const view = new ExperimentPage(page);
    await view.open(lbIdx);
    await expect.poll(() => view.title().inputValue(), live).toBe(title);
    // The title wraps: none of it is scrolled out of its box.
    const clipped = await view
      .title()
      .evaluate((field) => field.scrollWidth > field.clientWidth + 1 || field.scrollHeight > field.clientHeight + 1);
    expect(clipped).toBe(false);
    expect((await view.title().boundingBox())?.height ?? 0).toBeGreaterThan(60);

    const list = new LabBookListPage(page);
    await list.open();
    await list.row(lbIdx).waitFor();
    const group = page.getByTestId("labbook-filter-group");
    expect(await group.isVisible()).toBe(false);
    const rowTop = (await list.row(lbIdx).boundingBox())?.y ?? Infinity;
    expect(rowTop).toBeLessThan(844);
    await page.getByTestId("labbook-filters-toggle").click();
    await group.waitFor();
    await page.getByTestId("labbook-filter-bookmarked").waitFor();
  });

  it("carries a QR code of the book's address in its header and its printout, which opens the book for members and sign-in for others", async () => {
    const lbIdx = await createBook(writer, "QR-coded synthesis");
    const bookUrl = `${server.url}/labBook/experiment/${lbIdx}`;
    const view = await experiment(reader, lbIdx);
    await view.page.getByTestId("labbook-qr").click();
    const panel = view.page.getByTestId("labbook-qr-panel");
    await panel.getByTestId("qr-code").waitFor();
    expect(await panel.getByTestId("qr-code").getAttribute("data-qr-text")).toBe(bookUrl);
    expect(await panel.getByTestId("labbook-qr-url").inputValue()).toBe(bookUrl);

    const printTab = await pageOf(writer);
    await printTab.goto(`${server.url}/labBook/experiment/print/${lbIdx}`);
    await printTab.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    expect(await printTab.getByTestId("print-qr").getByTestId("qr-code").getAttribute("data-qr-text")).toBe(bookUrl);

    // Scanned: a member lands in the live book, anyone else on the sign-in page.
    const scannedByMember = await pageOf(writer);
    await scannedByMember.goto(bookUrl);
    await new ExperimentPage(scannedByMember).loaded();
    const scannedByStranger = await pageOf(null);
    await scannedByStranger.goto(bookUrl);
    await scannedByStranger.waitForURL((url) => url.pathname === "/auth/signIn");
  });

  it("creates a lab book in a writable project, finds it, and asks for a selection before printing", async () => {
    const page = await pageOf(writer, "ko-KR");
    const list = new LabBookListPage(page);
    await list.open();
    const lbIdx = await list.create(projectName, "Grignard 반응 준비");
    const view = new ExperimentPage(page);
    await view.loaded();
    expect(await view.title().inputValue()).toBe("Grignard 반응 준비");

    await list.open();
    await list.row(lbIdx).waitFor();
    await list.search("Grignard");
    await expect.poll(() => list.rows().count(), live).toBe(1);
    await page.getByTestId("labbook-print-selected").click();
    await page.getByText("인쇄할 데이터를 선택해 주세요").waitFor();

    // With a row selected, the print page opens in a new tab with the book on A4.
    await list.row(lbIdx).getByTestId("labbook-row-select").check();
    const [printTab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByTestId("labbook-print-selected").click(),
    ]);
    await printTab.waitForURL((url) => url.pathname === `/labBook/print/${lbIdx}`);
    await printTab.locator('[data-testid="print-book"][data-ready="true"]').waitFor();
    expect(await printTab.getByTestId("print-title").textContent()).toBe("Grignard 반응 준비");
  });
});
