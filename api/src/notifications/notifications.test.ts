import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { documentName, type Comment, type NotificationList, type NotificationSettings } from "@enote/shared";
import { members, notifications, outboxJobs } from "../db/schema";
import { startOutboxWorker } from "../outbox";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { buildLab, connectDocument, createLabBook, putStatus, waitFor, type Lab } from "../test/labbooks";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../test/smtp-server";

let smtp: TestSmtpServer;
let app: TestApp;
let lab: Lab;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({
    ENOTE_SMTP_URL: smtp.url,
    ENOTE_MAIL_FROM: "E-Note <enote@lab.test>",
    ENOTE_PUBLIC_URL: "http://enote.test",
  });
  lab = await buildLab(app);
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const mention = (m: TestMember) => `@[${m.input.firstName} ${m.input.lastName}](${m.memberIdx})`;

async function book(title = "Suzuki coupling, run 1"): Promise<number> {
  return (await createLabBook(app, lab.writer.token, lab.projectIdx, title)).lbIdx;
}

async function comment(m: TestMember, lbIdx: number, content: string, parentIdx?: number) {
  return app.call<Result<Comment>>("POST", `/api/labbook/${lbIdx}/comment.do`, {
    token: m.token,
    body: { content, parentIdx },
  });
}

async function inbox(m: TestMember, query = ""): Promise<NotificationList> {
  return ok(await app.call<Result<NotificationList>>("GET", `/api/notification/list.do${query}`, { token: m.token }));
}

async function unread(m: TestMember): Promise<number> {
  return ok(await app.call<Result<{ unread: number }>>("GET", "/api/notification/count.do", { token: m.token })).unread;
}

/** The notifications of one book, per member, as kinds. */
async function kindsOn(lbIdx: number): Promise<Map<number, string[]>> {
  const rows = await app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.subjectType, "labbook"), eq(notifications.subjectIdx, lbIdx)));
  const byMember = new Map<number, string[]>();
  for (const row of rows) byMember.set(row.recipientIdx, [...(byMember.get(row.recipientIdx) ?? []), row.kind]);
  return byMember;
}

async function setDelivery(m: TestMember, kinds: Partial<NotificationSettings["kinds"]>, locale = "en-US") {
  const current = ok(
    await app.call<Result<NotificationSettings>>("GET", "/api/notification/settings.do", { token: m.token }),
  );
  return app.call<Result<NotificationSettings>>("PUT", "/api/notification/settings.do", {
    token: m.token,
    body: { locale, kinds: { ...current.kinds, ...kinds } },
  });
}

/** Mails that arrive for `m` while `during` runs and the outbox drains. */
async function mailsTo(m: TestMember, during: () => Promise<unknown>): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  await during();
  await app.server.ctx.outbox.drain();
  return smtp.received.slice(before).filter((mail) => mail.recipients.includes(m.input.email));
}

describe("notifications of comments", () => {
  it("notifies a mentioned member once, the book's watchers once, and never the author", async () => {
    const lbIdx = await book();
    ok(await comment(lab.reader, lbIdx, `${mention(lab.owner)} does the yield look right?`));
    const kinds = await kindsOn(lbIdx);
    expect(kinds.get(lab.owner.memberIdx)).toEqual(["commentMention"]);
    expect(kinds.get(lab.writer.memberIdx)).toEqual(["commentOnBook"]);
    expect(kinds.has(lab.reader.memberIdx)).toBe(false);
    expect(kinds.has(lab.bystander.memberIdx)).toBe(false);
    const [item] = (await inbox(lab.owner)).items;
    expect(item).toMatchObject({
      kind: "commentMention",
      actor: { memberIdx: lab.reader.memberIdx },
      subject: { type: "labbook", idx: lbIdx, title: "Suzuki coupling, run 1" },
      readAt: null,
    });
    expect(item?.link).toMatch(new RegExp(`^/labBook/experimentComment/${lbIdx}/\\d+$`));
  });

  it("refuses a mention of a member who cannot read the book, posting and notifying nothing", async () => {
    const lbIdx = await book();
    const refused = await comment(lab.reader, lbIdx, `${mention(lab.bystander)} have a look`, undefined);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("MENTION_NOT_READER");
    expect(refused.body.message).toContain(lab.bystander.input.firstName);
    expect((await kindsOn(lbIdx)).size).toBe(0);
    const list = ok(
      await app.call<Result<{ comments: Comment[] }>>("GET", `/api/labbook/${lbIdx}/comments.do`, {
        token: lab.writer.token,
      }),
    );
    expect(list.comments).toHaveLength(0);
  });

  it("tells a thread's author of a reply as a reply, and watchers as a comment", async () => {
    const lbIdx = await book();
    const thread = ok(await comment(lab.owner, lbIdx, "Why 80 °C?"));
    const before = await kindsOn(lbIdx);
    expect(before.get(lab.writer.memberIdx)).toEqual(["commentOnBook"]);
    ok(await comment(lab.writer, lbIdx, "Boiling point of the solvent", thread.lcmIdx));
    const after = await kindsOn(lbIdx);
    expect(after.get(lab.owner.memberIdx)).toEqual(["commentReply"]);
    expect(after.get(lab.writer.memberIdx)).toEqual(["commentOnBook"]);
  });

  it("lets a member watch a book they read, and stop watching one they watch automatically", async () => {
    const lbIdx = await book();
    const watchPath = `/api/labbook/${lbIdx}/watch.do`;
    expect((await app.call("POST", watchPath, { token: lab.bystander.token })).status).toBe(404);
    ok(await app.call<Result<unknown>>("POST", watchPath, { token: lab.reader.token }));
    ok(await app.call<Result<unknown>>("DELETE", watchPath, { token: lab.writer.token }));
    const watching = ok(await app.call<Result<{ watching: boolean }>>("GET", watchPath, { token: lab.writer.token }));
    expect(watching.watching).toBe(false);
    ok(await comment(lab.owner, lbIdx, "Started the reflux"));
    const kinds = await kindsOn(lbIdx);
    expect(kinds.get(lab.reader.memberIdx)).toEqual(["commentOnBook"]);
    expect(kinds.has(lab.writer.memberIdx)).toBe(false);
  });
});

describe("notifications of the status flow", () => {
  it("tells everyone who may check an ended book that it waits for them, and the writer when it is completed", async () => {
    const lbIdx = await book();
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    const ended = await kindsOn(lbIdx);
    expect(ended.get(lab.owner.memberIdx)).toEqual(["bookEnded"]);
    expect(ended.get(lab.manager.memberIdx)).toEqual(["bookEnded"]);
    expect(ended.has(lab.writer.memberIdx)).toBe(false);
    expect(ended.has(lab.reader.memberIdx)).toBe(false);
    ok(await putStatus(app, lab.owner.token, lbIdx, "COMPLETE"));
    expect((await kindsOn(lbIdx)).get(lab.writer.memberIdx)).toEqual(["bookCompleted"]);
  });

  it("tells the writer when a checker cancels the end", async () => {
    const lbIdx = await book();
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    ok(await putStatus(app, lab.owner.token, lbIdx, "IN_PROGRESS"));
    expect((await kindsOn(lbIdx)).get(lab.writer.memberIdx)).toEqual(["bookEndCancelled"]);
  });
});

describe("notifications of projects", () => {
  it("tells a member they were added to a project and that their level changed, until they leave it", async () => {
    const member = (level: string) =>
      app.call<Result<unknown>>("PUT", `/api/project/${lab.projectIdx}/member.do`, {
        token: lab.owner.token,
        body: { memberIdx: lab.bystander.memberIdx, level },
      });
    const ofProject = async () => (await inbox(lab.bystander)).items.filter((item) => item.subject.type === "project");
    ok(await member("READER"));
    ok(await member("WRITER"));
    const [changed, added] = await ofProject();
    expect(added).toMatchObject({
      kind: "projectAdded",
      actor: { memberIdx: lab.owner.memberIdx },
      subject: { idx: lab.projectIdx, title: "Suzuki coupling" },
      link: `/myLab/projects?projectIdx=${lab.projectIdx}`,
    });
    expect(changed?.kind).toBe("projectLevelChanged");
    // The owner was added by the manager when the lab was built; never by their own hand.
    const owners = (await inbox(lab.owner)).items.filter((item) => item.subject.type === "project");
    expect(owners.map((item) => item.actor?.memberIdx)).toEqual([lab.manager.memberIdx]);
    ok(
      await app.call<Result<unknown>>("DELETE", `/api/project/${lab.projectIdx}/member/${lab.bystander.memberIdx}.do`, {
        token: lab.owner.token,
      }),
    );
    expect((await ofProject()).map((item) => item.link)).toEqual([null, null]);
  });
});

describe("the inbox", () => {
  it("counts unread, filters, and marks one or all read, only the member's own", async () => {
    const lbIdx = await book();
    ok(await comment(lab.writer, lbIdx, `${mention(lab.reader)} please weigh the product`));
    ok(await comment(lab.writer, lbIdx, "Weighed: 1.2 g"));
    const count = await unread(lab.reader);
    expect(count).toBeGreaterThanOrEqual(1);
    const mentions = await inbox(lab.reader, "?kind=commentMention&unread=true");
    expect(mentions.items.every((item) => item.kind === "commentMention" && item.readAt === null)).toBe(true);
    const first = mentions.items[0];
    if (!first) throw new Error("no mention");
    const othersTry = ok(
      await app.call<Result<{ read: number }>>("PUT", "/api/notification/read.do", {
        token: lab.owner.token,
        body: { notificationIdxs: [first.notificationIdx] },
      }),
    );
    expect(othersTry.read).toBe(0);
    ok(
      await app.call<Result<{ read: number }>>("PUT", "/api/notification/read.do", {
        token: lab.reader.token,
        body: { notificationIdxs: [first.notificationIdx] },
      }),
    );
    expect(await unread(lab.reader)).toBe(count - 1);
    ok(
      await app.call<Result<unknown>>("PUT", "/api/notification/read.do", {
        token: lab.reader.token,
        body: { all: true },
      }),
    );
    expect(await unread(lab.reader)).toBe(0);
    expect((await inbox(lab.reader, "?unread=true")).items).toHaveLength(0);
  });

  it("pages with a cursor, newest first", async () => {
    const lbIdx = await book();
    for (let i = 0; i < 3; i += 1) ok(await comment(lab.owner, lbIdx, `Note ${i}`));
    const all = await inbox(lab.writer);
    const idxs = all.items.map((item) => item.notificationIdx);
    expect(idxs).toEqual([...idxs].sort((a, b) => b - a));
    const after = await inbox(lab.writer, `?cursor=${idxs[0]}`);
    expect(after.items[0]?.notificationIdx).toBe(idxs[1]);
  });

  it("shows a member who lost access to the book that the notification is no longer available, and stops counting it", async () => {
    const lbIdx = await book("Secret route");
    ok(await comment(lab.writer, lbIdx, `${mention(lab.reader)} FYI`));
    const mine = (await inbox(lab.reader)).items.find((item) => item.subject.idx === lbIdx);
    expect(mine?.subject.title).toBe("Secret route");
    const counted = await unread(lab.reader);
    ok(
      await app.call<Result<unknown>>("DELETE", `/api/project/${lab.projectIdx}/member/${lab.reader.memberIdx}.do`, {
        token: lab.owner.token,
      }),
    );
    try {
      const gone = (await inbox(lab.reader)).items.find((item) => item.subject.idx === lbIdx);
      expect(gone).toMatchObject({ subject: { title: null }, link: null });
      expect(await unread(lab.reader)).toBe(counted - 1);
    } finally {
      ok(
        await app.call<Result<unknown>>("PUT", `/api/project/${lab.projectIdx}/member.do`, {
          token: lab.owner.token,
          body: { memberIdx: lab.reader.memberIdx, level: "READER" },
        }),
      );
    }
  });
  it("marks an actor who left as left", async () => {
    const lbIdx = await book("Left behind");
    ok(await comment(lab.writer, lbIdx, `${mention(lab.reader)} see this`));
    const byWriter = () => inbox(lab.reader).then((list) => list.items.find((item) => item.subject.idx === lbIdx));
    expect((await byWriter())?.actor).toMatchObject({ memberIdx: lab.writer.memberIdx, left: false });
    await app.database.db.update(members).set({ status: "LEFT" }).where(eq(members.memberIdx, lab.writer.memberIdx));
    try {
      expect((await byWriter())?.actor).toMatchObject({ memberIdx: lab.writer.memberIdx, left: true });
    } finally {
      await app.database.db
        .update(members)
        .set({ status: "ACTIVE" })
        .where(eq(members.memberIdx, lab.writer.memberIdx));
    }
  });
});

describe("notification mail", () => {
  it("mails a mention at once in the member's language, with a working one-click unsubscribe", async () => {
    ok(await setDelivery(lab.owner, { commentMention: "mail" }, "ko-KR"));
    const lbIdx = await book("스즈키 커플링");
    const mails = await mailsTo(lab.owner, () => comment(lab.reader, lbIdx, `${mention(lab.owner)} 확인 부탁드립니다`));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.parsed.subject).toContain("언급했습니다");
    expect(mail?.parsed.subject).toContain("스즈키 커플링");
    expect(mail?.parsed.text).toContain(`http://enote.test/labBook/experimentComment/${lbIdx}/`);
    expect(mail?.parsed.text).toContain("http://enote.test/notifications/unsubscribe/");
    const headers = (mail?.raw ?? "").split("\r\n\r\n")[0]?.replace(/\r\n\s+/g, " ") ?? "";
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = /^List-Unsubscribe: <(http[^>]+)>/m.exec(headers)?.[1] ?? "";
    expect(unsubscribe).toMatch(/^http:\/\/enote\.test\/api\/notification\/unsubscribe\/.+\.do$/);
    const path = unsubscribe.replace("http://enote.test", "");
    const forged = path.replace(/\.commentMention\./, ".commentReply.");
    expect((await app.call<Result<unknown>>("POST", forged)).status).toBe(404);
    expect((await app.call<Result<unknown>>("POST", path)).status).toBe(200);
    const settings = ok(
      await app.call<Result<NotificationSettings>>("GET", "/api/notification/settings.do", { token: lab.owner.token }),
    );
    expect(settings.kinds.commentMention).toBe("app");
    const after = await mailsTo(lab.owner, () => comment(lab.reader, lbIdx, `${mention(lab.owner)} again`));
    expect(after).toHaveLength(0);
    expect((await kindsOn(lbIdx)).get(lab.owner.memberIdx)).toEqual(["commentMention", "commentMention"]);
  });

  it("keeps app-only and off kinds out of the mail, and off kinds out of the inbox", async () => {
    ok(await setDelivery(lab.writer, { commentOnBook: "app", commentMention: "off" }));
    const lbIdx = await book();
    const mails = await mailsTo(lab.writer, async () => {
      ok(await comment(lab.owner, lbIdx, "Plain comment"));
      ok(await comment(lab.owner, lbIdx, `${mention(lab.writer)} mention`));
    });
    expect(mails).toHaveLength(0);
    expect((await kindsOn(lbIdx)).get(lab.writer.memberIdx)).toEqual(["commentOnBook"]);
    ok(await setDelivery(lab.writer, { commentOnBook: "app", commentMention: "mail" }));
  });

  it("gathers digest kinds into one mail at the next 08:00", async () => {
    ok(await setDelivery(lab.manager, { bookEnded: "digest" }));
    const first = await book("Digest one");
    const second = await book("Digest two");
    const immediate = await mailsTo(lab.manager, async () => {
      ok(await putStatus(app, lab.writer.token, first, "END"));
      ok(await putStatus(app, lab.writer.token, second, "END"));
    });
    expect(immediate).toHaveLength(0);
    const jobs = await app.database.db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.kind, "notification.digest"), sql`done_at IS NULL`));
    expect(jobs).toHaveLength(1);
    const runAt = jobs[0]?.runAt ?? new Date(0);
    const hours = (runAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(24);
    // The clock is moved to 08:00: the job is due.
    await app.database.db
      .update(outboxJobs)
      .set({ runAt: new Date() })
      .where(eq(outboxJobs.kind, "notification.digest"));
    const digest = await mailsTo(lab.manager, async () => undefined);
    expect(digest).toHaveLength(1);
    expect(digest[0]?.parsed.subject).toBe("E-Note: 2 notifications");
    expect(digest[0]?.parsed.text).toContain("Digest one");
    expect(digest[0]?.parsed.text).toContain("Digest two");
  });

  it("is sent once when two api processes share the outbox", async () => {
    const ctx = app.server.ctx;
    const second = startOutboxWorker(ctx, { pollMs: 60_000 });
    try {
      const lbIdx = await book();
      const before = smtp.received.length;
      await comment(lab.writer, lbIdx, `${mention(lab.owner)} ${mention(lab.reader)} both`);
      // The owner unsubscribed from mention mail above; the reader has the default (mail at once).
      await Promise.all([ctx.outbox.drain(), second.drain(), ctx.outbox.drain(), second.drain()]);
      const toReader = smtp.received.slice(before).filter((mail) => mail.recipients.includes(lab.reader.input.email));
      expect(toReader).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});

describe("the member's live feed", () => {
  it("tells the member's open screens of a new notification, and is refused to everyone else", async () => {
    const refused = connectDocument(app, documentName.memberEvents(lab.owner.memberIdx), lab.writer.token);
    try {
      expect(await refused.authentication).toMatch(/permission-denied/);
    } finally {
      refused.destroy();
    }
    const feed = connectDocument(app, documentName.memberEvents(lab.owner.memberIdx), lab.owner.token);
    try {
      await feed.synced();
      const told = () => feed.messages.filter((m) => m.type === "live" && m.topic === "notifications").length;
      const before = told();
      ok(await comment(lab.reader, await book(), `${mention(lab.owner)} live?`));
      await waitFor(() => told() > before, "a live message on the notifications topic");
    } finally {
      feed.destroy();
    }
  });
});
