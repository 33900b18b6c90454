import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardList, BoardPost, Comment, CommentList, CommunityAttachment, Notice } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { buildLab, createLabBook, type Lab } from "../test/labbooks";
import { multipartFile } from "../attachments/multipart";
import { postNotice, postOnBoard, richText } from "../community/fixtures";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

function open(member: TestMember, boardIdx: number) {
  return app.call<Result<BoardPost>>("GET", `/api/board/${boardIdx}.do`, { token: member.token });
}
function list(member: TestMember, query = "") {
  return app.call<Result<BoardList>>("GET", `/api/board/list.do${query}`, { token: member.token });
}
function upload(member: TestMember, path: string, content: string, name: string, type = "text/plain") {
  const { body, contentType } = multipartFile(content, { name, type });
  return app.call<Result<CommunityAttachment>>("POST", path, {
    token: member.token,
    rawBody: body,
    headers: { "content-type": contentType },
  });
}

describe("the board", () => {
  it("lets a member post with a lab book, shown as a card; a member who cannot read the book sees the card only", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Suzuki coupling, run 3");
    const created = await postOnBoard(app, lab.writer.token, { groupIdx: lab.groupIdx, lbIdxs: [book.lbIdx] });
    expect(created).toMatchObject({ category: "QUESTION", lbIdxs: [book.lbIdx], can: { edit: true, delete: true } });
    expect(created.books[0]).toMatchObject({ lbIdx: book.lbIdx, readable: true, title: "Suzuki coupling, run 3" });

    // The bystander is in the group but not in the project: the card without the book's content.
    const seen = ok(await open(lab.bystander, created.boardIdx));
    expect(seen.books).toEqual([
      {
        lbIdx: book.lbIdx,
        readable: false,
        title: null,
        seqNo: null,
        status: null,
        writerName: null,
        writerLeft: false,
      },
    ]);
    expect(seen.can).toEqual({ edit: false, delete: false });
    expect((await open(lab.outsider, created.boardIdx)).status).toBe(404);
  });

  it("refuses a lab book the writer cannot read", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const refused = await app.call<Result<BoardPost>>("POST", "/api/board/create.do", {
      token: lab.bystander.token,
      body: { groupIdx: lab.groupIdx, title: "Look", category: "RESULT", content: richText("x"), lbIdxs: [book.lbIdx] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.[0]?.path).toEqual(["lbIdxs", 0]);
  });

  it("refuses a post from outside the group (404) and a post without a category (400)", async () => {
    const body = { groupIdx: lab.groupIdx, title: "Hi", category: "QUESTION", content: richText("x") };
    expect((await app.call("POST", "/api/board/create.do", { token: lab.outsider.token, body })).status).toBe(404);
    const noCategory = await app.call<Result<unknown>>("POST", "/api/board/create.do", {
      token: lab.reader.token,
      body: { ...body, category: "GOSSIP" },
      headers: { "accept-language": "ko-KR" },
    });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.issues?.[0]?.message).toBe("분류를 선택해 주세요");
  });

  it("lets only the author edit a post; others get 403", async () => {
    const created = await postOnBoard(app, lab.reader.token, { groupIdx: lab.groupIdx });
    const path = `/api/board/${created.boardIdx}.do`;
    const body = { title: "Solved", category: "RESULT", content: richText("Degassing fixed it.") };
    for (const other of [lab.writer, lab.manager]) {
      const refused = await app.call<Result<unknown>>("PUT", path, { token: other.token, body });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("NO_MODIFY_AUTHORITY");
    }
    const edited = ok(await app.call<Result<BoardPost>>("PUT", path, { token: lab.reader.token, body }));
    expect(edited).toMatchObject({ title: "Solved", category: "RESULT", editDate: expect.any(String) });
  });

  it("lets the author and the group's managers delete a post, not other members", async () => {
    const mine = await postOnBoard(app, lab.reader.token, { groupIdx: lab.groupIdx });
    const other = await postOnBoard(app, lab.reader.token, { groupIdx: lab.groupIdx });
    const refused = await app.call<Result<unknown>>("DELETE", `/api/board/${other.boardIdx}.do`, {
      token: lab.writer.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_DELETE_AUTHORITY");
    expect(ok(await open(lab.manager, other.boardIdx)).can.delete).toBe(true);
    expect((await app.call("DELETE", `/api/board/${other.boardIdx}.do`, { token: lab.manager.token })).status).toBe(
      200,
    );
    expect((await app.call("DELETE", `/api/board/${mine.boardIdx}.do`, { token: lab.reader.token })).status).toBe(200);
    expect((await open(lab.reader, other.boardIdx)).status).toBe(404);
  });

  it("filters by category and finds posts by Korean and English words", async () => {
    const korean = await postOnBoard(app, lab.owner.token, {
      groupIdx: lab.groupIdx,
      title: "수율이 낮은 이유",
      text: "팔라듐 촉매가 검게 변했습니다",
      category: "DISCUSSION",
    });
    const english = await postOnBoard(app, lab.owner.token, {
      groupIdx: lab.groupIdx,
      title: "Grignard initiation",
      text: "Iodine crystal helps the magnesium start",
      category: "RESULT",
    });
    const ids = async (query: string) => ok(await list(lab.reader, query)).posts.map((p) => p.boardIdx);
    expect(await ids(`?q=${encodeURIComponent("팔라듐")}`)).toEqual([korean.boardIdx]);
    expect(await ids(`?q=${encodeURIComponent("수율")}`)).toEqual([korean.boardIdx]);
    expect(await ids("?q=MAGNESIUM")).toEqual([english.boardIdx]);
    const results = await ids(`?groupIdx=${lab.groupIdx}&category=RESULT`);
    expect(results).toContain(english.boardIdx);
    expect(results).not.toContain(korean.boardIdx);
    expect(ok(await list(lab.outsider)).posts.map((p) => p.boardIdx)).not.toContain(english.boardIdx);
  });

  it("takes comments with the lab book rules: members reply, authors edit their own, managers delete any", async () => {
    const created = await postOnBoard(app, lab.writer.token, { groupIdx: lab.groupIdx });
    const base = `/api/board/${created.boardIdx}`;
    const say = (member: TestMember, body: unknown) =>
      app.call<Result<Comment>>("POST", `${base}/comment.do`, { token: member.token, body });
    const thread = ok(await say(lab.bystander, { content: "Did you degas the solvent?" }));
    const reply = ok(await say(lab.writer, { content: "No, I will", parentIdx: thread.lcmIdx }));
    expect((await say(lab.outsider, { content: "hello" })).status).toBe(404);

    const listed = ok(await app.call<Result<CommentList>>("GET", `${base}/comments.do`, { token: lab.writer.token }));
    expect(listed.comments.map((c) => c.lcmIdx)).toEqual([thread.lcmIdx, reply.lcmIdx]);
    expect(listed.comments[0]?.can).toEqual({ edit: false, delete: false, resolve: true });

    const put = (member: TestMember, lcmIdx: number) =>
      app.call("PUT", `${base}/comment/${lcmIdx}.do`, { token: member.token, body: { content: "edited" } });
    expect((await put(lab.writer, thread.lcmIdx)).status).toBe(403);
    expect((await put(lab.manager, thread.lcmIdx)).status).toBe(403);
    expect((await put(lab.bystander, thread.lcmIdx)).status).toBe(200);
    const del = (member: TestMember, lcmIdx: number) =>
      app.call("DELETE", `${base}/comment/${lcmIdx}.do`, { token: member.token });
    expect((await del(lab.bystander, reply.lcmIdx)).status).toBe(403);
    expect((await del(lab.manager, reply.lcmIdx)).status).toBe(200);
    expect((await del(lab.bystander, thread.lcmIdx)).status).toBe(200);
  });

  it("keeps files with a post: the author uploads, members download, others get 404", async () => {
    const created = await postOnBoard(app, lab.writer.token, { groupIdx: lab.groupIdx });
    const path = `/api/board/${created.boardIdx}/attachment.do`;
    expect((await upload(lab.reader, path, "x", "nmr.txt")).status).toBe(403);
    const file = ok(await upload(lab.writer, path, "1H NMR 7.26 ppm", "nmr.txt"));
    expect(ok(await open(lab.reader, created.boardIdx)).attachments.map((a) => a.name)).toEqual(["nmr.txt"]);
    const download = `/api/board/${created.boardIdx}/attachment/${file.attachmentIdx}.do`;
    const got = await app.call<string>("GET", download, { token: lab.reader.token });
    expect(got.status).toBe(200);
    expect((await app.call("GET", download, { token: lab.outsider.token })).status).toBe(404);
    expect((await app.call("DELETE", download, { token: lab.manager.token })).status).toBe(403);
    expect((await app.call("DELETE", download, { token: lab.writer.token })).status).toBe(200);
  });
});

describe("hostile content on notices and the board", () => {
  const payloads = [
    '<script>alert("xss")</script>',
    '<img src=x onerror="alert(1)">',
    '"><svg onload=alert(1)>',
    "javascript:alert(1)",
  ];

  it("stores script in titles, text, comments, file names and categories as inert text or refuses it", async () => {
    for (const payload of payloads) {
      const post = await postOnBoard(app, lab.writer.token, { groupIdx: lab.groupIdx, title: payload, text: payload });
      const read = ok(await open(lab.reader, post.boardIdx));
      expect(read.title).toBe(payload);
      // The text stays a text node: nothing in the document is markup or a script-bearing attribute.
      expect(read.content).toEqual(richText(payload));
      const comment = ok(
        await app.call<Result<Comment>>("POST", `/api/board/${post.boardIdx}/comment.do`, {
          token: lab.reader.token,
          body: { content: payload },
        }),
      );
      expect(comment.content).toBe(payload);
      // A quote would end the multipart header's file name, so the name carries the rest of the payload.
      const name = `${payload.replaceAll('"', "")}.html`;
      const file = ok(
        await upload(lab.writer, `/api/board/${post.boardIdx}/attachment.do`, payload, name, "text/html"),
      );
      // Kept as text (folders cut off as for every upload), never interpreted.
      expect(name.endsWith(file.name)).toBe(true);
      // Never served as a page: a download, sniffing off, sandboxed.
      const download = await fetch(
        `${app.url}/api/board/${post.boardIdx}/attachment/${file.attachmentIdx}.do?inline=1`,
        {
          headers: { authorization: `Bearer ${lab.reader.token}` },
        },
      );
      expect(download.headers.get("content-type")).toBe("application/octet-stream");
      expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("content-security-policy")).toContain("sandbox");

      const notice = await postNotice(app, lab.manager.token, {
        groupIdx: lab.groupIdx,
        title: payload,
        text: payload,
      });
      const shown = ok(
        await app.call<Result<Notice>>("GET", `/api/notice/${notice.noticeIdx}.do`, { token: lab.reader.token }),
      );
      expect(shown.title).toBe(payload);
      expect(shown.content).toEqual(richText(payload));
    }
  });

  it("refuses a category that is not one of the four, a script link and raw HTML content", async () => {
    const base = { groupIdx: lab.groupIdx, title: "x", content: richText("x") };
    const bad = [
      { ...base, category: "<script>alert(1)</script>" },
      {
        ...base,
        category: "OTHER",
        content: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
              ],
            },
          ],
        },
      },
      { ...base, category: "OTHER", content: "<p onclick=alert(1)>hi</p>" },
      {
        ...base,
        category: "OTHER",
        content: { type: "doc", content: [{ type: "html", attrs: { html: "<script>" } }] },
      },
    ];
    for (const body of bad) {
      const refused = await app.call<Result<unknown>>("POST", "/api/board/create.do", {
        token: lab.writer.token,
        body,
      });
      expect(refused.status, JSON.stringify(body.content)).toBe(400);
    }
    const link = await app.call<Result<unknown>>("POST", "/api/notice/create.do", {
      token: lab.admin.token,
      body: { title: "x", pinned: false, content: bad[1]?.content },
    });
    expect(link.status).toBe(400);
    expect(link.body.issues?.[0]?.message).toBe("A link must start with http://, https:// or mailto:");
  });

  it("drops attributes the editor does not make, such as an onclick on a paragraph", async () => {
    const content = {
      type: "doc",
      content: [{ type: "paragraph", attrs: { onclick: "alert(1)" }, content: [{ type: "text", text: "hi" }] }],
    };
    const created = ok(
      await app.call<Result<BoardPost>>("POST", "/api/board/create.do", {
        token: lab.writer.token,
        body: { groupIdx: lab.groupIdx, title: "attrs", category: "OTHER", content },
      }),
    );
    expect(created.content).toEqual(richText("hi"));
  });
});
