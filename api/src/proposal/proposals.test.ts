import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Proposal, ProposalCreateInput, ProposalPage } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, setRoleInDb, signUpTestMember, type Result, type TestMember } from "../test/factories";

let app: TestApp;
let admin: TestMember;
let made: TestMember;
let author: TestMember;
let colleague: TestMember;
let manager: TestMember;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpTestMember(app); // the first member of an installation is its ADMIN
  made = await signUpTestMember(app);
  await setRoleInDb(app, made.memberIdx, "MADE");
  author = await signUpTestMember(app, { firstName: "민지", lastName: "김" });
  colleague = await signUpTestMember(app, { firstName: "Akira", lastName: "Suzuki" });
  manager = await signUpTestMember(app);
  await setRoleInDb(app, manager.memberIdx, "MANAGER");
});
afterAll(async () => {
  await app?.close();
});

const scanner: ProposalCreateInput = {
  subject: "Scan bottle QR codes from the inventory list",
  category: "FEATURE",
  content: "When I take a bottle out of the cabinet I want to scan its label.\nThe phone camera would do.",
};

function create(member: TestMember, body: unknown, locale = "en-US") {
  return app.call<Result<Proposal>>("POST", "/api/proposal/create.do", {
    token: member.token,
    body,
    headers: { "accept-language": locale },
  });
}
function read(member: TestMember, proposalIdx: number) {
  return app.call<Result<Proposal>>("GET", `/api/proposal/${proposalIdx}.do`, { token: member.token });
}
function list(member: TestMember, query = "") {
  return app.call<Result<ProposalPage>>("GET", `/api/proposal/list.do${query}`, { token: member.token });
}
function answer(member: TestMember, proposalIdx: number, body: unknown, locale = "en-US") {
  return app.call<Result<Proposal>>("PUT", `/api/proposal/${proposalIdx}/answer.do`, {
    token: member.token,
    body,
    headers: { "accept-language": locale },
  });
}
const idsOf = (page: ProposalPage) => page.items.map((p) => p.proposalIdx);
/** Every proposal in the installation, as an administrator lists them. */
async function everyProposal(): Promise<Proposal[]> {
  return ok(await list(admin, "?size=100")).items;
}

describe("user proposals", () => {
  it("records the creator and write date, and starts RECEIVED with no answer", async () => {
    const before = Date.now();
    const created = await create(author, scanner);
    expect(created.status).toBe(201);
    const proposal = ok(created);
    expect(proposal).toMatchObject({
      subject: scanner.subject,
      category: "FEATURE",
      content: scanner.content,
      creator: { memberIdx: author.memberIdx, name: "김민지" },
      status: "RECEIVED",
      answer: null,
      answeredBy: null,
      answerDate: null,
    });
    expect(Date.parse(proposal.writeDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(ok(await read(author, proposal.proposalIdx))).toEqual(proposal);
  });

  it("shows a proposal to its author and administrators only; other members, managers included, get 404", async () => {
    const mine = ok(await create(author, { ...scanner, subject: "Dark mode for the night shift" }));
    const theirs = ok(await create(colleague, { ...scanner, subject: "Export the inventory as CSV" }));
    expect((await read(author, mine.proposalIdx)).status).toBe(200);
    for (const other of [colleague, manager]) {
      const refused = await read(other, mine.proposalIdx);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe("NOT_FOUND");
    }
    expect(ok(await read(admin, mine.proposalIdx)).subject).toBe("Dark mode for the night shift");
    expect(ok(await read(made, mine.proposalIdx)).creator.memberIdx).toBe(author.memberIdx);

    const authorsList = ok(await list(author));
    expect(authorsList.seesAll).toBe(false);
    expect(idsOf(authorsList)).toContain(mine.proposalIdx);
    expect(idsOf(authorsList)).not.toContain(theirs.proposalIdx);
    expect(authorsList.items.every((p) => p.creator.memberIdx === author.memberIdx)).toBe(true);
    expect(idsOf(ok(await list(manager)))).toEqual([]);
    const adminsList = ok(await list(admin));
    expect(adminsList.seesAll).toBe(true);
    expect(idsOf(adminsList)).toEqual(expect.arrayContaining([mine.proposalIdx, theirs.proposalIdx]));
    // Newest first.
    expect(idsOf(adminsList)).toEqual([...idsOf(adminsList)].sort((a, b) => b - a));
  });

  it("lets an administrator set the status and answer, which the author then reads", async () => {
    const { proposalIdx } = ok(await create(author, { ...scanner, subject: "Bigger fonts on labels" }));
    const reviewing = ok(await answer(admin, proposalIdx, { status: "REVIEWING" }));
    expect(reviewing).toMatchObject({ status: "REVIEWING", answer: null, answeredBy: { memberIdx: admin.memberIdx } });

    const reply = "Thank you! Label fonts grow in the next release.\nSizes: 10 pt and 12 pt.";
    const accepted = ok(await answer(made, proposalIdx, { status: "ACCEPTED", answer: reply }));
    expect(accepted).toMatchObject({ status: "ACCEPTED", answer: reply, answeredBy: { memberIdx: made.memberIdx } });
    expect(accepted.answerDate).not.toBeNull();

    const seen = ok(await read(author, proposalIdx));
    expect(seen).toMatchObject({ status: "ACCEPTED", answer: reply, answeredBy: { memberIdx: made.memberIdx } });
    const listed = ok(await list(author, "?status=ACCEPTED")).items.find((p) => p.proposalIdx === proposalIdx);
    expect(listed?.answer).toBe(reply);

    // An empty answer takes the answer back; the status stays as chosen.
    expect(ok(await answer(admin, proposalIdx, { status: "DONE", answer: "  " }))).toMatchObject({
      status: "DONE",
      answer: null,
    });
  });

  it("refuses the answer to its author (403) and to other members (404), changing nothing", async () => {
    const { proposalIdx } = ok(await create(author, { ...scanner, subject: "Undo for deleted reagents" }));
    const own = await answer(author, proposalIdx, { status: "DONE", answer: "Done it myself" });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect(own.body.message).toBe("You have no authority to modify this");
    const korean = await answer(author, proposalIdx, { status: "DONE" }, "ko-KR");
    expect(korean.status).toBe(403);
    expect(korean.body.message).not.toBe(own.body.message);
    for (const other of [colleague, manager]) {
      expect((await answer(other, proposalIdx, { status: "DECLINED", answer: "No" })).status).toBe(404);
    }
    expect(ok(await read(author, proposalIdx))).toMatchObject({ status: "RECEIVED", answer: null, answeredBy: null });
  });

  it("answers 404 for a proposal that does not exist", async () => {
    expect((await read(admin, 999999)).status).toBe(404);
    expect((await answer(admin, 999999, { status: "DONE" })).status).toBe(404);
  });

  it("refuses bad input with a message in the caller's language and stores nothing", async () => {
    const before = (await everyProposal()).length;
    const noSubject = await create(author, { ...scanner, subject: "   " });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.issues).toEqual([{ path: ["subject"], message: "This field must be entered" }]);

    const koreanNoCategory = await create(author, { subject: "카테고리 없음", content: "내용" }, "ko-KR");
    expect(koreanNoCategory.status).toBe(400);
    expect(koreanNoCategory.body.issues?.[0]?.path).toEqual(["category"]);
    expect(koreanNoCategory.body.issues?.[0]?.message).toMatch(/[가-힣]/);

    const twoLines = await create(author, { ...scanner, subject: "First line\nsecond line" });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.issues?.[0]?.path).toEqual(["subject"]);
    const tooLong = await create(author, { ...scanner, content: "x".repeat(10001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: ["content"], message: "Must be at most 10000 characters" }]);
    expect((await create(author, { ...scanner, category: "WISH" })).status).toBe(400);
    expect((await everyProposal()).length).toBe(before);

    const { proposalIdx } = ok(await create(author, { ...scanner, subject: "Sort by expiry date" }));
    const badStatus = await answer(admin, proposalIdx, { status: "CLOSED", answer: "Closed" }, "ko-KR");
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.issues?.[0]?.path).toEqual(["status"]);
    expect(badStatus.body.message).toMatch(/[가-힣]/);
    expect((await answer(admin, proposalIdx, { status: "DONE", answer: "y".repeat(10001) })).status).toBe(400);
    expect((await answer(admin, proposalIdx, { answer: "No status" })).status).toBe(400);
    expect(ok(await read(author, proposalIdx))).toMatchObject({ status: "RECEIVED", answer: null });

    expect((await list(author, "?status=OPEN")).status).toBe(400);
    expect((await list(author, `?q=${"q".repeat(101)}`)).status).toBe(400);
    expect((await list(author, "?size=0")).status).toBe(400);
    expect((await read(author, 0)).status).toBe(400);
  });

  it("searches subject and content by a part of a word, in Korean and English, within what the caller sees", async () => {
    const korean = ok(
      await create(author, {
        subject: "시약 재고 부족 알림",
        category: "IMPROVEMENT",
        content: "톨루엔이 500 mL 아래로 내려가면 그룹 관리자에게 알려 주세요.",
      }),
    );
    const english = ok(
      await create(colleague, {
        subject: "Barcode printing",
        category: "BUG",
        content: "The Zebra printer cuts the last line of the label.",
      }),
    );
    const found = async (member: TestMember, q: string, extra = "") =>
      idsOf(ok(await list(member, `?q=${encodeURIComponent(q)}${extra}`)));

    expect(await found(admin, "재고")).toEqual([korean.proposalIdx]); // two Hangul syllables, in the subject
    expect(await found(admin, "톨루엔이 500")).toEqual([korean.proposalIdx]); // in the content
    expect(await found(admin, "zebra PRINTER")).toEqual([english.proposalIdx]); // any case
    expect(await found(admin, "arcod")).toEqual([english.proposalIdx]); // part of a word
    expect(await found(admin, "50%")).toEqual([]); // % is a character, not a wildcard
    expect(await found(admin, "재고", "&category=BUG")).toEqual([]);
    expect(await found(admin, "printer", "&category=BUG&status=RECEIVED")).toEqual([english.proposalIdx]);
    // A member's search stays within their own proposals.
    expect(await found(author, "printer")).toEqual([]);
    expect(await found(colleague, "Printer")).toEqual([english.proposalIdx]);
    expect(await found(colleague, "재고")).toEqual([]);
  });

  it("stores XSS payloads in subject, content and answer as inert text, returned exactly as sent", async () => {
    const payload = {
      subject: `<img src=x onerror="alert('subject')"> & <b>bold</b>`,
      category: "OTHER",
      content: `<script>alert("content")</script>\n"><svg onload=alert(1)>\njavascript:alert(document.cookie)`,
    };
    const created = await create(author, payload);
    expect(created.status).toBe(201);
    const { proposalIdx } = ok(created);
    const answerText = `<iframe src="javascript:alert('answer')"></iframe>`;
    ok(await answer(admin, proposalIdx, { status: "REVIEWING", answer: answerText }));
    const raw = await fetch(`${app.url}/api/proposal/${proposalIdx}.do`, {
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(raw.headers.get("content-type")).toMatch(/^application\/json/);
    const { data } = (await raw.json()) as { data: Proposal };
    expect(data).toMatchObject({ ...payload, answer: answerText });

    const categoryPayload = await create(author, { ...payload, category: "<script>alert(1)</script>" });
    expect(categoryPayload.status).toBe(400);
    expect((await everyProposal()).filter((p) => p.subject === payload.subject)).toHaveLength(1);
  });

  it("counts open proposals (received or under review): everyone's for administrators, their own for members", async () => {
    const all = await everyProposal();
    const open = (items: Proposal[]) => items.filter((p) => p.status === "RECEIVED" || p.status === "REVIEWING").length;
    expect(ok(await list(admin, "?size=1")).openCount).toBe(open(all));
    const own = all.filter((p) => p.creator.memberIdx === colleague.memberIdx);
    expect(ok(await list(colleague, "?status=DONE")).openCount).toBe(open(own));
  });

  it("pages the list, newest first", async () => {
    const all = await everyProposal();
    const second = ok(await list(admin, "?size=2&page=2"));
    expect(second).toMatchObject({ page: 2, size: 2, total: all.length });
    expect(idsOf(second)).toEqual(all.slice(2, 4).map((p) => p.proposalIdx));
  });
});
