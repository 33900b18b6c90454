import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type {
  Group,
  LabBookDetail,
  LabBookPage,
  LabBookPublic,
  LabBookShareResult,
  Project,
  TreeNode,
} from "@enote/shared";
import { collabDocuments, labBookBookmarks, labBooks } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { createGroup, createProject, ok, type ErrorBody, type Result, type TestMember } from "../test/factories";
import { buildLab, createLabBook, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const year = new Date().getUTCFullYear();

function list(member: TestMember, query = "") {
  return app.call<Result<LabBookPage>>("GET", `/api/labbook/list.do${query}`, { token: member.token });
}

function detail(member: TestMember, lbIdx: number) {
  return app.call<Result<LabBookDetail>>("GET", `/api/labbook/${lbIdx}.do`, { token: member.token });
}

function share(member: TestMember, lbIdx: number, body: { sharePermission: string; regenerate?: boolean }) {
  return app.call<Result<LabBookShareResult>>("PUT", `/api/labbook/${lbIdx}/share.do`, { token: member.token, body });
}

function publicView(lbIdx: number, key: string) {
  return app.call<Result<LabBookPublic>>("GET", `/api/labbook/share/${lbIdx}.do?key=${encodeURIComponent(key)}`);
}

async function setPlainText(lbIdx: number, plainText: string): Promise<void> {
  await app.database.db.update(labBooks).set({ plainText }).where(eq(labBooks.lbIdx, lbIdx));
}

describe("POST /api/labbook/create.do", () => {
  it("creates a book with the next year number of the group, its writer, and a seeded document", async () => {
    const created = await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
      token: lab.writer.token,
      body: { projectIdx: lab.projectIdx, title: "  Grignard reagent  " },
    });
    expect(created.status).toBe(201);
    const book = ok(created);
    expect(book).toMatchObject({
      projectIdx: lab.projectIdx,
      projectName: "Suzuki coupling",
      groupIdx: lab.groupIdx,
      groupName: "Organic Synthesis Lab",
      title: "Grignard reagent",
      status: "IN_PROGRESS",
      sharePermission: "PRIVATE",
      bookUrl: `${app.url}/labBook/experiment/${book.lbIdx}`,
      shareUrl: null,
      writer: { memberIdx: lab.writer.memberIdx, name: "Akira Suzuki" },
      access: "write",
      bookmarked: false,
      completedBy: null,
      snapshotSha256: null,
      transitions: [],
      can: { end: true, complete: false, cancelEnd: false, share: true },
    });
    expect(book.seqNo).toMatch(new RegExp(`^${year}-\\d{4}$`));

    const [row] = await app.database.db
      .select({ state: collabDocuments.state })
      .from(collabDocuments)
      .where(eq(collabDocuments.name, `labbook.${book.lbIdx}`));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, row?.state ?? new Uint8Array());
    expect(doc.getText("title").toString()).toBe("Grignard reagent");
  });

  it("numbers books per group and year, and never hands a number out twice, even after a book is gone", async () => {
    const a = await createLabBook(app, lab.owner.token, lab.projectIdx, "First");
    const b = await createLabBook(app, lab.owner.token, lab.projectIdx, "Second");
    const number = (seqNo: string) => Number(seqNo.split("-")[1]);
    expect(number(b.seqNo)).toBe(number(a.seqNo) + 1);

    // No api deletes a book yet; a deleted row must still not free its number.
    await app.database.db.delete(collabDocuments).where(eq(collabDocuments.name, `labbook.${b.lbIdx}`));
    await app.database.db.delete(labBooks).where(eq(labBooks.lbIdx, b.lbIdx));
    const c = await createLabBook(app, lab.owner.token, lab.projectIdx, "Third");
    expect(number(c.seqNo)).toBe(number(b.seqNo) + 1);

    const otherGroup = await createGroup(app, lab.manager.token, "Analytical Lab");
    const otherProject = await createProject(app, lab.manager.token, otherGroup.groupIdx, { name: "HPLC" });
    const first = await createLabBook(app, lab.manager.token, otherProject.projectIdx, "Calibration");
    expect(first.seqNo).toBe(`${year}-0001`);
  });

  it("gives concurrent creations different numbers", async () => {
    const books = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createLabBook(app, lab.writer.token, lab.projectIdx, `Parallel ${i}`)),
    );
    expect(new Set(books.map((book) => book.seqNo)).size).toBe(5);
  });

  it.each([
    ["a READER", () => lab.reader, 403, "NO_MODIFY_AUTHORITY"],
    ["a group member outside the project", () => lab.bystander, 404, "NOT_FOUND"],
    ["a member of another group", () => lab.outsider, 404, "NOT_FOUND"],
  ])("refuses %s", async (_who, member, status, code) => {
    const result = await app.call<ErrorBody>("POST", "/api/labbook/create.do", {
      token: member().token,
      body: { projectIdx: lab.projectIdx, title: "Not mine" },
    });
    expect(result.status).toBe(status);
    expect(result.body.code).toBe(code);
  });

  it("rejects an empty title and a missing project with field messages", async () => {
    const result = await app.call<ErrorBody>("POST", "/api/labbook/create.do", {
      token: lab.writer.token,
      body: { title: "  " },
      headers: { cookie: "locale=ko-KR" },
    });
    expect(result.status).toBe(400);
    expect(result.body.issues?.map((issue) => issue.path[0]).sort()).toEqual(["projectIdx", "title"]);
  });
});

describe("GET /api/labbook/list.do", () => {
  let visible: LabBookDetail;
  beforeAll(async () => {
    visible = await createLabBook(app, lab.writer.token, lab.projectIdx, "Visibility check");
  });

  it.each([
    ["the writer", () => lab.writer, true],
    ["a READER of the project", () => lab.reader, true],
    ["an OWNER", () => lab.owner, true],
    ["the group's manager outside the project", () => lab.manager, true],
    ["an administrator in no group", () => lab.admin, true],
    ["a group member outside the project", () => lab.bystander, false],
    ["a member of another group", () => lab.outsider, false],
  ])("lists the book to %s: %s", async (_who, member, sees) => {
    const page = ok(await list(member(), "?size=100"));
    expect(page.items.some((item) => item.lbIdx === visible.lbIdx)).toBe(sees);
    expect(page.total).toBe(page.items.length);
  });

  it("filters by project, status, writer and bookmark, most recently modified first, and pages with a total", async () => {
    const page = ok(
      await list(lab.reader, `?projectIdx=${lab.projectIdx}&writer=${lab.writer.memberIdx}&status=IN_PROGRESS&size=2`),
    );
    expect(page.items).toHaveLength(2);
    expect(
      page.items.every((item) => item.writer.memberIdx === lab.writer.memberIdx && item.status === "IN_PROGRESS"),
    ).toBe(true);
    expect(page.total).toBeGreaterThan(2);
    const dates = page.items.map((item) => item.modifiedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = ok(
      await list(lab.reader, `?projectIdx=${lab.projectIdx}&writer=${lab.writer.memberIdx}&size=2&page=2`),
    );
    expect(second.items.map((item) => item.lbIdx)).not.toContain(page.items[0]?.lbIdx);

    expect(ok(await list(lab.reader, "?status=COMPLETE")).total).toBe(0);
    expect(
      ok(await list(lab.reader, `?writer=${lab.owner.memberIdx}`)).items.every(
        (i) => i.writer.memberIdx === lab.owner.memberIdx,
      ),
    ).toBe(true);
  });

  it("answers 404 for a project or group filter the member may not see", async () => {
    expect((await list(lab.bystander, `?projectIdx=${lab.projectIdx}`)).status).toBe(404);
    expect((await list(lab.outsider, `?groupIdx=${lab.groupIdx}`)).status).toBe(404);
    expect((await list(lab.reader, "?projectIdx=abc")).status).toBe(400);
  });

  it("searches title and content for partial words in Korean and English, with a snippet around the match", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Recrystallisation of biphenyl");
    await setPlainText(
      book.lbIdx,
      `${"Dissolved the crude solid in hot ethanol and filtered. ".repeat(3)}수득률은 87%였다 after drying.\nColourless needles.`,
    );
    const korean = ok(await list(lab.reader, `?q=${encodeURIComponent("득률")}`));
    expect(korean.items.map((item) => item.lbIdx)).toEqual([book.lbIdx]);
    expect(korean.items[0]?.snippet).toContain("수득률은 87%였다");
    expect(korean.items[0]?.snippet?.startsWith("…")).toBe(true);
    expect(korean.items[0]?.snippet).not.toContain("\n");

    const english = ok(await list(lab.reader, "?q=CRYSTALLIS"));
    expect(english.items.map((item) => item.lbIdx)).toEqual([book.lbIdx]);
    expect(english.items[0]?.snippet).toBeNull(); // matched the title only

    expect(ok(await list(lab.reader, "?q=needl")).items.map((item) => item.lbIdx)).toEqual([book.lbIdx]);
    expect(ok(await list(lab.bystander, "?q=needl")).total).toBe(0);
  });

  it("finds two-character and one-character terms, Korean and English, without matching across a space", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Aldol 축합 over Zr");
    await setPlainText(book.lbIdx, "반응 수율은 92%였다. Crude 0.8 g.");
    const found = async (q: string) =>
      ok(await list(lab.reader, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.lbIdx);
    for (const q of ["수율", "율은", "축합", "ZR", "2%", "율"]) expect(await found(q), q).toEqual([book.lbIdx]);
    expect(ok(await list(lab.reader, `?q=${encodeURIComponent("수율")}`)).items[0]?.snippet).toContain(
      "반응 수율은 92%",
    );
    // "응 수" has a space between the two: no pair "응수" in the text.
    expect(await found("응수")).toEqual([]);
    expect(await found("_%")).toEqual([]);
    expect(ok(await list(lab.bystander, `?q=${encodeURIComponent("수율")}`)).total).toBe(0);
  });

  it("can answer a two-character search from the trigram index on the bigram column", async () => {
    const plan = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN SELECT ${labBooks.lbIdx} FROM ${labBooks} WHERE ${labBooks.searchBigrams} LIKE ${"% 수율 %"}`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    expect(plan).toContain("lab_books_search_bigrams_trgm");
  });

  it("matches % and _ literally", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Percent check");
    await setPlainText(book.lbIdx, "Yield 100% of a_b");
    expect(ok(await list(lab.reader, `?q=${encodeURIComponent("100%")}`)).items.map((i) => i.lbIdx)).toEqual([
      book.lbIdx,
    ]);
    expect(ok(await list(lab.reader, `?q=${encodeURIComponent("a_b")}`)).items.map((i) => i.lbIdx)).toEqual([
      book.lbIdx,
    ]);
    expect(ok(await list(lab.reader, `?q=${encodeURIComponent("0%o")}`)).total).toBe(0);
    expect(ok(await list(lab.reader, `?q=${encodeURIComponent("a%b")}`)).total).toBe(0);
  });
});

describe("PUT /api/labbook/{lbIdx}/bookmark.do", () => {
  it("sets, toggles and clears my bookmark, which only I see", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Bookmark me");
    const put = (body: object) =>
      app.call<Result<{ bookmarked: boolean }>>("PUT", `/api/labbook/${book.lbIdx}/bookmark.do`, {
        token: lab.reader.token,
        body,
      });
    expect(ok(await put({ bookmarked: true }))).toEqual({ bookmarked: true });
    expect(ok(await put({ bookmarked: true }))).toEqual({ bookmarked: true });
    expect(ok(await detail(lab.reader, book.lbIdx)).bookmarked).toBe(true);
    expect(ok(await detail(lab.writer, book.lbIdx)).bookmarked).toBe(false);
    expect(ok(await list(lab.reader, "?bookmarked=true")).items.map((i) => i.lbIdx)).toEqual([book.lbIdx]);
    expect(ok(await list(lab.reader, "?bookmarked=false")).items.map((i) => i.lbIdx)).not.toContain(book.lbIdx);
    expect(ok(await put({}))).toEqual({ bookmarked: false });
    expect(ok(await put({}))).toEqual({ bookmarked: true });
    expect(ok(await put({ bookmarked: false }))).toEqual({ bookmarked: false });
    const rows = await app.database.db.select().from(labBookBookmarks).where(eq(labBookBookmarks.lbIdx, book.lbIdx));
    expect(rows).toEqual([]);
  });

  it("answers 404 to a member who may not see the book", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Hidden");
    const result = await app.call<ErrorBody>("PUT", `/api/labbook/${book.lbIdx}/bookmark.do`, {
      token: lab.bystander.token,
      body: {},
    });
    expect(result.status).toBe(404);
  });
});

describe("GET /api/labbook/{lbIdx}.do", () => {
  it("tells a READER they may only read, and a reviewer what they may do", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Detail");
    expect(ok(await detail(lab.reader, book.lbIdx))).toMatchObject({
      access: "read",
      can: { end: false, complete: false, cancelEnd: false, share: false },
    });
    expect(ok(await detail(lab.owner, book.lbIdx))).toMatchObject({
      access: "write",
      can: { end: true, complete: false, cancelEnd: false, share: true },
    });
    expect(ok(await detail(lab.manager, book.lbIdx))).toMatchObject({
      access: "read",
      can: { end: false, share: true },
    });
    expect((await detail(lab.bystander, book.lbIdx)).status).toBe(404);
    expect((await detail(lab.writer, 987654)).status).toBe(404);
  });
});

describe("sharing", () => {
  it("makes a book public with an absolute link only sharers see, and back to private", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Shared synthesis");
    const shared = ok(await share(lab.writer, book.lbIdx, { sharePermission: "PUBLIC" }));
    expect(shared.sharePermission).toBe("PUBLIC");
    expect(shared.shareUrl).toMatch(
      new RegExp(`^${app.url}/auth/labbook/share/${book.lbIdx}\\?key=[A-Za-z0-9_-]{43}$`),
    );
    const key = new URL(shared.shareUrl ?? "").searchParams.get("key") ?? "";

    expect(ok(await detail(lab.owner, book.lbIdx)).shareUrl).toBe(shared.shareUrl);
    expect(ok(await detail(lab.reader, book.lbIdx))).toMatchObject({ sharePermission: "PUBLIC", shareUrl: null });
    // Public again: the same link.
    expect(ok(await share(lab.owner, book.lbIdx, { sharePermission: "PUBLIC" })).shareUrl).toBe(shared.shareUrl);

    const view = ok(await publicView(book.lbIdx, key));
    expect(view).toEqual({
      lbIdx: book.lbIdx,
      title: "Shared synthesis",
      seqNo: book.seqNo,
      status: "IN_PROGRESS",
      projectName: "Suzuki coupling",
      writer: { name: "Akira Suzuki", left: false },
      writeDate: book.writeDate,
      modifiedDate: expect.any(String),
    });
    expect((await publicView(book.lbIdx, `${key.slice(0, -1)}x`)).status).toBe(404);
    expect((await publicView(book.lbIdx + 100000, key)).status).toBe(404);

    expect(ok(await share(lab.manager, book.lbIdx, { sharePermission: "PRIVATE" }))).toEqual({
      sharePermission: "PRIVATE",
      shareUrl: null,
    });
    expect((await publicView(book.lbIdx, key)).status).toBe(404);
    // Public once more: a new key; the old link stays dead.
    const again = ok(await share(lab.writer, book.lbIdx, { sharePermission: "PUBLIC" }));
    expect(again.shareUrl).not.toBe(shared.shareUrl);
    expect((await publicView(book.lbIdx, key)).status).toBe(404);
  });

  it("regenerating revokes the old link", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Regenerated");
    const first = ok(await share(lab.writer, book.lbIdx, { sharePermission: "PUBLIC" }));
    const second = ok(await share(lab.writer, book.lbIdx, { sharePermission: "PUBLIC", regenerate: true }));
    const keyOf = (url: string | null) => new URL(url ?? "").searchParams.get("key") ?? "";
    expect(keyOf(second.shareUrl)).not.toBe(keyOf(first.shareUrl));
    expect((await publicView(book.lbIdx, keyOf(first.shareUrl))).status).toBe(404);
    expect((await publicView(book.lbIdx, keyOf(second.shareUrl))).status).toBe(200);
  });

  it("lets only the writer, OWNERs and group managers change sharing", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Guarded");
    expect((await share(lab.reader, book.lbIdx, { sharePermission: "PUBLIC" })).status).toBe(403);
    expect((await share(lab.bystander, book.lbIdx, { sharePermission: "PUBLIC" })).status).toBe(404);
    const other = await createLabBook(app, lab.owner.token, lab.projectIdx, "Someone else's");
    // A WRITER who did not write it is no sharer.
    expect((await share(lab.writer, other.lbIdx, { sharePermission: "PUBLIC" })).status).toBe(403);
    expect((await share(lab.owner, book.lbIdx, { sharePermission: "PUBLIC" })).status).toBe(200);
  });

  it("shows nothing of a private book by its public path, whatever the key", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Private");
    expect((await publicView(book.lbIdx, "a".repeat(43))).status).toBe(404);
  });
});

describe("counts on the organisation screens", () => {
  it("counts lab books per project and group, and lists them in the tree", async () => {
    const group = await createGroup(app, lab.manager.token, "Counting Lab");
    const mine = await createProject(app, lab.manager.token, group.groupIdx, { name: "Mine" });
    const theirs = await createProject(app, lab.manager.token, group.groupIdx, { name: "Theirs" });
    const a = await createLabBook(app, lab.manager.token, mine.projectIdx, "A");
    await createLabBook(app, lab.manager.token, mine.projectIdx, "B");
    await createLabBook(app, lab.manager.token, theirs.projectIdx, "C");

    const projects = ok(
      await app.call<Result<Project[]>>("GET", `/api/project/list.do?groupIdx=${group.groupIdx}`, {
        token: lab.manager.token,
      }),
    );
    expect(Object.fromEntries(projects.map((p) => [p.name, p.labBookCount]))).toEqual({ Mine: 2, Theirs: 1 });
    const groupView = ok(
      await app.call<Result<Group>>("GET", `/api/group/${group.groupIdx}.do`, { token: lab.manager.token }),
    );
    expect(groupView.labBookCount).toBe(3);
    const nodes = ok(
      await app.call<Result<TreeNode[]>>("GET", `/api/tree.do?projectIdx=${mine.projectIdx}`, {
        token: lab.manager.token,
      }),
    );
    expect(nodes.map((n) => n.name)).toEqual(["B", "A"]);
    expect(nodes[1]).toEqual({ kind: "labbook", idx: a.lbIdx, name: "A", count: 0 });

    // A plain member of the lab's group counts the books of their own projects only.
    const writerGroups = ok(await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token: lab.writer.token }));
    const labGroup = writerGroups.find((g) => g.groupIdx === lab.groupIdx);
    const readable = ok(await list(lab.writer, `?groupIdx=${lab.groupIdx}&size=1`)).total;
    expect(labGroup?.labBookCount).toBe(readable);
    const bystanderGroups = ok(
      await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token: lab.bystander.token }),
    );
    expect(bystanderGroups.find((g) => g.groupIdx === lab.groupIdx)?.labBookCount).toBe(0);
  });
});
