import type { Page } from "playwright-core";
import { call, signUpOverHttp, type ApiMember } from "./http";
import { newMember, type NewMember } from "./pages";

export type Role = "MADE" | "ADMIN" | "MANAGER" | "FRONT";

/** A member signed up over HTTP, with their memberIdx. */
export interface SetUpMember extends ApiMember {
  memberIdx: number;
}

export async function signUpWithIdx(baseUrl: string, member: NewMember = newMember()): Promise<SetUpMember> {
  const signedUp = await signUpOverHttp(baseUrl, member);
  const me = await call<{ memberIdx: number }>(baseUrl, "GET", "/api/oauth/me.do", { token: signedUp.accessToken });
  return { ...signedUp, memberIdx: me.memberIdx };
}

/** A new member whose installation role an administrator sets through the users API. */
export async function memberWithRole(baseUrl: string, admin: ApiMember, role: Role): Promise<SetUpMember> {
  const member = await signUpWithIdx(baseUrl);
  await call(baseUrl, "PUT", `/api/member/${member.memberIdx}/role.do`, { token: admin.accessToken, body: { role } });
  return member;
}

export async function projectOverHttp(baseUrl: string, owner: ApiMember, groupIdx: number, name: string) {
  const project = await call<{ projectIdx: number }>(baseUrl, "POST", "/api/project/create.do", {
    token: owner.accessToken,
    body: { groupIdx, name, includeGroupMembers: false },
  });
  return project.projectIdx;
}

/** The number after `key=` in the page's query string (the screens keep their selection there). */
export function queryIdx(page: Page, key: string): number {
  const value = new URL(page.url()).searchParams.get(key);
  if (!value || !/^\d+$/.test(value)) throw new Error(`no ${key} in ${page.url()}`);
  return Number(value);
}

/** /myLab/groups: my groups, the selected group's invitation and members, joining by code. */
export class GroupsPage {
  constructor(readonly page: Page) {}

  async open(query = ""): Promise<void> {
    await this.page.goto(`/myLab/groups${query}`);
    await this.page.getByTestId("groups-page").waitFor();
  }

  /** Creates a group and returns its groupIdx (the page selects the new group). */
  async create(name: string): Promise<number> {
    const p = this.page;
    await p.getByTestId("group-create").click();
    await p.getByTestId("group-name-input").fill(name);
    await p.getByTestId("group-create-submit").click();
    await p.waitForURL((url) => url.searchParams.has("groupIdx"));
    await p.getByTestId("group-panel").waitFor();
    return queryIdx(p, "groupIdx");
  }

  async select(groupIdx: number): Promise<void> {
    await this.page.getByTestId(`group-row-${groupIdx}`).click();
    await this.page.getByTestId("group-panel").waitFor();
  }

  code(): Promise<string> {
    return this.page.getByTestId("group-code").inputValue();
  }

  inviteLink(): Promise<string> {
    return this.page.getByTestId("group-invite-link").inputValue();
  }

  members() {
    return this.page.getByTestId("group-members");
  }

  /** The member row showing `memberId`, and its memberIdx. */
  async memberIdxOf(memberId: string): Promise<number> {
    const row = this.page.locator('tr[data-testid^="group-member-"]', { hasText: memberId });
    await row.waitFor();
    const testId = (await row.getAttribute("data-testid")) ?? "";
    return Number(testId.replace("group-member-", ""));
  }

  /** The join dialog: opened by the page (`?join=CODE`) or by its button. */
  joinCode() {
    return this.page.getByTestId("join-code-input");
  }

  async join(code?: string): Promise<void> {
    const p = this.page;
    if (!(await this.joinCode().isVisible())) await p.getByTestId("group-join-open").click();
    if (code !== undefined) await this.joinCode().fill(code);
    await p.getByTestId("join-submit").click();
    await this.joinCode().waitFor({ state: "detached" });
  }
}

/** /myLab/projects and one project at ?projectIdx=N. */
export class ProjectsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/myLab/projects");
    await this.page.getByTestId("projects-page").waitFor();
  }

  async openProject(projectIdx: number): Promise<void> {
    await this.page.goto(`/myLab/projects?projectIdx=${projectIdx}`);
  }

  /** Creates a project, answering the "include group members?" question; returns its projectIdx. */
  async create(groupIdx: number, name: string, includeGroupMembers: boolean): Promise<number> {
    const p = this.page;
    await p.getByTestId("project-create").click();
    await p.getByTestId("project-group-select").selectOption(String(groupIdx));
    await p.getByTestId("project-name-input").fill(name);
    await p.getByTestId("project-create-submit").click();
    await p
      .getByTestId(includeGroupMembers ? "include-members-dialog-confirm" : "include-members-dialog-cancel")
      .click();
    await p.waitForURL((url) => url.searchParams.has("projectIdx"));
    await p.getByTestId("project-detail").waitFor();
    return queryIdx(p, "projectIdx");
  }

  level(memberIdx: number) {
    return this.page.getByTestId(`project-member-level-${memberIdx}`);
  }

  async addMember(memberIdx: number, level: "OWNER" | "WRITER" | "READER"): Promise<void> {
    const p = this.page;
    await p.getByTestId("project-add-member").click();
    await p.getByTestId("project-add-member-select").selectOption(String(memberIdx));
    await p.getByTestId("project-add-member-level").selectOption(level);
    await p.getByTestId("project-add-member-submit").click();
    await this.level(memberIdx).waitFor();
  }

  async setLevel(memberIdx: number, level: "OWNER" | "WRITER" | "READER"): Promise<void> {
    await this.level(memberIdx).selectOption(level);
    await this.page.getByTestId("toast-success").first().waitFor();
  }
}
