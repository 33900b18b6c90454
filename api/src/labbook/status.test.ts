import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as Y from "yjs";
import type { LabBookDetail, LabBookPage } from "@enote/shared";
import { labBooks, labBookTransitions } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import {
  buildLab,
  connectPeer,
  createLabBook,
  durableDoc,
  putStatus,
  sectionText,
  typeParagraph,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  // Slow stores and log flushes: a COMPLETE right after typing finds the last edits in memory only.
  app = await startTestApp({}, { collab: { debounceMs: 5_000, maxDebounceMs: 10_000, flushIntervalMs: 5_000 } });
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});
const peers: Peer[] = [];
afterEach(() => {
  for (const peer of peers.splice(0)) peer.destroy();
});

type Actor = "writer" | "owner" | "reader" | "manager" | "admin" | "bystander";
const member = (actor: Actor): TestMember => lab[actor];

/** A fresh book written by the writer, brought to `status` along the allowed path. */
async function bookIn(status: "IN_PROGRESS" | "END" | "COMPLETE"): Promise<LabBookDetail> {
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx, `Book in ${status}`);
  if (status === "IN_PROGRESS") return book;
  ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
  if (status === "END") return book;
  return ok(await putStatus(app, lab.owner.token, book.lbIdx, "COMPLETE"));
}

async function statusOf(lbIdx: number): Promise<string | undefined> {
  const [row] = await app.database.db
    .select({ status: labBooks.status })
    .from(labBooks)
    .where(eq(labBooks.lbIdx, lbIdx));
  return row?.status;
}

describe("PUT /api/labbook/{lbIdx}/status.do", () => {
  // Who may take each step of the flow; the writer of every book here is `writer`.
  const steps: Array<[string, "IN_PROGRESS" | "END", string, Record<Actor, number>]> = [
    [
      "end (IN_PROGRESS → END)",
      "IN_PROGRESS",
      "END",
      { writer: 200, owner: 200, reader: 403, manager: 403, admin: 403, bystander: 404 },
    ],
    [
      "complete (END → COMPLETE)",
      "END",
      "COMPLETE",
      { writer: 403, owner: 200, reader: 403, manager: 200, admin: 403, bystander: 404 },
    ],
    [
      "end cancel (END → IN_PROGRESS)",
      "END",
      "IN_PROGRESS",
      { writer: 200, owner: 200, reader: 403, manager: 200, admin: 403, bystander: 404 },
    ],
  ];

  it.each(steps)("%s: allowed and refused actors", async (_step, from, to, expected) => {
    const answers: Partial<Record<Actor, number>> = {};
    for (const actor of Object.keys(expected) as Actor[]) {
      const book = await bookIn(from);
      const result = await putStatus(app, member(actor).token, book.lbIdx, to);
      answers[actor] = result.status;
      expect(await statusOf(book.lbIdx), actor).toBe(result.status === 200 ? to : from);
      if (result.status === 200) {
        const last = ok(result).transitions.at(-1);
        expect(last).toMatchObject({ from, to, by: { memberIdx: member(actor).memberIdx } });
      }
    }
    expect(answers).toEqual(expected);
  });

  it.each([
    ["IN_PROGRESS", "IN_PROGRESS"],
    ["IN_PROGRESS", "COMPLETE"],
    ["END", "END"],
    ["COMPLETE", "COMPLETE"],
    ["COMPLETE", "END"],
    ["COMPLETE", "IN_PROGRESS"],
  ] as const)("refuses %s → %s with 409 INVALID_STATUS_TRANSITION and records nothing", async (from, to) => {
    const book = await bookIn(from);
    const before = await app.database.db
      .select()
      .from(labBookTransitions)
      .where(eq(labBookTransitions.lbIdx, book.lbIdx));
    for (const actor of ["writer", "owner", "manager"] as const) {
      const result = await putStatus(app, member(actor).token, book.lbIdx, to);
      expect(result.status).toBe(409);
      expect(result.body.code).toBe("INVALID_STATUS_TRANSITION");
    }
    expect(await statusOf(book.lbIdx)).toBe(from);
    const after = await app.database.db
      .select()
      .from(labBookTransitions)
      .where(eq(labBookTransitions.lbIdx, book.lbIdx));
    expect(after).toEqual(before);
  });

  it("rejects an unknown status with 400 and hides the book from outsiders with 404", async () => {
    const book = await bookIn("IN_PROGRESS");
    expect((await putStatus(app, lab.writer.token, book.lbIdx, "DONE")).status).toBe(400);
    expect((await putStatus(app, lab.outsider.token, book.lbIdx, "END")).status).toBe(404);
    expect((await putStatus(app, lab.writer.token, 987654, "END")).status).toBe(404);
  });

  it("records every transition with who and when, oldest first, and turns access to read once ended", async () => {
    const book = await bookIn("IN_PROGRESS");
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    const ended = ok(
      await app.call<Result<LabBookDetail>>("GET", `/api/labbook/${book.lbIdx}.do`, { token: lab.writer.token }),
    );
    expect(ended).toMatchObject({
      status: "END",
      access: "read",
      can: { end: false, complete: false, cancelEnd: true },
    });
    ok(await putStatus(app, lab.manager.token, book.lbIdx, "IN_PROGRESS"));
    ok(await putStatus(app, lab.owner.token, book.lbIdx, "END"));
    const done = ok(await putStatus(app, lab.manager.token, book.lbIdx, "COMPLETE"));
    expect(done.transitions.map((t) => [t.from, t.to, t.by.name])).toEqual([
      ["IN_PROGRESS", "END", "Akira Suzuki"],
      ["END", "IN_PROGRESS", "Dmitri Mendeleev"],
      ["IN_PROGRESS", "END", "Rosalind Franklin"],
      ["END", "COMPLETE", "Dmitri Mendeleev"],
    ]);
    expect(done.completedBy).toEqual({ memberIdx: lab.manager.memberIdx, name: "Dmitri Mendeleev", left: false });
    expect(Date.parse(done.completedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const times = done.transitions.map((t) => t.at);
    expect([...times].sort()).toEqual(times);
  });

  it("lists a completed book with when it was completed, which its last content change does not tell", async () => {
    const done = await bookIn("COMPLETE");
    const open = await bookIn("IN_PROGRESS");
    const listed = ok(
      await app.call<Result<LabBookPage>>("GET", `/api/labbook/list.do?projectIdx=${lab.projectIdx}&size=100`, {
        token: lab.owner.token,
      }),
    );
    const item = (lbIdx: number) => listed.items.find((book) => book.lbIdx === lbIdx);
    expect(item(done.lbIdx)?.completedAt).toBe(done.completedAt);
    expect(Date.parse(item(done.lbIdx)?.completedAt ?? "")).toBeGreaterThan(
      Date.parse(item(done.lbIdx)?.modifiedDate ?? ""),
    );
    expect(item(open.lbIdx)?.completedAt).toBeNull();
  });

  it("does not let an OWNER who wrote the book complete it", async () => {
    const book = await createLabBook(app, lab.owner.token, lab.projectIdx, "Owner's own");
    ok(await putStatus(app, lab.owner.token, book.lbIdx, "END"));
    const result = await putStatus(app, lab.owner.token, book.lbIdx, "COMPLETE");
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("NO_MODIFY_AUTHORITY");
  });

  it("refuses every step in an archived project", async () => {
    const book = await bookIn("IN_PROGRESS");
    ok(
      await app.call("PUT", `/api/project/${lab.projectIdx}.do`, {
        token: lab.manager.token,
        body: { archived: true },
      }),
    );
    try {
      expect((await putStatus(app, lab.writer.token, book.lbIdx, "END")).status).toBe(403);
    } finally {
      ok(
        await app.call("PUT", `/api/project/${lab.projectIdx}.do`, {
          token: lab.manager.token,
          body: { archived: false },
        }),
      );
    }
  });
});

describe("COMPLETE", () => {
  it("freezes the live content as a snapshot whose SHA-256 is stored with it", async () => {
    const book = await bookIn("IN_PROGRESS");
    const editor = connectPeer(app, book.lbIdx, lab.writer.token);
    peers.push(editor);
    await editor.synced();
    typeParagraph(editor.doc, "result", "Yield 87 %, colourless needles");
    typeParagraph(editor.doc, "result", "mp 88-89 °C");
    await waitFor(() => !editor.provider.hasUnsyncedChanges, "the server to acknowledge the edits");
    // Not in the database yet: only the collab server's live document holds the text.
    expect(sectionText(await durableDoc(app, book.lbIdx), "result")).toBe("");
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    const done = ok(await putStatus(app, lab.owner.token, book.lbIdx, "COMPLETE"));

    const [row] = await app.database.db
      .select({ snapshot: labBooks.snapshot, sha: labBooks.snapshotSha256 })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, book.lbIdx));
    const snapshot = row?.snapshot ?? new Uint8Array();
    expect(snapshot.length).toBeGreaterThan(0);
    expect(createHash("sha256").update(snapshot).digest("hex")).toBe(row?.sha);
    expect(done.snapshotSha256).toBe(row?.sha);
    expect(done.snapshotSha256).toMatch(/^[0-9a-f]{64}$/);

    const frozen = new Y.Doc();
    Y.applyUpdate(frozen, snapshot);
    expect(frozen.getText("title").toString()).toBe("Book in IN_PROGRESS");
    expect(sectionText(frozen, "result")).toBe("Yield 87 %, colourless needles\nmp 88-89 °C");
  });
});
