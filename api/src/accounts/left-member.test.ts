import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentName,
  type BoardList,
  type BoardPost,
  type BookFeedPage,
  type CommentList,
  type Dashboard,
  type InventoryHistoryEntry,
  type LabBookDetail,
  type Meeting,
  type Notice,
  type NoticeList,
  type VersionList,
} from "@enote/shared";
import { richText } from "../community/fixtures";
import { ethanol, addItem } from "../inventory/fixtures";
import { ok, type Result, type TestMember } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import {
  buildLab,
  completeBook,
  connectDocument,
  connectPeer,
  createLabBook,
  typeParagraph,
  waitFor,
  type Lab,
} from "../test/labbooks";

/*
 * Issue 33, "authorship survives leaving": Akira Suzuki (the lab's WRITER) writes, signs, comments,
 * posts, hosts a meeting and keeps the cabinet, then leaves. Every record still names him, marked
 * as left; his contact data and sign-in are gone.
 */

let app: TestApp;
let lab: Lab;
let lbIdx: number;
let boardIdx: number;
let noticeIdx: number;
let meetingIdx: number;
let rowKey: string;
const suzuki = { name: "Akira Suzuki", left: true };

const get = async <T>(member: TestMember, path: string): Promise<T> =>
  ok(await app.call<Result<T>>("GET", path, { token: member.token }));

beforeAll(async () => {
  app = await startTestApp({}, { collab: { debounceMs: 50, maxDebounceMs: 200 } });
  lab = await buildLab(app);
  const { writer, owner, manager } = lab;
  // A group manager besides the lab's own manager (so leaving is not refused): he may write notices.
  ok(
    await app.call<Result<unknown>>("PUT", `/api/group/${lab.groupIdx}/member.do`, {
      token: manager.token,
      body: { memberIdx: writer.memberIdx, manager: true },
    }),
  );

  const book = await createLabBook(app, writer.token, lab.projectIdx, "Coupling before leaving");
  lbIdx = book.lbIdx;
  const peer = connectPeer(app, lbIdx, writer.token);
  try {
    await peer.synced();
    typeParagraph(peer.doc, "procedure", "Dissolve the bromide in toluene.");
    await waitFor(
      async () =>
        (await get<VersionList>(writer, `/api/labbook/${lbIdx}/versions.do`)).pendingAuthors.some(
          (a) => a.memberIdx === writer.memberIdx,
        ),
      "writer pending",
    );
  } finally {
    peer.destroy();
  }
  ok(
    await app.call<Result<unknown>>("POST", `/api/labbook/${lbIdx}/comment.do`, {
      token: writer.token,
      body: { content: "Yield was 82 %." },
    }),
  );
  await completeBook(app, writer.token, owner.token, lbIdx);

  boardIdx = ok(
    await app.call<Result<BoardPost>>("POST", "/api/board/create.do", {
      token: writer.token,
      body: { groupIdx: lab.groupIdx, title: "Catalyst results", category: "RESULT", content: richText("Pd works") },
    }),
  ).boardIdx;
  noticeIdx = ok(
    await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
      token: writer.token,
      body: { groupIdx: lab.groupIdx, title: "Glovebox rota", content: richText("Mondays"), pinned: false },
    }),
  ).noticeIdx;

  meetingIdx = ok(
    await app.call<Result<Meeting>>("POST", "/api/meeting/create.do", {
      token: writer.token,
      body: {
        groupIdx: lab.groupIdx,
        projectIdx: null,
        title: "Farewell meeting",
        startsAt: "2030-03-04T09:00:00+09:00",
        agenda: [],
      },
    }),
  ).meetingIdx;
  const attendee = connectDocument(app, documentName.meeting(meetingIdx), writer.token);
  try {
    await attendee.synced();
    await waitFor(
      async () => (await get<Meeting>(manager, `/api/meeting/${meetingIdx}.do`)).attendance.length === 1,
      "writer attends",
    );
  } finally {
    attendee.destroy();
  }
  ok(await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: manager.token }));

  rowKey = (await addItem(app, writer.token, ethanol(lab.groupIdx))).rowKey;

  const left = await app.call<Result<{ memberIdx: number }>>("DELETE", "/api/oauth/leave/member.do", {
    token: writer.token,
    body: { password: writer.input.password },
  });
  expect(left.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

describe("a member who left is still named on what they wrote, signed and checked", () => {
  it("names them, marked as left, on the completed book's comments, status lines and signatures", async () => {
    const comments = await get<CommentList>(lab.owner, `/api/labbook/${lbIdx}/comments.do`);
    expect(comments.comments[0]?.author).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });

    const detail = await get<LabBookDetail>(lab.owner, `/api/labbook/${lbIdx}.do`);
    expect(detail.writer).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
    expect(detail.transitions.find((t) => t.to === "END")?.by).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
    expect(detail.completedBy).toEqual({ memberIdx: lab.owner.memberIdx, name: "Rosalind Franklin", left: false });

    const { signatures } = await get<{ signatures: { role: string; member: unknown }[] }>(
      lab.reader,
      `/api/labbook/${lbIdx}/signatures.do`,
    );
    expect(signatures.find((s) => s.role === "WRITER")?.member).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
  });

  it("names them as an author and as 'by' in the book's versions", async () => {
    const { versions } = await get<VersionList>(lab.reader, `/api/labbook/${lbIdx}/versions.do`);
    const ended = versions.find((v) => v.status === "END");
    expect(ended?.by).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
    expect(ended?.authors).toContainEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
  });

  it("names them on their board post and notice, in lists and on the post", async () => {
    const writer = { memberIdx: lab.writer.memberIdx, ...suzuki };
    expect((await get<BoardPost>(lab.reader, `/api/board/${boardIdx}.do`)).writer).toEqual(writer);
    const board = await get<BoardList>(lab.reader, `/api/board/list.do?groupIdx=${lab.groupIdx}`);
    expect(board.posts.find((p) => p.boardIdx === boardIdx)?.writer).toEqual(writer);
    expect((await get<Notice>(lab.reader, `/api/notice/${noticeIdx}.do`)).writer).toEqual(writer);
    const notices = await get<NoticeList>(lab.reader, "/api/notice/list.do");
    expect(notices.notices.find((n) => n.noticeIdx === noticeIdx)?.writer).toEqual(writer);
  });

  it("names them in the book feed as the actor and the book's writer", async () => {
    const feed = await get<BookFeedPage>(lab.owner, "/api/bookfeed/list.do");
    const created = feed.items.find((e) => e.book.lbIdx === lbIdx && e.event === "CREATED");
    expect(created?.actor).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
    expect(created?.book.writer).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
  });

  it("names them as the host and an attendee of the meeting record", async () => {
    const meeting = await get<Meeting>(lab.manager, `/api/meeting/${meetingIdx}.do`);
    expect(meeting).toMatchObject({ hostName: "Akira Suzuki", hostLeft: true });
    expect(meeting.attendance[0]).toMatchObject({ memberIdx: lab.writer.memberIdx, ...suzuki });
  });

  it("names them in the inventory item's history and as its creator", async () => {
    const { entries } = await get<{ entries: InventoryHistoryEntry[] }>(
      lab.reader,
      `/api/inventory/${rowKey}/history.do`,
    );
    expect(entries.find((e) => e.kind === "created")?.by).toEqual({ memberIdx: lab.writer.memberIdx, ...suzuki });
  });

  it("names them in the group's activity, marked as left", async () => {
    const { activity } = await get<Dashboard>(lab.manager, "/api/dashboard.do");
    expect(activity[0]).toMatchObject({ kind: "group.left", actorName: "Akira Suzuki", actorLeft: true });
  });
});
