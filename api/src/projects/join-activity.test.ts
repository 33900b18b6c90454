import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard, ProjectDetail, ProjectInviteResult } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  joinGroup,
  ok,
  setRoleInDb,
  signUpTestMember,
  type Result,
  type TestMember,
} from "../test/factories";

let app: TestApp;
let host: TestMember;
let partner: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  await signUpTestMember(app);
  host = await signUpTestMember(app, { firstName: "Rosalind", lastName: "Franklin" });
  await setRoleInDb(app, host.memberIdx, "MANAGER");
  partner = await signUpTestMember(app, { firstName: "Dorothy", lastName: "Hodgkin" });
});
afterAll(async () => {
  await app?.close();
});

describe("joining a MoA project by code", () => {
  it("is logged as the partner joining, not as the partner setting his own level", async () => {
    const group = await createGroup(app, host.token, "Host Lab");
    const partnerManager = await signUpTestMember(app);
    await setRoleInDb(app, partnerManager.memberIdx, "MANAGER");
    const partnerGroup = await createGroup(app, partnerManager.token, "Partner Lab");
    await joinGroup(app, partner.token, await codeOf(app, partnerGroup.groupIdx));
    const project = ok(
      await app.call<Result<ProjectDetail>>("POST", "/api/project/create.do", {
        token: host.token,
        body: { groupIdx: group.groupIdx, name: "Joint MoA", includeGroupMembers: false, moa: true, partner: "KRICT" },
      }),
    );
    const { inviteCode } = ok(
      await app.call<Result<ProjectInviteResult>>("POST", `/api/project/${project.projectIdx}/invite.do`, {
        token: host.token,
      }),
    );
    ok(
      await app.call<Result<ProjectDetail>>("POST", "/api/project/join.do", {
        token: partner.token,
        body: { inviteCode },
      }),
    );

    const board = ok(await app.call<Result<Dashboard>>("GET", "/api/dashboard.do", { token: host.token }));
    const about = board.activity.filter((a) => a.projectName === "Joint MoA");
    expect(about[0]).toMatchObject({ kind: "project.joined", actorName: "Dorothy Hodgkin" });
    expect(about.some((a) => a.kind === "project.memberLevel")).toBe(false);
  });
});
