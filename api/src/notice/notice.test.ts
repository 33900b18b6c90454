import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment, Notice, NoticeList, NoticeUnread } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, signUpTestMember, type Result, type TestMember } from "../test/factories";
import { buildLab, type Lab } from "../test/labbooks";
import { postNotice, richText } from "../community/fixtures";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

function list(member: TestMember, query = "") {
  return app.call<Result<NoticeList>>("GET", `/api/notice/list.do${query}`, { token: member.token });
}
function open(member: TestMember, noticeIdx: number) {
  return app.call<Result<Notice>>("GET", `/api/notice/${noticeIdx}.do`, { token: member.token });
}
async function unread(member: TestMember): Promise<NoticeUnread> {
  return ok(await app.call<Result<NoticeUnread>>("GET", "/api/notice/unread.do", { token: member.token }));
}

describe("notices", () => {
  it("reaches every member with an installation notice, unread until they open it", async () => {
    const newcomer = await signUpTestMember(app); // in no group at all
    const before = await unread(lab.reader);
    const created = await postNotice(app, lab.admin.token, { title: "Server maintenance Saturday" });
    expect(created).toMatchObject({
      groupIdx: null,
      groupName: null,
      unread: false,
      writer: { memberIdx: lab.admin.memberIdx },
    });

    for (const member of [lab.reader, lab.outsider, lab.manager, newcomer]) {
      const listed = ok(await list(member)).notices.find((n) => n.noticeIdx === created.noticeIdx);
      expect(listed, String(member.memberIdx)).toMatchObject({
        unread: true,
        excerpt: "The fume hoods are inspected on Friday.",
      });
    }
    expect((await unread(lab.reader)).unreadCount).toBe(before.unreadCount + 1);

    const opened = ok(await open(lab.reader, created.noticeIdx));
    expect(opened.content).toEqual(richText("The fume hoods are inspected on Friday."));
    expect((await unread(lab.reader)).unreadCount).toBe(before.unreadCount);
    const again = ok(await list(lab.reader)).notices.find((n) => n.noticeIdx === created.noticeIdx);
    expect(again?.unread).toBe(false);
  });

  it("shows a group notice to the group and answers 404 to a member of another group", async () => {
    const created = await postNotice(app, lab.manager.token, { groupIdx: lab.groupIdx, title: "Solvent waste pickup" });
    expect(created).toMatchObject({ groupIdx: lab.groupIdx, groupName: "Organic Synthesis Lab" });
    expect(ok(await open(lab.bystander, created.noticeIdx)).title).toBe("Solvent waste pickup");

    const outsider = await open(lab.outsider, created.noticeIdx);
    expect(outsider.status).toBe(404);
    expect(outsider.body.code).toBe("NOT_FOUND");
    expect(ok(await list(lab.outsider)).notices.map((n) => n.noticeIdx)).not.toContain(created.noticeIdx);
    expect((await list(lab.outsider, `?groupIdx=${lab.groupIdx}`)).status).toBe(404);
    const comments = await app.call("GET", `/api/notice/${created.noticeIdx}/comments.do`, {
      token: lab.outsider.token,
    });
    expect(comments.status).toBe(404);
  });

  it("refuses a group notice from a FRONT member of the group (403) and an installation notice from a manager", async () => {
    const body = { groupIdx: lab.groupIdx, title: "Lunch", content: richText("Pizza at noon"), pinned: true };
    const front = await app.call<Result<Notice>>("POST", "/api/notice/create.do", { token: lab.bystander.token, body });
    expect(front.status).toBe(403);
    expect(front.body.code).toBe("NO_MODIFY_AUTHORITY");
    const installation = await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
      token: lab.manager.token,
      body: { title: "Everyone", content: richText("Hello"), pinned: false },
    });
    expect(installation.status).toBe(403);
    const otherGroup = await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
      token: lab.outsider.token,
      body,
    });
    expect(otherGroup.status).toBe(404);
    expect(ok(await list(lab.manager)).notices.map((n) => n.title)).not.toContain("Lunch");
  });

  it("lists pinned notices first, then the newest", async () => {
    const group = lab.groupIdx;
    const pinned = await postNotice(app, lab.manager.token, { groupIdx: group, title: "Pinned rule", pinned: true });
    const newer = await postNotice(app, lab.manager.token, { groupIdx: group, title: "Newer news" });
    const titles = ok(await list(lab.reader, `?groupIdx=${group}`)).notices.map((n) => n.noticeIdx);
    expect(titles.indexOf(pinned.noticeIdx)).toBeLessThan(titles.indexOf(newer.noticeIdx));
    expect(titles[0]).toBe(pinned.noticeIdx);
  });

  it("hides a notice past its show-until date from members but not from who may edit it", async () => {
    const old = await postNotice(app, lab.manager.token, {
      groupIdx: lab.groupIdx,
      title: "Expired reminder",
      showUntil: "2020-01-01",
    });
    expect(ok(await list(lab.reader)).notices.map((n) => n.noticeIdx)).not.toContain(old.noticeIdx);
    const managers = ok(await list(lab.manager)).notices.find((n) => n.noticeIdx === old.noticeIdx);
    expect(managers?.expired).toBe(true);
  });

  it("finds notices by Korean and English words of the title or the text", async () => {
    const korean = await postNotice(app, lab.manager.token, {
      groupIdx: lab.groupIdx,
      title: "흄후드 점검 안내",
      text: "금요일 오전 10시에 점검합니다.",
    });
    const english = await postNotice(app, lab.manager.token, {
      groupIdx: lab.groupIdx,
      title: "Glovebox regeneration",
      text: "The argon line is closed on Monday.",
    });
    const search = async (q: string) =>
      ok(await list(lab.reader, `?q=${encodeURIComponent(q)}`)).notices.map((n) => n.noticeIdx);
    expect(await search("흄후드")).toEqual([korean.noticeIdx]);
    expect(await search("오전 10시")).toEqual([korean.noticeIdx]);
    expect(await search("ARGON")).toEqual([english.noticeIdx]);
    expect(await search("glovebox")).toEqual([english.noticeIdx]);
    expect(await search("100%")).toEqual([]);
  });

  it("lets managers edit and delete a group notice and refuses members with 403", async () => {
    const created = await postNotice(app, lab.manager.token, { groupIdx: lab.groupIdx, title: "Draft" });
    const path = `/api/notice/${created.noticeIdx}.do`;
    const body = { title: "Final", content: richText("Updated text"), pinned: true, showUntil: null };
    const refused = await app.call("PUT", path, { token: lab.reader.token, body });
    expect(refused.status).toBe(403);
    expect(ok(await open(lab.reader, created.noticeIdx)).can).toEqual({ edit: false, delete: false });
    const edited = ok(await app.call<Result<Notice>>("PUT", path, { token: lab.manager.token, body }));
    expect(edited).toMatchObject({ title: "Final", pinned: true, editDate: expect.any(String) });
    expect((await app.call<Result<unknown>>("DELETE", path, { token: lab.reader.token })).body.code).toBe(
      "NO_DELETE_AUTHORITY",
    );
    expect((await app.call("DELETE", path, { token: lab.admin.token })).status).toBe(200);
    expect((await open(lab.manager, created.noticeIdx)).status).toBe(404);
  });

  it("takes comments as on lab books: members comment, authors edit, moderators delete, live replies", async () => {
    const created = await postNotice(app, lab.manager.token, { groupIdx: lab.groupIdx, title: "Safety training" });
    const base = `/api/notice/${created.noticeIdx}`;
    const thread = ok(
      await app.call<Result<Comment>>("POST", `${base}/comment.do`, {
        token: lab.reader.token,
        body: { content: "Is it mandatory?" },
      }),
    );
    const reply = ok(
      await app.call<Result<Comment>>("POST", `${base}/comment.do`, {
        token: lab.manager.token,
        body: { content: "Yes, for everyone", parentIdx: thread.lcmIdx },
      }),
    );
    expect(reply.parentIdx).toBe(thread.lcmIdx);
    const editOther = await app.call("PUT", `${base}/comment/${thread.lcmIdx}.do`, {
      token: lab.writer.token,
      body: { content: "changed" },
    });
    expect(editOther.status).toBe(403);
    const deleteOther = await app.call("DELETE", `${base}/comment/${reply.lcmIdx}.do`, { token: lab.writer.token });
    expect(deleteOther.status).toBe(403);
    // The group's manager moderates: deletes the reader's thread.
    expect((await app.call("DELETE", `${base}/comment/${thread.lcmIdx}.do`, { token: lab.manager.token })).status).toBe(
      200,
    );
    const listed = ok(await open(lab.reader, created.noticeIdx));
    expect(listed.commentCount).toBe(1);
  });
});
