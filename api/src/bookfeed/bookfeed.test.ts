import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { documentName, type BookFeedEntry, type BookFeedPage, type Comment, type LabBookDetail } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { liveEventsOf } from "../test/liveFeed";
import { ok, type Result, type TestMember } from "../test/factories";
import {
  buildLab,
  completeBook,
  connectDocument,
  connectPeer,
  createLabBook,
  publicShareKey,
  putStatus,
  typeParagraph,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";

let app: TestApp;
let lab: Lab;
const peers: Peer[] = [];
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterEach(() => {
  for (const peer of peers.splice(0)) peer.destroy();
});
afterAll(async () => {
  await app?.close();
});

function feed(member: TestMember, query = "") {
  return app.call<Result<BookFeedPage>>("GET", `/api/bookfeed/list.do${query}`, { token: member.token });
}

/** Every entry of the member's feed, read in one page. */
async function wholeFeed(member: TestMember, query = ""): Promise<BookFeedEntry[]> {
  const page = ok(await feed(member, `?size=50${query}`));
  expect(page.nextCursor).toBeNull();
  return page.items;
}

const ofBook = (entries: BookFeedEntry[], lbIdx: number) => entries.filter((entry) => entry.book.lbIdx === lbIdx);

function comment(member: TestMember, lbIdx: number, content: string) {
  return app.call<Result<Comment>>("POST", `/api/labbook/${lbIdx}/comment.do`, {
    token: member.token,
    body: { content },
  });
}

describe("the book feed", () => {
  it("lists a readable book's creation, end, completion, going public and comments, newest first, with its goal", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Feed coupling");
    const peer = connectPeer(app, book.lbIdx, lab.writer.token);
    peers.push(peer);
    await peer.synced();
    typeParagraph(peer.doc, "goal", "Make biaryl 3a in one step");
    typeParagraph(peer.doc, "goal", "at 80 °C");
    peer.destroy();
    // The goal reaches the feed through the stored projection.
    await waitFor(
      async () =>
        ofBook(await wholeFeed(lab.reader), book.lbIdx)[0]?.book.goal === "Make biaryl 3a in one step\nat 80 °C",
      "the stored goal to reach the feed",
    );
    await completeBook(app, lab.writer.token, lab.owner.token, book.lbIdx);
    await publicShareKey(app, lab.writer.token, book.lbIdx);
    ok(await comment(lab.reader, book.lbIdx, "Nice yield"));

    const entries = ofBook(await wholeFeed(lab.reader), book.lbIdx);
    expect(entries.map((entry) => [entry.event, entry.actor.memberIdx])).toEqual([
      ["COMMENTED", lab.reader.memberIdx],
      ["SHARED", lab.writer.memberIdx],
      ["COMPLETED", lab.owner.memberIdx],
      ["ENDED", lab.writer.memberIdx],
      ["CREATED", lab.writer.memberIdx],
    ]);
    expect(entries[0]?.book).toMatchObject({
      lbIdx: book.lbIdx,
      title: "Feed coupling",
      kind: "LAB",
      seqNo: book.seqNo,
      status: "COMPLETE",
      writer: { memberIdx: lab.writer.memberIdx },
      projectIdx: lab.projectIdx,
      projectName: "Suzuki coupling",
      groupIdx: lab.groupIdx,
      goal: "Make biaryl 3a in one step\nat 80 °C",
    });
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("never lists a book the member cannot read, and drops its entries once the member leaves the project", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Members only");
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    expect(ofBook(await wholeFeed(lab.reader), book.lbIdx)).toHaveLength(2);
    // In the group but not the project, or in another group: nothing of it, with or without filters.
    expect(ofBook(await wholeFeed(lab.bystander), book.lbIdx)).toEqual([]);
    expect(ofBook(await wholeFeed(lab.bystander, `&groupIdx=${lab.groupIdx}`), book.lbIdx)).toEqual([]);
    expect(ofBook(await wholeFeed(lab.outsider), book.lbIdx)).toEqual([]);
    expect((await feed(lab.outsider, `?groupIdx=${lab.groupIdx}`)).status).toBe(404);

    ok(
      await app.call<Result<unknown>>("DELETE", `/api/project/${lab.projectIdx}/member/${lab.reader.memberIdx}.do`, {
        token: lab.owner.token,
      }),
    );
    try {
      const after = await wholeFeed(lab.reader);
      expect(after.filter((entry) => entry.book.projectIdx === lab.projectIdx)).toEqual([]);
    } finally {
      ok(
        await app.call<Result<unknown>>("PUT", `/api/project/${lab.projectIdx}/member.do`, {
          token: lab.owner.token,
          body: { memberIdx: lab.reader.memberIdx, level: "READER" },
        }),
      );
    }
    expect(ofBook(await wholeFeed(lab.reader), book.lbIdx)).toHaveLength(2);
  });

  it("shows an education book to the whole group and filters by kind", async () => {
    const edu = ok(
      await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
        token: lab.owner.token,
        body: { projectIdx: lab.projectIdx, title: "Glovebox basics", kind: "EDU" },
      }),
    );
    const lab1 = await createLabBook(app, lab.writer.token, lab.projectIdx, "Plain lab book");
    const bystander = await wholeFeed(lab.bystander);
    expect(ofBook(bystander, edu.lbIdx).map((entry) => [entry.event, entry.book.kind])).toEqual([["CREATED", "EDU"]]);
    expect(ofBook(bystander, lab1.lbIdx)).toEqual([]);
    const onlyEdu = await wholeFeed(lab.writer, "&kind=EDU");
    expect(onlyEdu.length).toBeGreaterThan(0);
    expect(onlyEdu.every((entry) => entry.book.kind === "EDU")).toBe(true);
    expect(ofBook(onlyEdu, lab1.lbIdx)).toEqual([]);
  });

  it("pages by cursor, newest first, without duplicates or gaps", async () => {
    for (let i = 0; i < 4; i++) {
      const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, `Paged ${i}`);
      ok(await comment(lab.writer, lbIdx, `note ${i}`));
    }
    const all = await wholeFeed(lab.writer);
    expect(all.length).toBeGreaterThan(8);
    const paged: BookFeedEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: BookFeedPage = ok(await feed(lab.writer, `?size=3${cursor ? `&cursor=${cursor}` : ""}`));
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 100);
    expect(paged.map((entry) => entry.eventIdx)).toEqual(all.map((entry) => entry.eventIdx));
    expect(new Set(paged.map((entry) => entry.eventIdx)).size).toBe(paged.length);
    expect(pages).toBe(Math.ceil(all.length / 3));
  });

  it("leaves a deleted comment's entry out", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Second thoughts");
    const { lcmIdx } = ok(await comment(lab.reader, book.lbIdx, "wrong book, sorry"));
    expect((await wholeFeed(lab.writer)).some((e) => e.book.lbIdx === book.lbIdx && e.event === "COMMENTED")).toBe(
      true,
    );
    ok(
      await app.call<Result<unknown>>("DELETE", `/api/labbook/${book.lbIdx}/comment/${lcmIdx}.do`, {
        token: lab.reader.token,
      }),
    );
    expect(ofBook(await wholeFeed(lab.writer), book.lbIdx).map((entry) => entry.event)).toEqual(["CREATED"]);
  });

  it("refuses a cursor it did not write with a clear 400", async () => {
    for (const cursor of ["abc", "MA", "LTE", "x".repeat(41)]) {
      const answer = await feed(lab.writer, `?cursor=${cursor}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "VALIDATION_FAILED" });
    }
  });

  it("tells the members watching the group's change feed that the book feed has news", async () => {
    const watcher = connectDocument(app, documentName.groupEvents(lab.groupIdx), lab.bystander.token);
    peers.push(watcher);
    const events = liveEventsOf(watcher.provider);
    await watcher.synced();
    const before = events.get("bookfeed")?.rev ?? 0;
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Announced");
    await waitFor(() => (events.get("bookfeed")?.rev ?? 0) > before, "the book feed topic to move on creation");
    const created = events.get("bookfeed")?.rev ?? 0;
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    await waitFor(() => (events.get("bookfeed")?.rev ?? 0) > created, "the book feed topic to move on the end");
    // The signal names nothing: which book it was is for the feed to say, to those who may read it.
    expect(events.get("bookfeed")?.key).toBeNull();
  });
});
