import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  documentName,
  meetingDoc,
  meetingLimits,
  type Meeting,
  type MeetingList,
  type MyMeetingActions,
} from "@enote/shared";
import { meetings } from "../db/schema";
import { failWrites } from "../test/fail-writes";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { buildLab, connectDocument, durableDocument, recordHandled, waitFor, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
let handled: ReturnType<typeof recordHandled>;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  handled = recordHandled(app);
});
afterAll(async () => {
  await app?.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  groupIdx: lab.groupIdx,
  projectIdx: null,
  title: "Weekly group meeting",
  startsAt: "2030-03-04T09:00:00+09:00",
  agenda: [
    { title: "Suzuki coupling results", presenterIdx: lab.writer.memberIdx, minutes: 15 },
    { title: "Questions", presenterIdx: null, minutes: 10 },
  ],
  ...overrides,
});

async function schedule(overrides: Record<string, unknown> = {}): Promise<Meeting> {
  return ok(
    await app.call<Result<Meeting>>("POST", "/api/meeting/create.do", {
      token: lab.manager.token,
      body: input(overrides),
    }),
  );
}

const getMeeting = async (token: string, meetingIdx: number) =>
  app.call<Result<Meeting>>("GET", `/api/meeting/${meetingIdx}.do`, { token });

/** Writes a paragraph of minutes, as TipTap's Y.XmlFragment binding would. */
function typeMinutes(doc: Y.Doc, text: string): void {
  const fragment = doc.getXmlFragment(meetingDoc.minutes);
  doc.transact(() => {
    const paragraph = new Y.XmlElement("paragraph");
    paragraph.insert(0, [new Y.XmlText(text)]);
    fragment.insert(fragment.length, [paragraph]);
  });
}

const minutesText = (doc: Y.Doc) => doc.getXmlFragment(meetingDoc.minutes).toString();

describe("scheduling and listing meetings", () => {
  it("schedules a meeting with its agenda and lists it as upcoming for every group member", async () => {
    const created = await schedule();
    expect(created).toMatchObject({
      groupIdx: lab.groupIdx,
      projectIdx: null,
      title: "Weekly group meeting",
      status: "SCHEDULED",
      hostIdx: lab.manager.memberIdx,
      canManage: true,
      attendance: [],
      record: null,
    });
    expect(created.agenda).toEqual(input().agenda);
    for (const member of [lab.reader, lab.bystander]) {
      const list = ok(
        await app.call<Result<MeetingList>>("GET", `/api/meeting/list.do?groupIdx=${lab.groupIdx}`, {
          token: member.token,
        }),
      );
      expect(list.upcoming.map((meeting) => meeting.meetingIdx)).toContain(created.meetingIdx);
      expect(list.canSchedule).toBe(false);
    }
  });

  it("keeps a project's meeting from group members outside the project", async () => {
    const created = await schedule({ projectIdx: lab.projectIdx });
    expect((await getMeeting(lab.reader.token, created.meetingIdx)).status).toBe(200);
    expect((await getMeeting(lab.bystander.token, created.meetingIdx)).status).toBe(404);
    const list = ok(
      await app.call<Result<MeetingList>>("GET", `/api/meeting/list.do?groupIdx=${lab.groupIdx}`, {
        token: lab.bystander.token,
      }),
    );
    expect(list.upcoming.map((meeting) => meeting.meetingIdx)).not.toContain(created.meetingIdx);
  });

  it("refuses a blank title and a presenter from outside the group, and stores nothing", async () => {
    const before = await app.database.db.select({ idx: meetings.meetingIdx }).from(meetings);
    const blank = await app.call<Result<Meeting>>("POST", "/api/meeting/create.do", {
      token: lab.manager.token,
      body: input({ title: "  " }),
      headers: { "accept-language": "ko-KR" },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/[가-힣]/);
    const stranger = await app.call<Result<Meeting>>("POST", "/api/meeting/create.do", {
      token: lab.manager.token,
      body: input({ agenda: [{ title: "Visit", presenterIdx: lab.outsider.memberIdx, minutes: 5 }] }),
    });
    expect(stranger.status).toBe(400);
    const after = await app.database.db.select({ idx: meetings.meetingIdx }).from(meetings);
    expect(after.length).toBe(before.length);
  });
});

describe("the room's document meeting.{meetingIdx}", () => {
  it("refuses an outsider's socket and a member's of the group outside a project meeting", async () => {
    const group = await schedule();
    const project = await schedule({ projectIdx: lab.projectIdx });
    const outsider = connectDocument(app, documentName.meeting(group.meetingIdx), lab.outsider.token);
    const bystander = connectDocument(app, documentName.meeting(project.meetingIdx), lab.bystander.token);
    const member = connectDocument(app, documentName.meeting(group.meetingIdx), lab.reader.token);
    try {
      expect(await outsider.authentication).toBe("permission-denied");
      expect(await bystander.authentication).toBe("permission-denied");
      expect(await member.authentication).toBe("authenticated");
    } finally {
      for (const peer of [outsider, bystander, member]) peer.destroy();
    }
  });

  it("records attendance as members join and leave, and goes LIVE with the first", async () => {
    const { meetingIdx } = await schedule();
    const peer = connectDocument(app, documentName.meeting(meetingIdx), lab.writer.token);
    await peer.synced();
    await waitFor(async () => ok(await getMeeting(lab.manager.token, meetingIdx)).attendance.length === 1, "joined");
    const live = ok(await getMeeting(lab.manager.token, meetingIdx));
    expect(live.status).toBe("LIVE");
    expect(live.attendance[0]).toMatchObject({ memberIdx: lab.writer.memberIdx, name: "Akira Suzuki", leftAt: null });
    peer.destroy();
    await waitFor(
      async () => ok(await getMeeting(lab.manager.token, meetingIdx)).attendance[0]?.leftAt !== null,
      "left",
    );
  });

  it("after end.do takes no more writes, and the record reads back with minutes, whiteboard, actions and attendance", async () => {
    const { meetingIdx } = await schedule();
    const name = documentName.meeting(meetingIdx);
    const host = connectDocument(app, name, lab.manager.token);
    const writer = connectDocument(app, name, lab.writer.token);
    await Promise.all([host.synced(), writer.synced()]);
    typeMinutes(host.doc, "Yield was 82 percent");
    typeMinutes(writer.doc, "Repeat with dry THF");
    writer.doc.getMap(meetingDoc.whiteboard).set("el-1", {
      id: "el-1",
      type: "rectangle",
      version: 1,
      versionNonce: 7,
      isDeleted: false,
      index: "a0",
      x: 0,
      y: 0,
      width: 10,
      height: 10,
    });
    writer.doc.getMap(meetingDoc.actions).set("a-1", {
      id: "a-1",
      text: "Order dry THF",
      assigneeIdx: lab.writer.memberIdx,
      dueDate: "2030-03-11",
      createdAt: 1,
    });
    await waitFor(
      () => minutesText(host.doc).includes("dry THF") && minutesText(writer.doc).includes("82 percent"),
      "minutes converge",
    );
    await waitFor(() => host.doc.getMap(meetingDoc.actions).has("a-1"), "the action reaches the host");

    const ended = ok(
      await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }),
    );
    expect(ended.status).toBe("ENDED");

    // A write after the end is dropped by the server: it never reaches the stored document.
    typeMinutes(writer.doc, "LATE-EDIT");
    await waitFor(() => handled.some((message) => message.bytes.includes("LATE-EDIT")), "the late edit was handled");
    await waitFor(
      async () => minutesText(await durableDocument(app, name)).includes("dry THF"),
      "the minutes reach the database",
    );
    expect(minutesText(await durableDocument(app, name))).not.toContain("LATE-EDIT");
    const late = connectDocument(app, name, lab.reader.token);
    await late.synced();
    expect(minutesText(late.doc)).not.toContain("LATE-EDIT");
    for (const peer of [host, writer, late]) peer.destroy();

    const record = ok(await getMeeting(lab.reader.token, meetingIdx));
    // Typed at once by two members: both paragraphs, in the order Yjs settled on.
    expect(record.record?.minutesText.split("\n").sort()).toEqual(["Repeat with dry THF", "Yield was 82 percent"]);
    expect(record.record?.whiteboard.map((element) => element.id)).toEqual(["el-1"]);
    expect(record.record?.actions).toEqual([
      expect.objectContaining({
        text: "Order dry THF",
        assigneeIdx: lab.writer.memberIdx,
        dueDate: "2030-03-11",
        doneAt: null,
      }),
    ]);
    expect(record.attendance.map((entry) => entry.memberIdx).sort()).toEqual(
      [lab.manager.memberIdx, lab.writer.memberIdx].sort(),
    );
    expect(record.attendance.every((entry) => entry.leftAt !== null)).toBe(true);
  });

  it("records when the meeting really started and ended, not its scheduled start, with attendance", async () => {
    const { meetingIdx, startsAt } = await schedule();
    const beforeJoin = Date.now();
    const peer = connectDocument(app, documentName.meeting(meetingIdx), lab.writer.token);
    await peer.synced();
    await waitFor(async () => ok(await getMeeting(lab.manager.token, meetingIdx)).status === "LIVE", "live");
    const afterJoin = Date.now();
    const live = ok(await getMeeting(lab.manager.token, meetingIdx));
    expect(live.endedAt).toBeNull();
    const beforeEnd = Date.now();
    const ended = ok(
      await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }),
    );
    const afterEnd = Date.now();
    peer.destroy();
    const record = ended.record;
    expect(record?.startedAt).not.toBeNull();
    const started = Date.parse(record?.startedAt ?? "");
    const finished = Date.parse(record?.endedAt ?? "");
    expect(started).not.toBe(Date.parse(startsAt));
    expect(started).toBeGreaterThanOrEqual(beforeJoin - 1000);
    expect(started).toBeLessThanOrEqual(afterJoin + 1000);
    expect(finished).toBeGreaterThanOrEqual(beforeEnd - 1000);
    expect(finished).toBeLessThanOrEqual(afterEnd + 1000);
    expect(ended.startedAt).toBe(record?.startedAt);
    expect(ended.endedAt).toBe(record?.endedAt);
    expect(ended.attendance).toEqual([
      expect.objectContaining({ memberIdx: lab.writer.memberIdx, name: "Akira Suzuki" }),
    ]);
    const [attendee] = ended.attendance;
    expect(Date.parse(attendee?.joinedAt ?? "")).toBeGreaterThanOrEqual(started - 1000);
    expect(attendee?.leftAt).not.toBeNull();
    // Read back later, the record keeps the same times.
    const again = ok(await getMeeting(lab.reader.token, meetingIdx));
    expect(again.record).toMatchObject({ startedAt: record?.startedAt, endedAt: record?.endedAt });
  });

  it("records no start for a meeting ended without its room ever opening", async () => {
    const { meetingIdx } = await schedule();
    const ended = ok(
      await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }),
    );
    expect(ended.record?.startedAt).toBeNull();
    expect(ended.attendance).toEqual([]);
  });

  it("writes the record from the outbox when it could not be written at the end, once, losing nothing", async () => {
    const { meetingIdx } = await schedule();
    const name = documentName.meeting(meetingIdx);
    const host = connectDocument(app, name, lab.manager.token);
    await host.synced();
    typeMinutes(host.doc, "Column with 5 percent EtOAc");
    host.doc.getMap(meetingDoc.actions).set("a-3", {
      id: "a-3",
      text: "Dry the column fractions",
      assigneeIdx: lab.writer.memberIdx,
      dueDate: null,
      createdAt: 3,
    });
    await waitFor(() => handled.some((message) => message.bytes.includes("Dry the column")), "the action was handled");

    // The record's write fails at the end (the database refuses it): the meeting is ended all the same.
    const restore = await failWrites(
      app,
      "meetings",
      "UPDATE",
      `NEW.meeting_idx = ${meetingIdx} AND NEW.record IS NOT NULL`,
    );
    let ended: Meeting;
    try {
      ended = ok(
        await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }),
      );
      await app.server.ctx.outbox.drain();
    } finally {
      await restore();
    }
    host.destroy();
    expect(ended.status).toBe("ENDED");
    expect(ended.record).toBeNull();

    // Its job runs again once the database takes it, and writes the record from the room's document.
    await waitFor(async () => {
      await app.server.ctx.outbox.drain();
      return ok(await getMeeting(lab.reader.token, meetingIdx)).record !== null;
    }, "the record is written");
    const record = ok(await getMeeting(lab.reader.token, meetingIdx));
    expect(record.record?.minutesText).toBe("Column with 5 percent EtOAc");
    expect(record.record?.actions.map((action) => [action.text, action.assigneeIdx])).toEqual([
      ["Dry the column fractions", lab.writer.memberIdx],
    ]);
    // A second end is refused, and the job, run again, writes nothing twice.
    expect(
      (await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }))
        .status,
    ).not.toBe(200);
    await app.server.ctx.outbox.drain();
    expect(ok(await getMeeting(lab.reader.token, meetingIdx)).record?.actions).toHaveLength(1);
  });

  it("puts an ended meeting's action item on its assignee's dashboard until they mark it done", async () => {
    const { meetingIdx } = await schedule();
    const peer = connectDocument(app, documentName.meeting(meetingIdx), lab.owner.token);
    await peer.synced();
    peer.doc.getMap(meetingDoc.actions).set("a-2", {
      id: "a-2",
      text: "Calibrate the balance",
      assigneeIdx: lab.owner.memberIdx,
      dueDate: null,
      createdAt: 2,
    });
    await waitFor(
      () => handled.some((message) => message.bytes.includes("Calibrate the balance")),
      "the action was handled",
    );
    ok(await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }));
    peer.destroy();
    const mine = ok(
      await app.call<Result<MyMeetingActions>>("GET", "/api/meeting/actions.do", { token: lab.owner.token }),
    );
    const action = mine.items.find((item) => item.text === "Calibrate the balance");
    expect(action).toBeDefined();
    if (!action) return;
    const notMine = await app.call<Result<unknown>>("POST", `/api/meeting/action/${action.actionIdx}/done.do`, {
      token: lab.reader.token,
    });
    expect(notMine.status).toBe(403);
    ok(
      await app.call<Result<unknown>>("POST", `/api/meeting/action/${action.actionIdx}/done.do`, {
        token: lab.owner.token,
      }),
    );
    const after = ok(
      await app.call<Result<MyMeetingActions>>("GET", "/api/meeting/actions.do", { token: lab.owner.token }),
    );
    expect(after.items.map((item) => item.actionIdx)).not.toContain(action.actionIdx);
  });

  it("lists the soonest due of many open action items on the dashboard, and counts them all", async () => {
    const { meetingIdx } = await schedule();
    const peer = connectDocument(app, documentName.meeting(meetingIdx), lab.reader.token);
    await peer.synced();
    const count = meetingLimits.myActionsShown + 3;
    const actions = peer.doc.getMap(meetingDoc.actions);
    peer.doc.transact(() => {
      for (let i = 1; i <= count; i++) {
        const day = String(i).padStart(2, "0");
        actions.set(`many-${i}`, {
          id: `many-${i}`,
          text: `Task ${day}`,
          assigneeIdx: lab.reader.memberIdx,
          dueDate: `2030-01-${day}`,
          createdAt: i,
        });
      }
    });
    await waitFor(() => handled.some((message) => message.bytes.includes(`Task ${count}`)), "the actions were handled");
    ok(await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }));
    peer.destroy();
    const mine = ok(
      await app.call<Result<MyMeetingActions>>("GET", "/api/meeting/actions.do", { token: lab.reader.token }),
    );
    expect(mine.total).toBe(count);
    expect(mine.items.map((item) => item.text)).toEqual(
      Array.from({ length: meetingLimits.myActionsShown }, (_, i) => `Task ${String(i + 1).padStart(2, "0")}`),
    );
  });
});
