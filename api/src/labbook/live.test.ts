import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { labBookDoc, memberColor, shareToken, type LabBookPage, type LabBookShareResult } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  joinGroup,
  ok,
  setLevel,
  setRoleInDb,
  signUpTestMember,
  type Result,
  type TestMember,
} from "../test/factories";
import {
  buildLab,
  changeLevel,
  connectPeer,
  createLabBook,
  durableDoc,
  liveDoc,
  putStatus,
  recordHandled,
  sectionText,
  typeParagraph,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";

let app: TestApp;
let lab: Lab;
let handled: ReturnType<typeof recordHandled>;
beforeAll(async () => {
  app = await startTestApp({}, { collab: { debounceMs: 200, maxDebounceMs: 500 } });
  lab = await buildLab(app);
  handled = recordHandled(app);
});
afterAll(async () => {
  await app?.close();
});
const peers: Peer[] = [];
afterEach(() => {
  for (const peer of peers.splice(0)) peer.destroy();
});

function connect(lbIdx: number, token: string, doc?: Y.Doc): Peer {
  const peer = connectPeer(app, lbIdx, token, doc);
  peers.push(peer);
  return peer;
}

/** Whether the server has handled (applied or dropped) a message of `actorName` carrying `marker`. */
function sawMessage(actorName: string, marker: string): boolean {
  return handled.some((message) => message.actorName === actorName && message.bytes.includes(marker));
}

async function makePublic(member: TestMember, lbIdx: number, regenerate = false): Promise<string> {
  const result = ok(
    await app.call<Result<LabBookShareResult>>("PUT", `/api/labbook/${lbIdx}/share.do`, {
      token: member.token,
      body: { sharePermission: "PUBLIC", regenerate },
    }),
  );
  return new URL(result.shareUrl ?? "").searchParams.get("key") ?? "";
}

function search(member: TestMember, q: string) {
  return app.call<Result<LabBookPage>>("GET", `/api/labbook/list.do?q=${encodeURIComponent(q)}`, {
    token: member.token,
  });
}

describe("seeding", () => {
  it("two editors opening a new book at once see its title once", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Heck reaction");
    const a = connect(book.lbIdx, lab.writer.token);
    const b = connect(book.lbIdx, lab.owner.token);
    await Promise.all([a.synced(), b.synced()]);
    expect(a.doc.getText(labBookDoc.title).toString()).toBe("Heck reaction");
    expect(b.doc.getText(labBookDoc.title).toString()).toBe("Heck reaction");
    a.destroy();
    b.destroy();
    const reopened = connect(book.lbIdx, lab.reader.token);
    await reopened.synced();
    expect(reopened.doc.getText(labBookDoc.title).toString()).toBe("Heck reaction");
  });
});

describe("projection for lists and search", () => {
  it("finds a book by Korean and English fragments typed through a provider, with its new title", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Draft");
    const editor = connect(book.lbIdx, lab.writer.token);
    await editor.synced();
    const { doc } = editor;
    typeParagraph(doc, "observation", "용액이 노란색으로 변했고 수득률은 87%였다.");
    doc.transact(() => {
      const title = doc.getText(labBookDoc.title);
      title.delete(0, title.length);
      title.insert(0, "Suzuki–Miyaura coupling of 4-bromoanisole");
      const row = new Y.Map<unknown>();
      row.set(labBookDoc.rowId, "r1");
      for (const [cell, value] of [
        ["name", "phenylboronic acid"],
        ["amount", "1.2"],
        ["unit", "mmol"],
        ["note", "recrystallised from hexane"],
      ] as const) {
        row.set(cell, new Y.Text(value));
      }
      doc.getArray(labBookDoc.table("reactants")).push([row]);
    });
    await waitFor(async () => ok(await search(lab.reader, "득률")).total === 1, "the Korean fragment to be searchable");
    const korean = ok(await search(lab.reader, "득률")).items[0];
    expect(korean).toMatchObject({ lbIdx: book.lbIdx, title: "Suzuki–Miyaura coupling of 4-bromoanisole" });
    expect(korean?.snippet).toContain("수득률은 87%였다");
    await waitFor(async () => ok(await search(lab.reader, "boronic")).total === 1, "the table cell to be searchable");
    expect(ok(await search(lab.reader, "ecrystallised from hex")).items.map((i) => i.lbIdx)).toEqual([book.lbIdx]);
    expect(ok(await search(lab.reader, "miyaura")).items.map((i) => i.lbIdx)).toEqual([book.lbIdx]);
    expect(ok(await search(lab.outsider, "득률")).total).toBe(0);
    expect(Date.parse(korean?.modifiedDate ?? "")).toBeGreaterThan(Date.parse(book.modifiedDate));
  });
});

describe("read-only connections", () => {
  it("a READER's and an anonymous viewer's raw updates change nothing in the database", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Guarded content");
    const key = await makePublic(lab.writer, book.lbIdx);
    const writer = connect(book.lbIdx, lab.writer.token);
    await writer.synced();
    typeParagraph(writer.doc, "procedure", "original");
    await waitFor(
      async () => sectionText(await durableDoc(app, book.lbIdx), "procedure") === "original",
      "the writer's text in the database",
    );

    // Edited before connecting (sent in the sync handshake) and after syncing (sent as updates).
    const readerDoc = new Y.Doc();
    typeParagraph(readerDoc, "procedure", "READER-BEFORE");
    const reader = connect(book.lbIdx, lab.reader.token, readerDoc);
    const guestDoc = new Y.Doc();
    guestDoc.getText(labBookDoc.title).insert(0, "GUEST-BEFORE");
    const guest = connect(book.lbIdx, shareToken(key), guestDoc);
    await Promise.all([reader.synced(), guest.synced()]);
    expect(reader.provider.authorizedScope).toBe("readonly");
    expect(guest.provider.authorizedScope).toBe("readonly");
    typeParagraph(reader.doc, "procedure", "READER-AFTER");
    typeParagraph(guest.doc, "result", "GUEST-AFTER");
    for (const [actor, marker] of [
      ["Linus Pauling", "READER-BEFORE"],
      ["Linus Pauling", "READER-AFTER"],
      ["Guest", "GUEST-BEFORE"],
      ["Guest", "GUEST-AFTER"],
    ]) {
      await waitFor(() => sawMessage(actor ?? "", marker ?? ""), `the server to handle ${marker}`);
    }

    // Both still see the writer live (among the reader's own dropped paragraphs, in an order the client ids decide).
    typeParagraph(writer.doc, "procedure", "more");
    await waitFor(
      () => sectionText(reader.doc, "procedure").split("\n").includes("more"),
      "the reader to see the writer",
    );
    await waitFor(
      () => sectionText(guest.doc, "procedure").split("\n").includes("more"),
      "the guest to see the writer",
    );
    await waitFor(
      async () => sectionText(await durableDoc(app, book.lbIdx), "procedure") === "original\nmore",
      "the writer's second paragraph in the database",
    );
    for (const peer of [writer, reader, guest]) peer.destroy();
    await waitFor(() => liveDoc(app, book.lbIdx) === null, "the document to be stored and unloaded");

    const stored = await durableDoc(app, book.lbIdx);
    expect(stored.getText(labBookDoc.title).toString()).toBe("Guarded content");
    expect(sectionText(stored, "procedure")).toBe("original\nmore");
    expect(sectionText(stored, "result")).toBe("");
  });
});

describe("presence", () => {
  it("others see a member under their account's name and colour, not what their client claims", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Who is here");
    const writer = connect(book.lbIdx, lab.writer.token);
    const reader = connect(book.lbIdx, lab.reader.token);
    await Promise.all([writer.synced(), reader.synced()]);
    writer.provider.setAwarenessField("user", { memberIdx: lab.owner.memberIdx, name: "Rosalind Franklin" });
    const seen = () => reader.provider.awareness?.getStates().get(writer.doc.clientID)?.user as unknown;
    await waitFor(() => seen() !== undefined, "the reader to see the writer");
    expect(seen()).toEqual({
      memberIdx: lab.writer.memberIdx,
      name: "Akira Suzuki",
      initial: expect.any(String),
      color: memberColor(lab.writer.memberIdx),
    });
  });
});

describe("public links on the socket", () => {
  it("refuses a wrong key, closes viewers when the key is regenerated or the book goes private", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Live for guests");
    const other = await createLabBook(app, lab.writer.token, lab.projectIdx, "Another");
    const key = await makePublic(lab.writer, book.lbIdx);
    const otherKey = await makePublic(lab.writer, other.lbIdx);

    expect(await connect(book.lbIdx, shareToken(`${key.slice(0, -2)}xy`)).authentication).toBe("unauthorized");
    expect(await connect(book.lbIdx, shareToken(otherKey)).authentication).toBe("unauthorized");
    const viewer = connect(book.lbIdx, shareToken(key));
    expect(await viewer.authentication).toBe("authenticated");
    await viewer.synced();
    expect(viewer.doc.getText(labBookDoc.title).toString()).toBe("Live for guests");

    const newKey = await makePublic(lab.writer, book.lbIdx, true);
    expect(await viewer.closed).toBe("permission-denied");
    expect(await connect(book.lbIdx, shareToken(key)).authentication).toBe("unauthorized");
    const second = connect(book.lbIdx, shareToken(newKey));
    expect(await second.authentication).toBe("authenticated");

    ok(
      await app.call("PUT", `/api/labbook/${book.lbIdx}/share.do`, {
        token: lab.owner.token,
        body: { sharePermission: "PRIVATE" },
      }),
    );
    expect(await second.closed).toBe("permission-denied");
    expect(await connect(book.lbIdx, shareToken(newKey)).authentication).toBe("unauthorized");
    expect((await app.call("GET", `/api/labbook/share/${book.lbIdx}.do?key=${newKey}`)).status).toBe(404);
  });

  it("refuses a signed-in member outside the project on a public book", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Members only socket");
    await makePublic(lab.writer, book.lbIdx);
    expect(await connect(book.lbIdx, lab.bystander.token).authentication).toBe("permission-denied");
  });
});

describe("access changes reach open connections", () => {
  it("ending the experiment turns an open writer read-only; their later edits are dropped", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Ends while open");
    const writer = connect(book.lbIdx, lab.writer.token);
    const owner = connect(book.lbIdx, lab.owner.token);
    await Promise.all([writer.synced(), owner.synced()]);
    expect(writer.provider.authorizedScope).toBe("read-write");
    typeParagraph(writer.doc, "goal", "before the end");
    await waitFor(() => sectionText(owner.doc, "goal") === "before the end", "the owner to see the writer");

    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    await waitFor(
      () => writer.messages.some((m) => m.type === "access" && m.access === "read"),
      "the writer's access message",
    );
    expect(owner.messages).toContainEqual({ type: "access", access: "read" });
    typeParagraph(writer.doc, "goal", "AFTER-END");
    await waitFor(() => sawMessage("Akira Suzuki", "AFTER-END"), "the server to handle the late edit");
    expect(sectionText(liveDoc(app, book.lbIdx) ?? new Y.Doc(), "goal")).toBe("before the end");
    expect(sectionText(owner.doc, "goal")).toBe("before the end");
    writer.destroy();
    owner.destroy();
    await waitFor(() => liveDoc(app, book.lbIdx) === null, "the document to be stored and unloaded");
    expect(sectionText(await durableDoc(app, book.lbIdx), "goal")).toBe("before the end");
  });

  it("end cancel gives open editors their write access back", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Cancelled end");
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    const writer = connect(book.lbIdx, lab.writer.token);
    await writer.synced();
    expect(writer.provider.authorizedScope).toBe("readonly");
    ok(await putStatus(app, lab.owner.token, book.lbIdx, "IN_PROGRESS"));
    await waitFor(
      () => writer.messages.some((m) => m.type === "access" && m.access === "write"),
      "the writer's access message",
    );
    typeParagraph(writer.doc, "goal", "editing again");
    await waitFor(
      () => sectionText(liveDoc(app, book.lbIdx) ?? new Y.Doc(), "goal") === "editing again",
      "the edit on the server",
    );
  });

  it("a READER made WRITER can write at once; removed from the project, they are closed", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Promotion");
    await changeLevel(app, lab, lab.bystander, "READER");
    const member = connect(book.lbIdx, lab.bystander.token);
    const writer = connect(book.lbIdx, lab.writer.token);
    await Promise.all([member.synced(), writer.synced()]);
    expect(member.provider.authorizedScope).toBe("readonly");

    await changeLevel(app, lab, lab.bystander, "WRITER");
    await waitFor(
      () => member.messages.some((m) => m.type === "access" && m.access === "write"),
      "the promotion message",
    );
    typeParagraph(member.doc, "observation", "PROMOTED");
    await waitFor(() => sectionText(writer.doc, "observation") === "PROMOTED", "the writer to see the promoted edit");

    ok(
      await app.call("DELETE", `/api/project/${lab.projectIdx}/member/${lab.bystander.memberIdx}.do`, {
        token: lab.manager.token,
      }),
    );
    expect(await member.closed).toBe("permission-denied");
  });
});

describe("changes to a member reach their open connections", () => {
  /** A new member of the lab's group, at `level` in its project when given. */
  async function newMember(level?: "WRITER" | "READER"): Promise<TestMember> {
    const member = await signUpTestMember(app);
    await joinGroup(app, member.token, await codeOf(app, lab.groupIdx));
    if (level) await setLevel(app, lab.manager.token, lab.projectIdx, member.memberIdx, level);
    return member;
  }

  it("a WRITER removed from the group is closed and cannot come back", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Removed from the group");
    const member = await newMember("WRITER");
    const editor = connect(book.lbIdx, member.token);
    await editor.synced();
    expect(editor.provider.authorizedScope).toBe("read-write");

    ok(
      await app.call("DELETE", `/api/group/${lab.groupIdx}/member/${member.memberIdx}.do`, {
        token: lab.manager.token,
      }),
    );
    expect(await editor.closed).toBe("permission-denied");
    expect(await connect(book.lbIdx, member.token).authentication).toBe("permission-denied");
  });

  it("a WRITER leaving the group is closed", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Left the group");
    const member = await newMember("WRITER");
    const editor = connect(book.lbIdx, member.token);
    await editor.synced();
    ok(await app.call("POST", `/api/group/${lab.groupIdx}/leave.do`, { token: member.token }));
    expect(await editor.closed).toBe("permission-denied");
  });

  it("a deactivated member's open connection is closed", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Deactivated");
    const member = await newMember("WRITER");
    const editor = connect(book.lbIdx, member.token);
    await editor.synced();
    ok(
      await app.call("PUT", `/api/member/${member.memberIdx}/active.do`, {
        token: lab.admin.token,
        body: { active: false },
      }),
    );
    expect(await editor.closed).toBe("permission-denied");
  });

  it("a group manager reads every book while appointed, and is closed once removed", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Manager's view");
    const member = await newMember();
    expect(await connect(book.lbIdx, member.token).authentication).toBe("permission-denied");
    const appoint = (manager: boolean) =>
      app.call<Result<unknown>>("PUT", `/api/group/${lab.groupIdx}/member.do`, {
        token: lab.manager.token,
        body: { memberIdx: member.memberIdx, manager },
      });
    ok(await appoint(true));
    const viewer = connect(book.lbIdx, member.token);
    await viewer.synced();
    ok(await appoint(false));
    expect(await viewer.closed).toBe("permission-denied");
  });

  it("an ADMIN given another installation role loses the books they read as ADMIN", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Administrator's view");
    const made = await signUpTestMember(app);
    await setRoleInDb(app, made.memberIdx, "MADE");
    const auditor = await signUpTestMember(app);
    await setRoleInDb(app, auditor.memberIdx, "ADMIN");
    const viewer = connect(book.lbIdx, auditor.token);
    await viewer.synced();
    ok(
      await app.call("PUT", `/api/member/${auditor.memberIdx}/role.do`, {
        token: made.token,
        body: { role: "FRONT" },
      }),
    );
    expect(await viewer.closed).toBe("permission-denied");
  });

  it("a WRITER made READER turns read-only live; their raw updates change nothing in the database", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Demoted");
    const member = await newMember("WRITER");
    const demoted = connect(book.lbIdx, member.token);
    const writer = connect(book.lbIdx, lab.writer.token);
    await Promise.all([demoted.synced(), writer.synced()]);
    typeParagraph(demoted.doc, "goal", "while a writer");
    await waitFor(
      async () => sectionText(await durableDoc(app, book.lbIdx), "goal") === "while a writer",
      "the writer-time edit in the database",
    );

    ok(
      await app.call("PUT", `/api/project/${lab.projectIdx}/member.do`, {
        token: lab.owner.token,
        body: { memberIdx: member.memberIdx, level: "READER" },
      }),
    );
    await waitFor(
      () => demoted.messages.some((m) => m.type === "access" && m.access === "read"),
      "the demotion message",
    );
    typeParagraph(demoted.doc, "goal", "DEMOTED-EDIT");
    await waitFor(
      () => handled.some((message) => message.bytes.includes("DEMOTED-EDIT")),
      "the server to handle the demoted edit",
    );
    typeParagraph(writer.doc, "goal", "writer goes on");
    await waitFor(
      () => sectionText(demoted.doc, "goal").split("\n").includes("writer goes on"),
      "the demoted member to keep seeing live edits",
    );
    demoted.destroy();
    writer.destroy();
    await waitFor(() => liveDoc(app, book.lbIdx) === null, "the document to be stored and unloaded");
    expect(sectionText(await durableDoc(app, book.lbIdx), "goal")).toBe("while a writer\nwriter goes on");
  });
});
