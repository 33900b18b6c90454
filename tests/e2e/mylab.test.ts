import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext, type UiLocale } from "./support/browser";
import { GroupsPage, ProjectsPage } from "./support/mylab";
import { newMember, SignInPage, SignUpPage, waitSignedIn, type NewMember } from "./support/pages";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;

/** What the first test builds and the later ones use. */
const lab = { groupIdx: 0, projectIdx: 0, otherCode: "" };

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Each member in a browser context of their own. */
async function freshPage(locale: UiLocale = "en-US"): Promise<Page> {
  const context = await newContext(browser, server.url, locale);
  return context.newPage();
}

async function signUp(page: Page, path = "/auth/signUp", member: NewMember = newMember()): Promise<NewMember> {
  const form = new SignUpPage(page);
  await page.goto(path);
  await page.getByTestId("signup-form").waitFor();
  await form.fill(member);
  await form.submit();
  await waitSignedIn(page);
  return member;
}

/** The path and query of an invitation link (the browser contexts resolve it against the server). */
function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

describe("groups and projects", () => {
  let manager: Page;

  it("lets a manager create a group and a project, invite a member and make them WRITER", async () => {
    // The first member of a fresh installation is its administrator, who may create groups.
    manager = await freshPage();
    await signUp(manager);
    const groups = new GroupsPage(manager);
    await groups.open();
    lab.groupIdx = await groups.create("Organic Synthesis Lab");
    expect(await manager.getByTestId(`group-row-${lab.groupIdx}`).textContent()).toContain("Organic Synthesis Lab");
    const code = await groups.code();
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    const link = await groups.inviteLink();
    expect(link).toBe(`${server.url}/auth/signUp?code=${code}`);

    const projects = new ProjectsPage(manager);
    await projects.open();
    lab.projectIdx = await projects.create(lab.groupIdx, "Suzuki coupling", false);
    expect(await manager.getByTestId("page-title").textContent()).toBe("Suzuki coupling");

    // The second member signs up through the invitation link, code filled in.
    const invitee = await freshPage();
    await invitee.goto(pathOf(link));
    await invitee.getByTestId("signup-form").waitFor();
    expect(await invitee.getByTestId("signup-groupCode").inputValue()).toBe(code);
    const member = await signUp(invitee, pathOf(link));

    await groups.open(`?groupIdx=${lab.groupIdx}`);
    await groups.members().getByText(member.memberId, { exact: true }).waitFor();
    const memberIdx = await groups.memberIdxOf(member.memberId);

    await projects.openProject(lab.projectIdx);
    await manager.getByTestId("project-detail").waitFor();
    await projects.addMember(memberIdx, "READER");
    await projects.setLevel(memberIdx, "WRITER");
    await manager.reload();
    expect(await projects.level(memberIdx).inputValue()).toBe("WRITER");

    // The administrator sees the new member among all members, and the project in the tree.
    await manager.goto("/myLab/users");
    await manager.getByTestId(`user-row-${memberIdx}`).waitFor();
    await manager.goto("/myLab/treeView");
    await manager.getByTestId(`tree-node-group-${lab.groupIdx}`).click();
    await manager.getByTestId(`tree-node-project-${lab.projectIdx}`).waitFor();

    // The member now sees the project, as a writer.
    await new ProjectsPage(invitee).open();
    const row = invitee.getByTestId(`project-row-${lab.projectIdx}`);
    await row.waitFor();
    expect(await row.textContent()).toContain("Writer");
    await invitee.context().close();
  });

  it("shows the not-found page to a member of another group who opens the project by URL", async () => {
    const groups = new GroupsPage(manager);
    await groups.open();
    const otherIdx = await groups.create("Analytical Lab");
    lab.otherCode = await groups.code();
    expect(otherIdx).not.toBe(lab.groupIdx);

    const outsider = await freshPage();
    await signUp(outsider, `/auth/signUp?code=${lab.otherCode}`);
    await new ProjectsPage(outsider).openProject(lab.projectIdx);
    await outsider.getByTestId("not-found").waitFor();
    expect(await outsider.getByTestId("project-detail").count()).toBe(0);
    // Neither administrator nor group manager: the users menu says so.
    await outsider.goto("/myLab/users");
    await outsider.getByTestId("no-menu-access").waitFor();
    await outsider.context().close();
  });

  it("lets a member with an account join from an invitation link by signing in", async () => {
    const existing = await freshPage();
    const member = await signUp(existing);
    await existing.context().close();

    // Opened signed out: "sign in" keeps the code, and sign-in lands on the join dialog.
    const page = await freshPage();
    await page.goto(`/auth/signUp?code=${lab.otherCode}`);
    await page.getByTestId("signup-signin-link").click();
    await page.getByTestId("signin-form").waitFor();
    await new SignInPage(page).signIn(member.memberId, member.password);
    await page.waitForURL((url) => url.pathname === "/myLab/groups" && url.searchParams.get("join") === lab.otherCode);
    const groups = new GroupsPage(page);
    expect(await groups.joinCode().inputValue()).toBe(lab.otherCode);
    await groups.join();
    await page.getByTestId("group-panel").waitFor();
    expect(await page.getByTestId("group-panel-name").textContent()).toBe("Analytical Lab");

    // Opened again while signed in, the link goes straight to the join dialog, which says so.
    await page.goto(`/auth/signUp?code=${lab.otherCode}`);
    await page.waitForURL((url) => url.pathname === "/myLab/groups");
    await groups.joinCode().waitFor();
    await page.getByTestId("join-submit").click();
    await page.getByText("You are already a member of this group").first().waitFor();
    await page.context().close();
  });
});

describe("Korean", () => {
  it("shows the groups page in Korean in a ko-KR browser", async () => {
    const page = await freshPage("ko-KR");
    await signUp(page);
    await new GroupsPage(page).open();
    expect(await page.getByTestId("page-title").textContent()).toBe("그룹");
    expect(await page.getByTestId("groups-empty").textContent()).toContain("아직 소속된 그룹이 없습니다");
    await new GroupsPage(page).join(lab.otherCode);
    await page.getByTestId("group-panel").waitFor();
    expect(await page.getByTestId("group-panel-role").textContent()).toBe("구성원");
    expect(await page.getByTestId("group-members").textContent()).toContain("구성원");
    await page.context().close();
  });
});
