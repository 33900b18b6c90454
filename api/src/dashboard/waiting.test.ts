import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardLimits, type Dashboard } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { createProject, ok, setLevel, type Result, type TestMember } from "../test/factories";
import { buildLab, createLabBook, putStatus, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const dashboardOf = async (who: TestMember) =>
  ok(await app.call<Result<Dashboard>>("GET", "/api/dashboard.do", { token: who.token }));
const toCheck = async (who: TestMember) => (await dashboardOf(who)).toCheck.items.map((book) => book.lbIdx);
const myEnded = async (who: TestMember) => (await dashboardOf(who)).myEnded.items.map((book) => book.lbIdx);

/** A book of `writer` in `projectIdx`, ended by them. */
async function endedBook(writer: TestMember, title: string, projectIdx = lab.projectIdx): Promise<number> {
  const book = await createLabBook(app, writer.token, projectIdx, title);
  ok(await putStatus(app, writer.token, book.lbIdx, "END"));
  return book.lbIdx;
}

describe("GET /api/dashboard.do: the ended books that wait", () => {
  it("shows an ended book as waiting for the check of those who may complete it, and to no one else", async () => {
    const lbIdx = await endedBook(lab.writer, "Grignard addition");

    // A project OWNER and the group's manager (outside the project) may complete it.
    for (const reviewer of [lab.owner, lab.manager]) expect(await toCheck(reviewer)).toContain(lbIdx);
    const [waiting] = (await dashboardOf(lab.owner)).toCheck.items;
    expect(waiting).toMatchObject({
      lbIdx,
      title: "Grignard addition",
      kind: "LAB",
      projectIdx: lab.projectIdx,
      projectName: "Suzuki coupling",
      groupName: "Organic Synthesis Lab",
      writer: { memberIdx: lab.writer.memberIdx, name: "Akira Suzuki", left: false },
    });
    expect(waiting?.seqNo).toMatch(/^\d{4}-\d{4}$/);
    expect(Date.parse(waiting?.endedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    // Its writer, a READER, a group member outside the project, another group's member and an
    // administrator outside the group may not complete it: it does not wait for them.
    for (const other of [lab.writer, lab.reader, lab.bystander, lab.outsider, lab.admin]) {
      expect(await toCheck(other)).not.toContain(lbIdx);
    }
    // The writer sees it among their own books waiting for a check; nobody else does.
    expect(await myEnded(lab.writer)).toContain(lbIdx);
    for (const other of [lab.owner, lab.manager, lab.reader]) expect(await myEnded(other)).not.toContain(lbIdx);
  });

  it("takes a book off both lists once it is completed, or its end is cancelled", async () => {
    const completed = await endedBook(lab.writer, "Completed");
    const cancelled = await endedBook(lab.writer, "Cancelled");
    ok(await putStatus(app, lab.owner.token, completed, "COMPLETE"));
    ok(await putStatus(app, lab.writer.token, cancelled, "IN_PROGRESS"));
    for (const lbIdx of [completed, cancelled]) {
      expect(await toCheck(lab.owner)).not.toContain(lbIdx);
      expect(await toCheck(lab.manager)).not.toContain(lbIdx);
      expect(await myEnded(lab.writer)).not.toContain(lbIdx);
    }
  });

  it("leaves an OWNER's own ended book to the others' check", async () => {
    const lbIdx = await endedBook(lab.owner, "Written by the owner");
    expect(await toCheck(lab.owner)).not.toContain(lbIdx);
    expect(await myEnded(lab.owner)).toContain(lbIdx);
    expect(await toCheck(lab.manager)).toContain(lbIdx);
  });

  it("leaves a MoA project's ended book to its OWNERs: the group's manager outside it does not check it", async () => {
    const moa = ok(
      await app.call<Result<{ projectIdx: number }>>("POST", "/api/project/create.do", {
        token: lab.manager.token,
        body: { groupIdx: lab.groupIdx, name: "Joint work", includeGroupMembers: false, moa: true, partner: "KRICT" },
      }),
    );
    await setLevel(app, lab.manager.token, moa.projectIdx, lab.owner.memberIdx, "OWNER");
    await setLevel(app, lab.manager.token, moa.projectIdx, lab.writer.memberIdx, "WRITER");
    ok(
      await app.call<Result<unknown>>("DELETE", `/api/project/${moa.projectIdx}/member/${lab.manager.memberIdx}.do`, {
        token: lab.manager.token,
      }),
    );
    const lbIdx = await endedBook(lab.writer, "Joint screening", moa.projectIdx);
    expect(await toCheck(lab.owner)).toContain(lbIdx);
    expect(await toCheck(lab.manager)).not.toContain(lbIdx);
    expect(await myEnded(lab.writer)).toContain(lbIdx);
  });

  it("shows nothing waiting in an archived project, where no one may complete a book", async () => {
    const project = await createProject(app, lab.manager.token, lab.groupIdx, { name: "Shelved" });
    await setLevel(app, lab.manager.token, project.projectIdx, lab.owner.memberIdx, "OWNER");
    await setLevel(app, lab.manager.token, project.projectIdx, lab.writer.memberIdx, "WRITER");
    const lbIdx = await endedBook(lab.writer, "Shelved work", project.projectIdx);
    expect(await toCheck(lab.owner)).toContain(lbIdx);
    ok(
      await app.call<Result<unknown>>("PUT", `/api/project/${project.projectIdx}.do`, {
        token: lab.manager.token,
        body: { archived: true },
      }),
    );
    for (const member of [lab.owner, lab.manager]) expect(await toCheck(member)).not.toContain(lbIdx);
    expect(await myEnded(lab.writer)).not.toContain(lbIdx);
  });

  it("shows the most recently ended books first, up to the limit, and counts them all", async () => {
    const before = (await dashboardOf(lab.owner)).toCheck.total;
    const ended: number[] = [];
    for (let i = 1; i <= dashboardLimits.books + 2; i++) ended.push(await endedBook(lab.writer, `Run ${i}`));
    // The first one ended again last: it is the newest end.
    const [first] = ended;
    ok(await putStatus(app, lab.writer.token, first ?? 0, "IN_PROGRESS"));
    ok(await putStatus(app, lab.writer.token, first ?? 0, "END"));

    const { toCheck: waiting } = await dashboardOf(lab.owner);
    expect(waiting.total).toBe(before + ended.length);
    expect(waiting.items).toHaveLength(dashboardLimits.books);
    expect(waiting.items.map((book) => book.lbIdx)).toEqual(
      [first, ...ended.slice(1).reverse()].slice(0, dashboardLimits.books),
    );
    const mine = (await dashboardOf(lab.writer)).myEnded;
    expect(mine.items[0]?.lbIdx).toBe(first);
    expect(mine.total).toBeGreaterThanOrEqual(ended.length);
  });
});
