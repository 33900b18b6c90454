import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, type UiLocale } from "./support/browser";
import { groupWith, signInOverHttp, signUpOverHttp, type ApiMember } from "./support/http";
import {
  GroupsPage,
  memberWithRole,
  projectOverHttp,
  ProjectsPage,
  signUpWithIdx,
  type SetUpMember,
} from "./support/mylab";
import { newMember, SignInPage, SignUpPage, waitSignedIn, type NewMember } from "./support/pages";
import { usePagePool } from "./support/pagePool";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
/** The installation's first member (ADMIN): here only to give roles, so no scenario runs as an administrator by accident. */
let admin: ApiMember;
/** A MANAGER-role member (role given by the administrator): may create groups, administers nothing. */
let manager: SetUpMember;

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  admin = await signUpOverHttp(server.url);
  manager = await memberWithRole(server.url, admin, "MANAGER");
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Each member's page, kept warm across the tests (support/pagePool.ts). */
const pool = usePagePool(
  () => browser,
  () => server.url,
);

/** A page signed in as nobody. */
function freshPage(locale: UiLocale = "en-US"): Promise<Page> {
  return pool.pageOf(null, { locale });
}

/** A page signed in as `member` (a sign-in of its own the first time). */
function pageOf(member: NewMember, locale: UiLocale = "en-US"): Promise<Page> {
  return pool.pageOf(member, { locale });
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

/** A group of the manager's, made over HTTP for tests about something else. */
async function managersGroup(name: string) {
  const signedIn = await signInOverHttp(server.url, manager);
  return groupWith(server.url, signedIn, [], name);
}

describe("groups and projects", () => {
  it("lets a MANAGER-role member create a group and a project, invite a member and make them WRITER", async () => {
    const page = await pageOf(manager);
    const groups = new GroupsPage(page);
    await groups.open();
    // A group manager, not an administrator: no administrator mode.
    expect(await page.getByTestId("admin-mode").count()).toBe(0);
    const groupIdx = await groups.create("Organic Synthesis Lab");
    expect(await page.getByTestId(`group-row-${groupIdx}`).textContent()).toContain("Organic Synthesis Lab");
    const code = await groups.code();
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    const link = await groups.inviteLink();
    expect(link).toBe(`${server.url}/auth/signUp?code=${code}`);

    const projects = new ProjectsPage(page);
    await projects.open();
    const projectIdx = await projects.create(groupIdx, "Suzuki coupling", false);
    expect(await page.getByTestId("page-title").textContent()).toBe("Suzuki coupling");

    // The second member signs up through the invitation link, code filled in.
    const invitee = await freshPage();
    await invitee.goto(pathOf(link));
    await invitee.getByTestId("signup-form").waitFor();
    expect(await invitee.getByTestId("signup-groupCode").inputValue()).toBe(code);
    const member = await signUp(invitee, pathOf(link));

    await groups.open(`?groupIdx=${groupIdx}`);
    await groups.members().getByText(member.memberId, { exact: true }).waitFor();
    const memberIdx = await groups.memberIdxOf(member.memberId);
    expect(await page.getByTestId(`group-member-role-${memberIdx}`).textContent()).toBe("Member");
    expect(await page.getByTestId(`group-member-role-${manager.memberIdx}`).textContent()).toBe("Manager");

    await projects.openProject(projectIdx);
    await page.getByTestId("project-detail").waitFor();
    await projects.addMember(memberIdx, "READER");
    await projects.setLevel(memberIdx, "WRITER");
    await page.reload();
    expect(await projects.level(memberIdx).inputValue()).toBe("WRITER");

    // As the group's manager they see its members on the users page, and the project in the tree.
    await page.goto("/myLab/users");
    await page.getByTestId("users-group-select").selectOption(String(groupIdx));
    await page.getByTestId(`user-row-${memberIdx}`).waitFor();
    expect(await page.getByTestId("users-admin-menu").count()).toBe(0);
    await page.goto("/myLab/treeView");
    await page.getByTestId(`tree-node-group-${groupIdx}`).click();
    await page.getByTestId(`tree-node-project-${projectIdx}`).waitFor();

    // The member now sees the project, as a writer.
    await new ProjectsPage(invitee).open();
    const row = invitee.getByTestId(`project-row-${projectIdx}`);
    await row.waitFor();
    expect(await row.textContent()).toContain("Writer");
  });

  it("shows the not-found page to a member of another group who opens the project by URL", async () => {
    const { groupIdx } = await managersGroup("Synthesis Lab");
    const projectIdx = await projectOverHttp(server.url, await signInOverHttp(server.url, manager), groupIdx, "Heck");
    const other = await managersGroup("Analytical Lab");

    const outsider = await freshPage();
    await signUp(outsider, `/auth/signUp?code=${other.signUpCode}`);
    await new ProjectsPage(outsider).openProject(projectIdx);
    await outsider.getByTestId("not-found").waitFor();
    expect(await outsider.getByTestId("project-detail").count()).toBe(0);
    // Neither administrator nor group manager: the users menu says so.
    await outsider.goto("/myLab/users");
    await outsider.getByTestId("no-menu-access").waitFor();
  });

  it("renames a group and a project, and refuses an empty name without changing anything", async () => {
    const { groupIdx } = await managersGroup("Polymer lab");
    const projectIdx = await projectOverHttp(
      server.url,
      await signInOverHttp(server.url, manager),
      groupIdx,
      "Old name",
    );
    const page = await pageOf(manager);
    const groups = new GroupsPage(page);
    await groups.open(`?groupIdx=${groupIdx}`);
    await page.getByTestId("group-rename").click();
    await page.getByTestId("group-rename-input").fill("   ");
    await page.getByTestId("group-rename-submit").click();
    await page.getByTestId("group-rename-form-error").waitFor();
    expect(await page.getByTestId("group-panel-name").textContent()).toBe("Polymer lab");
    await page.getByTestId("group-rename-input").fill("Polymer Chemistry Lab");
    await page.getByTestId("group-rename-submit").click();
    await page.getByTestId("group-rename-form").waitFor({ state: "detached" });
    await page.getByTestId("group-panel-name").filter({ hasText: "Polymer Chemistry Lab" }).waitFor();

    const projects = new ProjectsPage(page);
    await projects.openProject(projectIdx);
    await page.getByTestId("project-rename").click();
    await page.getByTestId("project-rename-input").fill("Ring-opening polymerisation");
    await page.getByTestId("project-rename-submit").click();
    await page.getByTestId("page-title").filter({ hasText: "Ring-opening polymerisation" }).waitFor();
    await page.reload();
    expect(await page.getByTestId("page-title").textContent()).toContain("Ring-opening polymerisation");
  });

  it("lets a member with an account join from an invitation link by signing in", async () => {
    const { signUpCode } = await managersGroup("Spectroscopy Lab");
    const member = await signUpWithIdx(server.url);

    // Opened signed out: "sign in" keeps the code, and sign-in lands on the join dialog.
    const page = await freshPage();
    await page.goto(`/auth/signUp?code=${signUpCode}`);
    await page.getByTestId("signup-signin-link").click();
    await page.getByTestId("signin-form").waitFor();
    await new SignInPage(page).signIn(member.memberId, member.password);
    await page.waitForURL((url) => url.pathname === "/myLab/groups" && url.searchParams.get("join") === signUpCode);
    const groups = new GroupsPage(page);
    expect(await groups.joinCode().inputValue()).toBe(signUpCode);
    await groups.join();
    await page.getByTestId("group-panel").waitFor();
    expect(await page.getByTestId("group-panel-name").textContent()).toBe("Spectroscopy Lab");

    // Opened again while signed in, the link goes straight to the join dialog, which says so.
    await page.goto(`/auth/signUp?code=${signUpCode}`);
    await page.waitForURL((url) => url.pathname === "/myLab/groups");
    await groups.joinCode().waitFor();
    await page.getByTestId("join-submit").click();
    await page.getByText("You are already a member of this group").first().waitFor();
  });
});

describe("sign-up", () => {
  it("opens the terms of use and the privacy policy from the sign-up form, the operator's own text first", async () => {
    const page = await freshPage();
    await page.goto("/auth/signUp");
    await page.getByTestId("signup-read-terms").click();
    const text = page.getByTestId("terms-text");
    await text.waitFor();
    expect(await text.textContent()).toContain("Terms of Use");
    await page.keyboard.press("Escape");
    await text.waitFor({ state: "detached" });

    // The operator's file in the data directory replaces the shipped text, in its language.
    await writeFile(path.join(server.dataDir, "privacy.ko-KR.md"), "우리 연구실의 개인정보 처리방침");
    const korean = await freshPage("ko-KR");
    await korean.goto("/auth/signUp");
    await korean.getByTestId("signup-read-privacy").click();
    await korean.getByTestId("terms-text").waitFor();
    expect(await korean.getByTestId("terms-text").textContent()).toBe("우리 연구실의 개인정보 처리방침");
  });
});

describe("a member in no group", () => {
  /** Every group-scoped menu and the test id of its no-group screen. */
  const menus = [
    ["/", "dashboard-no-group"],
    ["/myLab/projects", "projects-no-group"],
    ["/myLab/treeView", "tree-no-group"],
    ["/labBook", "labbook-no-group"],
    ["/inventory", "inventory-no-group"],
    ["/material", "material-no-group"],
  ] as const;

  it.each([
    ["en-US", "Please request access from the group manager"],
    ["ko-KR", "그룹 관리자에게 권한을 요청해 주세요"],
  ] as const)("is told in %s to request access from the group manager on every group menu", async (locale, text) => {
    const page = await pageOf(await signUpWithIdx(server.url), locale);
    for (const [path, testId] of menus) {
      await page.goto(path);
      const screen = page.getByTestId(testId);
      await screen.waitFor();
      expect(await screen.getByTestId("no-group-message").textContent(), path).toContain(text);
      // They may join with a code; creating a group is for MANAGER and administrators.
      expect(await screen.getByTestId("no-group-join").count(), path).toBe(1);
      expect(await screen.getByTestId("no-group-create").count(), path).toBe(0);
    }
  });
});

describe("administrator mode", () => {
  it("shows an ADMIN the administrator mode and marks the users menu; a FRONT member sees neither", async () => {
    const page = await pageOf(admin);
    await page.goto("/");
    expect(await page.getByTestId("admin-mode").textContent()).toBe("Administrator mode");
    await page.getByTestId("nav-users-admin").waitFor();
    await page.getByTestId("nav-users").click();
    await page.getByTestId("users-admin-menu").waitFor();
    await page.getByTestId(`user-row-${manager.memberIdx}`).waitFor();
    expect(await page.getByTestId(`user-role-${manager.memberIdx}`).inputValue()).toBe("MANAGER");

    const member = await pageOf(await signUpWithIdx(server.url));
    await member.goto("/");
    await member.getByTestId("dashboard-page").waitFor();
    await member.getByTestId("nav-users").waitFor();
    expect(await member.getByTestId("admin-mode").count()).toBe(0);
    expect(await member.getByTestId("nav-users-admin").count()).toBe(0);
  });

  it.each([
    ["en-US", "Change the role of", "to Manager?"],
    ["ko-KR", "님의 권한을 매니저(으)로 변경하시겠습니까?", "권한 변경"],
  ] as const)("asks in %s before changing a member's role; cancelling keeps the role", async (locale, ...texts) => {
    const target = await signUpWithIdx(server.url);
    const page = await pageOf(admin, locale);
    await page.goto("/myLab/users");
    const role = page.getByTestId(`user-role-${target.memberIdx}`);
    await role.waitFor();
    await role.selectOption("MANAGER");
    const dialog = page.getByTestId("role-change-dialog");
    await dialog.waitFor();
    const question = (await page.getByRole("dialog").textContent()) ?? "";
    for (const text of texts) expect(question).toContain(text);
    expect(question).toContain(`${target.lastName}`);
    await page.getByTestId("role-change-dialog-cancel").click();
    await dialog.waitFor({ state: "detached" });
    expect(await role.inputValue()).toBe("FRONT");
    await page.reload();
    await role.waitFor();
    expect(await role.inputValue()).toBe("FRONT");

    await role.selectOption("MANAGER");
    await page.getByTestId("role-change-dialog-confirm").click();
    await page.getByTestId("toast-success").waitFor();
    await page.reload();
    await role.waitFor();
    expect(await role.inputValue()).toBe("MANAGER");
  });

  it("shows the administrator badge with its name at 1280 px and on a phone, and gives screen readers its label", async () => {
    const page = await pageOf(admin);
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const badge = page.getByTestId("admin-mode");
      await badge.waitFor();
      // Not an empty pill: its shield (or its words) is drawn.
      expect(await badge.locator("svg").isVisible(), `${viewport.width}`).toBe(true);
      // The label is in the accessibility tree, whether it is drawn or only read out.
      expect(await page.getByTestId("app-header").ariaSnapshot(), `${viewport.width}`).toContain("Administrator mode");
    }
  });

  it("says administrator mode and the role names in Korean in a ko-KR browser", async () => {
    const page = await pageOf(admin, "ko-KR");
    await page.goto("/myLab/users");
    expect(await page.getByTestId("admin-mode").textContent()).toBe("관리자 모드");
    const role = page.getByTestId(`user-role-${manager.memberIdx}`);
    await role.waitFor();
    expect(await role.locator("option:checked").textContent()).toBe("매니저");
  });
});

describe("Korean", () => {
  it("shows the groups page in Korean in a ko-KR browser", async () => {
    const { signUpCode } = await managersGroup("Catalysis Lab");
    const page = await freshPage("ko-KR");
    await signUp(page);
    await new GroupsPage(page).open();
    expect(await page.getByTestId("page-title").textContent()).toBe("그룹");
    expect(await page.getByTestId("groups-empty").textContent()).toContain("아직 소속된 그룹이 없습니다");
    await new GroupsPage(page).join(signUpCode);
    await page.getByTestId("group-panel").waitFor();
    expect(await page.getByTestId("group-panel-role").textContent()).toBe("구성원");
    // The list refetches after the join: wait for the new member's row. Its role column uses the
    // shared role label: FRONT is 일반 사용자 in Korean.
    await page.getByTestId("group-members").getByText("일반 사용자").first().waitFor();
    expect(await page.getByTestId("group-members").textContent()).toContain("구성원");
  });
});

describe("an administrator with a second lab installed", () => {
  it("opens the new reagent and the new board post on their own lab, not the lab listed first", async () => {
    // "Aardvark lab" is listed first (by name) to the administrator, who is a member of "Zeta lab" only.
    const other = await managersGroup("Aardvark lab");
    const own = await groupWith(server.url, admin, [], "Zeta lab");
    const page = await pageOf(admin);

    await page.goto("/inventory/experiment/new");
    const groupSelect = page.getByTestId("inventory-groupIdx");
    await groupSelect.waitFor();
    expect(await groupSelect.inputValue()).toBe(String(own.groupIdx));
    // The other lab stays one explicit pick away.
    expect(await groupSelect.locator(`option[value="${other.groupIdx}"]`).count()).toBe(1);

    await page.goto("/board");
    await page.getByTestId("board-create").click();
    await expect.poll(() => page.getByTestId("board-group").inputValue()).toBe("Zeta lab");
  });
});
