import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Comment, CommentList } from "@enote/shared";
import { labBooks } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { buildLab, connectPeer, createLabBook, putStatus, waitFor, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const anchor = { section: "procedure", start: "AQHd4p0BAA==", end: "AQHd4p0BBQ==", quote: "reflux" };

function post(member: TestMember, lbIdx: number, body: unknown) {
  return app.call<Result<Comment>>("POST", `/api/labbook/${lbIdx}/comment.do`, { token: member.token, body });
}
function list(member: TestMember, lbIdx: number) {
  return app.call<Result<CommentList>>("GET", `/api/labbook/${lbIdx}/comments.do`, { token: member.token });
}
function edit(member: TestMember, lbIdx: number, lcmIdx: number, content: string) {
  const path = `/api/labbook/${lbIdx}/comment/${lcmIdx}.do`;
  return app.call<Result<Comment>>("PUT", path, { token: member.token, body: { content } });
}
function remove(member: TestMember, lbIdx: number, lcmIdx: number) {
  return app.call<Result<unknown>>("DELETE", `/api/labbook/${lbIdx}/comment/${lcmIdx}.do`, { token: member.token });
}
function resolve(member: TestMember, lbIdx: number, lcmIdx: number, resolved: boolean) {
  const path = `/api/labbook/${lbIdx}/comment/${lcmIdx}/resolve.do`;
  return app.call<Result<Comment>>("PUT", path, { token: member.token, body: { resolved } });
}
async function newBook(): Promise<number> {
  return (await createLabBook(app, lab.writer.token, lab.projectIdx)).lbIdx;
}

describe("lab book comments", () => {
  it("lets a READER start a thread and anyone who reads the book reply, replies after their thread", async () => {
    const lbIdx = await newBook();
    const created = await post(lab.reader, lbIdx, { content: "Why reflux\nfor 3 h?", anchor });
    expect(created.status).toBe(201);
    const thread = ok(created);
    expect(thread).toMatchObject({
      parentIdx: null,
      author: { memberIdx: lab.reader.memberIdx, name: "Linus Pauling" },
      content: "Why reflux\nfor 3 h?",
      anchor,
      resolved: false,
      can: { edit: true, delete: true, resolve: true },
    });
    const reply = ok(await post(lab.writer, lbIdx, { content: "The TLC said so", parentIdx: thread.lcmIdx }));
    // A reply to a reply joins the same thread: threads are one level deep.
    const nested = ok(await post(lab.manager, lbIdx, { content: "Agreed", parentIdx: reply.lcmIdx }));
    expect(nested.parentIdx).toBe(thread.lcmIdx);

    const seen = ok(await list(lab.owner, lbIdx));
    expect(seen.comments.map((c) => [c.lcmIdx, c.parentIdx])).toEqual([
      [thread.lcmIdx, null],
      [reply.lcmIdx, thread.lcmIdx],
      [nested.lcmIdx, thread.lcmIdx],
    ]);
    expect(seen.canComment).toBe(true);
    expect(seen.members.map((m) => m.name)).toEqual(
      expect.arrayContaining(["Linus Pauling", "Akira Suzuki", "Rosalind Franklin", "Dmitri Mendeleev"]),
    );
  });

  it("lets authors edit their own comment and refuses anyone else's edit with 403", async () => {
    const lbIdx = await newBook();
    const { lcmIdx } = ok(await post(lab.writer, lbIdx, { content: "Yield 72 %" }));
    const edited = ok(await edit(lab.writer, lbIdx, lcmIdx, "Yield 74 %"));
    expect(edited.content).toBe("Yield 74 %");
    expect(edited.editedAt).not.toBeNull();
    for (const other of [lab.owner, lab.reader, lab.manager, lab.admin]) {
      const refused = await edit(other, lbIdx, lcmIdx, "Yield 99 %");
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("NO_MODIFY_AUTHORITY");
    }
    expect(ok(await list(lab.reader, lbIdx)).comments[0]).toMatchObject({
      content: "Yield 74 %",
      can: { edit: false, delete: false, resolve: false },
    });
  });

  it("lets the book's OWNER delete anyone's comment, a READER only their own", async () => {
    const lbIdx = await newBook();
    const writers = ok(await post(lab.writer, lbIdx, { content: "Filtered over Celite" }));
    const readers = ok(await post(lab.reader, lbIdx, { content: "Which grade?" }));
    const refused = await remove(lab.reader, lbIdx, writers.lcmIdx);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_DELETE_AUTHORITY");
    expect((await remove(lab.reader, lbIdx, readers.lcmIdx)).status).toBe(200);
    expect((await remove(lab.owner, lbIdx, writers.lcmIdx)).status).toBe(200);
    expect(ok(await list(lab.writer, lbIdx)).comments).toEqual([]);
    // Gone is gone: no edit, no second delete.
    expect((await edit(lab.writer, lbIdx, writers.lcmIdx, "again")).status).toBe(404);
  });

  it("keeps a deleted thread without its text while it has replies", async () => {
    const lbIdx = await newBook();
    const thread = ok(await post(lab.writer, lbIdx, { content: "Check the NMR" }));
    const reply = ok(await post(lab.reader, lbIdx, { content: "Done", parentIdx: thread.lcmIdx }));
    ok(await remove(lab.writer, lbIdx, thread.lcmIdx));
    const { comments } = ok(await list(lab.reader, lbIdx));
    expect(comments.map((c) => [c.lcmIdx, c.deleted, c.content])).toEqual([
      [thread.lcmIdx, true, ""],
      [reply.lcmIdx, false, "Done"],
    ]);
  });

  it("resolves and reopens a thread for its author and the book's writer, not for another READER", async () => {
    const lbIdx = await newBook();
    const thread = ok(await post(lab.owner, lbIdx, { content: "Add the mass balance" }));
    const reply = ok(await post(lab.reader, lbIdx, { content: "+1", parentIdx: thread.lcmIdx }));
    expect((await resolve(lab.reader, lbIdx, thread.lcmIdx, true)).status).toBe(403);
    // Resolving through a reply resolves its thread.
    const resolved = ok(await resolve(lab.writer, lbIdx, reply.lcmIdx, true));
    expect(resolved).toMatchObject({
      lcmIdx: thread.lcmIdx,
      resolved: true,
      resolvedBy: { memberIdx: lab.writer.memberIdx, name: "Akira Suzuki" },
    });
    expect(ok(await resolve(lab.owner, lbIdx, thread.lcmIdx, false)).resolved).toBe(false);
  });

  it("keeps comments open after COMPLETE and out of the frozen record", async () => {
    const lbIdx = await newBook();
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    ok(await putStatus(app, lab.owner.token, lbIdx, "COMPLETE"));
    const [before] = await app.database.db
      .select({ sha: labBooks.snapshotSha256 })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, lbIdx));
    const review = ok(await post(lab.owner, lbIdx, { content: "Approved; please add the HRMS next time." }));
    ok(await post(lab.writer, lbIdx, { content: "Will do", parentIdx: review.lcmIdx }));
    ok(await resolve(lab.writer, lbIdx, review.lcmIdx, true));
    const [after] = await app.database.db
      .select({ sha: labBooks.snapshotSha256 })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, lbIdx));
    expect(after?.sha).toBe(before?.sha);
    expect(ok(await list(lab.reader, lbIdx)).comments).toHaveLength(2);
  });

  it("answers 404 to members who may not read the book, and for a comment of another book", async () => {
    const lbIdx = await newBook();
    const { lcmIdx } = ok(await post(lab.writer, lbIdx, { content: "Private note" }));
    for (const stranger of [lab.outsider, lab.bystander]) {
      expect((await list(stranger, lbIdx)).status).toBe(404);
      expect((await post(stranger, lbIdx, { content: "hi" })).status).toBe(404);
    }
    const other = await newBook();
    expect((await edit(lab.writer, other, lcmIdx, "moved")).status).toBe(404);
    expect((await post(lab.writer, other, { content: "reply", parentIdx: lcmIdx })).status).toBe(404);
  });

  it("refuses blank, over-long and control-character content, and an anchor on a reply", async () => {
    const lbIdx = await newBook();
    const { lcmIdx } = ok(await post(lab.writer, lbIdx, { content: "x".repeat(5000) }));
    for (const body of [
      { content: "   " },
      { content: "x".repeat(5001) },
      { content: "bell\u0007" },
      { content: "reply", parentIdx: lcmIdx, anchor },
      { content: "bad anchor", anchor: { ...anchor, section: "title" } },
      { content: "bad anchor", anchor: { ...anchor, start: "not base64!" } },
    ]) {
      const refused = await post(lab.writer, lbIdx, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.code).toBe("VALIDATION_FAILED");
    }
    expect(ok(await list(lab.writer, lbIdx)).comments).toHaveLength(1);
  });

  it("tells every open connection of the book that its comments changed", async () => {
    const lbIdx = await newBook();
    const peer = connectPeer(app, lbIdx, lab.reader.token);
    try {
      await peer.synced();
      const { lcmIdx } = ok(await post(lab.writer, lbIdx, { content: "Live?" }));
      await waitFor(() => peer.messages.some((m) => m.type === "comments"), "a comments message");
      const count = () => peer.messages.filter((m) => m.type === "comments").length;
      const seen = count();
      ok(await resolve(lab.writer, lbIdx, lcmIdx, true));
      await waitFor(() => count() > seen, "a second comments message");
    } finally {
      peer.destroy();
    }
  });
});
