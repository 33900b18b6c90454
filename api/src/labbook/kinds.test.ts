import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { BookKind, LabBookDetail, LabBookPage, ProjectDetail, ProjectInviteResult } from "@enote/shared";
import { projectMembers, projects } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setLevel,
  setRoleInDb,
  signUpTestMember,
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";
import { buildLab, connectPeer, createLabBook, putStatus, type Lab, type Peer } from "../test/labbooks";

/*
 * Issue 22, book kinds: education books read by the whole group, MoA projects joined by code from
 * other groups and their books seen by their members only, and one year sequence per kind.
 */

let app: TestApp;
let lab: Lab;
const peers: Peer[] = [];
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  for (const peer of peers) peer.destroy();
  await app?.close();
});

const year = new Date().getUTCFullYear();

function createBook(member: TestMember, projectIdx: number, title: string, kind?: BookKind) {
  return app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
    token: member.token,
    body: { projectIdx, title, ...(kind === undefined ? {} : { kind }) },
  });
}

function detail(member: TestMember, lbIdx: number) {
  return app.call<Result<LabBookDetail>>("GET", `/api/labbook/${lbIdx}.do`, { token: member.token });
}

function list(member: TestMember, query = "") {
  return app.call<Result<LabBookPage>>("GET", `/api/labbook/list.do${query}`, { token: member.token });
}

function createMoaProject(member: TestMember, groupIdx: number, name: string, partner?: string) {
  return app.call<Result<ProjectDetail>>("POST", "/api/project/create.do", {
    token: member.token,
    body: { groupIdx, name, includeGroupMembers: false, moa: true, ...(partner === undefined ? {} : { partner }) },
  });
}

function invite(member: TestMember, projectIdx: number) {
  return app.call<Result<ProjectInviteResult>>("POST", `/api/project/${projectIdx}/invite.do`, { token: member.token });
}

function join(member: TestMember, inviteCode: unknown, locale = "en-US") {
  return app.call<Result<ProjectDetail>>("POST", "/api/project/join.do", {
    token: member.token,
    body: { inviteCode },
    headers: { cookie: `locale=${locale}` },
  });
}

async function connected(member: TestMember, lbIdx: number): Promise<Peer> {
  const peer = connectPeer(app, lbIdx, member.token);
  peers.push(peer);
  return peer;
}

/** Members of a project, by member index. */
async function memberIdxs(projectIdx: number): Promise<number[]> {
  const rows = await app.database.db
    .select({ memberIdx: projectMembers.memberIdx })
    .from(projectMembers)
    .where(eq(projectMembers.projectIdx, projectIdx));
  return rows.map((row) => row.memberIdx).sort((a, b) => a - b);
}

/** A member of a new group of their own (the partner organisation's side), and that group's manager. */
async function partnerSide(): Promise<{ partner: TestMember; partnerManager: TestMember }> {
  const partnerManager = await signUpTestMember(app);
  await setRoleInDb(app, partnerManager.memberIdx, "MANAGER");
  const group = await createGroup(app, partnerManager.token, "Partner Institute Lab");
  const partner = await signUpTestMember(app);
  await joinGroup(app, partner.token, await codeOf(app, group.groupIdx));
  return { partner, partnerManager };
}

describe("year numbers per kind", () => {
  it("numbers 20 concurrent creations of each kind 1–20 in its own sequence: no gap, no duplicate", async () => {
    const manager = await signUpTestMember(app);
    await setRoleInDb(app, manager.memberIdx, "MANAGER");
    const group = await createGroup(app, manager.token, "Numbering Lab");
    const labProject = await createProject(app, manager.token, group.groupIdx, { name: "Numbered" });
    const moaProject = ok(await createMoaProject(manager, group.groupIdx, "Numbered MoA", "KRICT"));
    const asks: Array<[BookKind | undefined, number]> = [
      [undefined, labProject.projectIdx],
      ["EDU", labProject.projectIdx],
      [undefined, moaProject.projectIdx],
    ];
    const created = await Promise.all(
      asks.flatMap(([kind, projectIdx]) =>
        Array.from({ length: 20 }, (_, i) => createBook(manager, projectIdx, `Parallel ${i}`, kind)),
      ),
    );
    const books = created.map((result) => {
      expect(result.status).toBe(201);
      return ok(result);
    });
    const expected = (prefix: string) =>
      Array.from({ length: 20 }, (_, i) => `${prefix}${year}-${String(i + 1).padStart(4, "0")}`);
    const numbersOf = (kind: BookKind) =>
      books
        .filter((book) => book.kind === kind)
        .map((book) => book.seqNo)
        .sort();
    expect(numbersOf("LAB")).toEqual(expected(""));
    expect(numbersOf("EDU")).toEqual(expected("EDU-"));
    expect(numbersOf("MOA")).toEqual(expected("MOA-"));
  });

  it("refuses EDU in a MoA project and MOA outside one, creating nothing", async () => {
    const moa = ok(await createMoaProject(lab.manager, lab.groupIdx, "Kind mismatch MoA", "KAIST"));
    const before = ok(await list(lab.manager)).total;
    const edu = await createBook(lab.manager, moa.projectIdx, "Protocol", "EDU");
    expect(edu.status).toBe(400);
    expect(edu.body.code).toBe("BOOK_KIND_MISMATCH");
    const wrong = await createBook(lab.owner, lab.projectIdx, "Joint", "MOA");
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("BOOK_KIND_MISMATCH");
    expect(ok(await list(lab.manager)).total).toBe(before);
  });
});

describe("education books", () => {
  let eduIdx: number;
  let labIdx: number;
  beforeAll(async () => {
    const edu = ok(await createBook(lab.owner, lab.projectIdx, "Standard Suzuki protocol", "EDU"));
    expect(edu.kind).toBe("EDU");
    expect(edu.seqNo).toMatch(new RegExp(`^EDU-${year}-\\d{4}$`));
    eduIdx = edu.lbIdx;
    labIdx = (await createLabBook(app, lab.writer.token, lab.projectIdx, "A private experiment")).lbIdx;
  });

  it("a group member outside the project reads an education book (read only) but not a lab book of that project", async () => {
    const read = await detail(lab.bystander, eduIdx);
    expect(read.status).toBe(200);
    expect(ok(read)).toMatchObject({ kind: "EDU", access: "read", can: { end: false, share: false } });
    const hidden = await detail(lab.bystander, labIdx);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("NOT_FOUND");
  });

  it("lists it for the group under kind=EDU, and the lab books not", async () => {
    const edu = ok(await list(lab.bystander, "?kind=EDU"));
    expect(edu.items.map((item) => item.lbIdx)).toContain(eduIdx);
    expect(edu.items.every((item) => item.kind === "EDU")).toBe(true);
    const all = ok(await list(lab.bystander)).items.map((item) => item.lbIdx);
    expect(all).toContain(eduIdx);
    expect(all).not.toContain(labIdx);
    const searched = ok(await list(lab.bystander, "?kind=EDU&q=suzuki")).items.map((item) => item.lbIdx);
    expect(searched).toContain(eduIdx);
    expect(ok(await list(lab.bystander, `?kind=EDU&projectIdx=${lab.projectIdx}`)).items.map((i) => i.lbIdx)).toEqual(
      expect.arrayContaining([eduIdx]),
    );
    expect(ok(await list(lab.writer, "?kind=LAB")).items.every((item) => item.kind === "LAB")).toBe(true);
  });

  it("a group member outside the project cannot write it: the status flow refuses, the live document is read-only", async () => {
    const end = await putStatus(app, lab.bystander.token, eduIdx, "END");
    expect(end.status).toBe(403);
    const reader = await connected(lab.bystander, eduIdx);
    expect(await reader.authentication).toBe("authenticated");
    await reader.synced();
    expect(reader.provider.authorizedScope).toBe("readonly");
    const writer = await connected(lab.writer, eduIdx);
    await writer.synced();
    expect(writer.provider.authorizedScope).toBe("read-write");
  });

  it("is started by project OWNERs (and group managers who write in the project), not by WRITERs or outsiders", async () => {
    const byWriter = await createBook(lab.writer, lab.projectIdx, "Not a writer's to start", "EDU");
    expect(byWriter.status).toBe(403);
    expect((await createBook(lab.outsider, lab.projectIdx, "Outsider", "EDU")).status).toBe(404);
    expect((await detail(lab.outsider, eduIdx)).status).toBe(404);
  });
});

describe("MoA projects and books", () => {
  let moa: ProjectDetail;
  let moaBookIdx: number;
  let code: string;
  let partner: TestMember;
  let partnerManager: TestMember;
  beforeAll(async () => {
    ({ partner, partnerManager } = await partnerSide());
    moa = ok(await createMoaProject(lab.manager, lab.groupIdx, "Joint catalysis", "Partner Institute"));
    // The group manager hands the project to a group member and steps out of it.
    await setLevel(app, lab.manager.token, moa.projectIdx, lab.owner.memberIdx, "OWNER");
    ok(
      await app.call<Result<unknown>>("DELETE", `/api/project/${moa.projectIdx}/member/${lab.manager.memberIdx}.do`, {
        token: lab.manager.token,
      }),
    );
    const book = ok(await createBook(lab.owner, moa.projectIdx, "Joint catalyst screening"));
    expect(book.kind).toBe("MOA");
    expect(book.seqNo).toMatch(new RegExp(`^MOA-${year}-\\d{4}$`));
    moaBookIdx = book.lbIdx;
    const made = await invite(lab.owner, moa.projectIdx);
    expect(made.status).toBe(200);
    code = ok(made).inviteCode;
  });

  it("is created with its partner and marker, and refuses a MoA project without a partner", async () => {
    expect(moa).toMatchObject({ moa: true, partner: "Partner Institute" });
    const bare = await createMoaProject(lab.manager, lab.groupIdx, "No partner");
    expect(bare.status).toBe(400);
    expect(bare.body.issues?.map((issue) => issue.path[0])).toEqual(["partner"]);
  });

  it("gives the OWNER a 10-character code of the unambiguous alphabet and stores only its hash", async () => {
    expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);
    const [row] = await app.database.db.select().from(projects).where(eq(projects.projectIdx, moa.projectIdx));
    expect(row?.inviteCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const seen = ok(
      await app.call<Result<ProjectDetail>>("GET", `/api/project/${moa.projectIdx}.do`, { token: lab.owner.token }),
    );
    expect(seen.invite).toMatchObject({ active: true });
  });

  it("a member of another group joins by code as READER and reads its books; the owning group outside the project gets 404", async () => {
    const joined = await join(partner, code.toLowerCase().replace(/(.{5})/, "$1-"));
    expect(joined.status).toBe(200);
    expect(ok(joined).members.find((m) => m.memberIdx === partner.memberIdx)?.level).toBe("READER");
    expect(ok(joined).invite).toBeNull();

    const read = await detail(partner, moaBookIdx);
    expect(read.status).toBe(200);
    expect(ok(read)).toMatchObject({ kind: "MOA", access: "read" });
    expect(ok(await list(partner, "?kind=MOA")).items.map((item) => item.lbIdx)).toContain(moaBookIdx);
    expect(
      ok(
        await app.call<Result<Array<{ projectIdx: number }>>>("GET", "/api/project/list.do", { token: partner.token }),
      ).map((p) => p.projectIdx),
    ).toContain(moa.projectIdx);

    for (const member of [lab.bystander, lab.manager, lab.admin, partnerManager, lab.outsider]) {
      const hidden = await detail(member, moaBookIdx);
      expect(hidden.status, `member ${member.memberIdx}`).toBe(404);
      expect(ok(await list(member, "?kind=MOA")).items.map((item) => item.lbIdx)).not.toContain(moaBookIdx);
      expect(ok(await list(member)).items.map((item) => item.lbIdx)).not.toContain(moaBookIdx);
      expect((await app.call("GET", `/api/project/${moa.projectIdx}.do`, { token: member.token })).status).toBe(404);
    }
  });

  it("opens the live document to the partner (write once raised to WRITER) and to no one outside the project", async () => {
    await setLevel(app, lab.owner.token, moa.projectIdx, partner.memberIdx, "WRITER");
    const peer = await connected(partner, moaBookIdx);
    await peer.synced();
    expect(peer.provider.authorizedScope).toBe("read-write");
    for (const member of [lab.bystander, lab.manager, partnerManager]) {
      expect(await (await connected(member, moaBookIdx)).authentication).toBe("permission-denied");
    }
  });

  it("a renewed code refuses the old one and changes nothing; the new one lets the next partner in", async () => {
    const { partner: second } = await partnerSide();
    const renewed = ok(await invite(lab.owner, moa.projectIdx)).inviteCode;
    expect(renewed).not.toBe(code);
    const before = await memberIdxs(moa.projectIdx);
    const stale = await join(second, code, "ko-KR");
    expect(stale.status).toBe(404);
    expect(stale.body.code).toBe("INVALID_INVITE_CODE");
    expect(stale.body.message).toContain("초대 코드");
    expect(await memberIdxs(moa.projectIdx)).toEqual(before);
    expect((await join(second, renewed)).status).toBe(200);
  });

  it("answers bad codes with a clear 400 or 404 and a second join with 409, changing nothing", async () => {
    const { partner: stranger } = await partnerSide();
    const before = await memberIdxs(moa.projectIdx);
    for (const bad of ["", "SHORT", "0O1IL25SB8", 12345, null]) {
      const result = await join(stranger, bad);
      expect(result.status, String(bad)).toBe(400);
      expect(result.body.code).toBe("VALIDATION_FAILED");
      expect(result.body.issues?.[0]?.path).toEqual(["inviteCode"]);
    }
    const unknown = await join(stranger, "ACDEFGHJKM");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("INVALID_INVITE_CODE");
    const again = await join(lab.owner, ok(await invite(lab.owner, moa.projectIdx)).inviteCode);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_PROJECT_MEMBER");
    expect(await memberIdxs(moa.projectIdx)).toEqual(before);
  });

  it("invites only for a MoA project's OWNER", async () => {
    const plain = await invite(lab.owner, lab.projectIdx);
    expect(plain.status).toBe(409);
    expect(plain.body.code).toBe("NOT_MOA_PROJECT");
    expect((await invite(partner, moa.projectIdx)).status).toBe(403);
    const hidden = await app.call<ErrorBody>("POST", `/api/project/${moa.projectIdx}/invite.do`, {
      token: lab.manager.token,
    });
    expect(hidden.status).toBe(404);
  });
});
