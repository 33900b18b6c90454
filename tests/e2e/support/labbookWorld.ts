import { afterAll, beforeAll, expect } from "vitest";
import jwt from "jsonwebtoken";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, type UiLocale } from "./browser";
import { ExperimentPage } from "./experiment";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./http";
import { usePagePool, type PagePool } from "./pagePool";
import { newMember } from "./pages";
import { e2eJwtSecret, startE2EServer, type E2EServer } from "./server";

export let server: E2EServer;
export let browser: Browser;

/** Members with different names, so carets and "who is here" tell them apart. */
export let owner: ApiMember; // administrator, creates the group and the project
export let writer: ApiMember;
export let reader: ApiMember;
export let outsider: ApiMember; // in another group
export let projectIdx = 0;
export let groupCode = "";
export const projectName = "Suzuki coupling";

export { live } from "./live";

export async function member(firstName: string, lastName: string, initial: string): Promise<ApiMember> {
  return signUpOverHttp(server.url, { ...newMember(), firstName, lastName, initial });
}

/** The same sign-in's access token, expired a minute ago. */
export function expiredCopyOf(accessToken: string): string {
  const claims = jwt.decode(accessToken) as { sub: string; sid: string };
  return jwt.sign({ sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 60 }, e2eJwtSecret, {
    subject: claims.sub,
    issuer: "enote",
    audience: "enote",
  });
}

export async function memberIdxOf(who: ApiMember): Promise<number> {
  const me = await call<{ memberIdx: number }>(server.url, "GET", "/api/oauth/me.do", { token: who.accessToken });
  return me.memberIdx;
}

/** Sets a member's level in the project, as its OWNER does on the project page. */
export async function setLevel(who: ApiMember, level: "WRITER" | "READER"): Promise<void> {
  await call(server.url, "PUT", `/api/project/${projectIdx}/member.do`, {
    token: owner.accessToken,
    body: { memberIdx: await memberIdxOf(who), level },
  });
}

/** A new member of the lab's group, at `level` in its project. */
export async function projectMember(
  firstName: string,
  lastName: string,
  level: "WRITER" | "READER",
): Promise<ApiMember> {
  const joined = await member(firstName, lastName, `${firstName[0]}${lastName.slice(0, 2)}`.toUpperCase());
  await call(server.url, "POST", "/api/group/join.do", { token: joined.accessToken, body: { signUpCode: groupCode } });
  await setLevel(joined, level);
  return joined;
}

export async function createBook(by: ApiMember, title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: by.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

/** Each member's page, kept warm across the file's tests (support/pagePool.ts). */
let pool: PagePool;

/** A page signed in as `who` (or anonymous), in no other test's state. */
export async function pageOf(who: ApiMember | null, locale: UiLocale = "en-US"): Promise<Page> {
  return pool.pageOf(who, { locale });
}

/** A share link that opens nothing says so, in the visitor's words, instead of "page not found". */
export async function expectNoLongerShared(page: Page): Promise<void> {
  const screen = page.getByTestId("share-unavailable");
  await screen.waitFor();
  expect(await screen.textContent()).toContain("This lab book is no longer shared");
  expect(await page.getByTestId("not-found").count()).toBe(0);
}

/** The text of the goal section's last paragraph, without the others' caret labels. */
export function lastParagraph(view: ExperimentPage): Promise<string> {
  return view.section("goal").evaluate((element) => {
    const paragraphs = element.querySelectorAll("p");
    const copy = paragraphs[paragraphs.length - 1]?.cloneNode(true) as HTMLElement | undefined;
    copy?.querySelectorAll(".collaboration-carets__caret").forEach((caret) => caret.remove());
    return copy?.textContent ?? "";
  });
}

export async function experiment(who: ApiMember | null, lbIdx: number): Promise<ExperimentPage> {
  const view = new ExperimentPage(await pageOf(who));
  await view.open(lbIdx);
  return view;
}

/**
 * The lab book files' world (one per file: each file its own server, database and browser): an
 * administrator who owns the group and its project, a WRITER, a READER and a member of another group.
 */
export function useLabbookWorld(): void {
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

  pool = usePagePool(
    () => browser,
    () => server.url,
  );

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });
}
