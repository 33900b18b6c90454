import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as Y from "yjs";
import {
  bookMention,
  documentName,
  meetingDoc,
  type Meeting,
  type NotificationKind,
  type Notice,
  type NotificationList,
  type Order,
  type ProjectDetail,
  type ProjectInviteResult,
  type Proposal,
  type QuotationReplyView,
  type VersionList,
  boardCategories,
  type BoardPost,
  type Comment,
  type RichTextDoc,
} from "@enote/shared";
import { richText } from "../community/fixtures";
import { notifications } from "../db/schema";
import { addSupplier, quotationRequest, requestQuotation, tokenOf } from "../purchasing/fixtures";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import {
  buildLab,
  connectDocument,
  createLabBook,
  putStatus,
  recordHandled,
  waitFor,
  type Lab,
} from "../test/labbooks";

/*
 * Issue 35, the kinds beyond comments and the status flow: each event notifies the right members
 * once, never its actor, with a link to the exact place.
 */

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

/** Who got a notification of `kind`, newest first, with its subject and link. */
async function sent(kind: NotificationKind, subjectIdx: number) {
  return app.database.db
    .select({
      recipientIdx: notifications.recipientIdx,
      actorIdx: notifications.actorIdx,
      subjectType: notifications.subjectType,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.subjectIdx, subjectIdx)));
}

async function inbox(m: TestMember): Promise<NotificationList> {
  return ok(await app.call<Result<NotificationList>>("GET", "/api/notification/list.do", { token: m.token }));
}

describe("notifications of books and memberships", () => {
  it("tells a book's writers that someone else restored it, not the restorer", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Grignard, run 2");
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    ok(await putStatus(app, lab.writer.token, lbIdx, "IN_PROGRESS"));
    const versions = ok(
      await app.call<Result<VersionList>>("GET", `/api/labbook/${lbIdx}/versions.do`, { token: lab.owner.token }),
    );
    const oldest = versions.versions.at(-1);
    ok(
      await app.call<Result<unknown>>("POST", `/api/labbook/${lbIdx}/version/${oldest?.versionIdx}/restore.do`, {
        token: lab.owner.token,
      }),
    );
    expect(await sent("bookRestored", lbIdx)).toEqual([
      {
        recipientIdx: lab.writer.memberIdx,
        actorIdx: lab.owner.memberIdx,
        subjectType: "labbook",
        link: `/labBook/experiment/${lbIdx}`,
      },
    ]);
    const item = (await inbox(lab.writer)).items.find((i) => i.kind === "bookRestored");
    expect(item?.subject).toEqual({ type: "labbook", idx: lbIdx, title: "Grignard, run 2" });
  });

  it("tells a MoA project's OWNERs that a partner joined", async () => {
    const project = ok(
      await app.call<Result<ProjectDetail>>("POST", "/api/project/create.do", {
        token: lab.manager.token,
        body: {
          groupIdx: lab.groupIdx,
          name: "Joint catalysis",
          includeGroupMembers: false,
          moa: true,
          partner: "Pohang Catalysis Centre",
        },
      }),
    );
    const { inviteCode } = ok(
      await app.call<Result<ProjectInviteResult>>("POST", `/api/project/${project.projectIdx}/invite.do`, {
        token: lab.manager.token,
      }),
    );
    ok(
      await app.call<Result<ProjectDetail>>("POST", "/api/project/join.do", {
        token: lab.outsider.token,
        body: { inviteCode },
      }),
    );
    expect(await sent("partnerJoined", project.projectIdx)).toEqual([
      {
        recipientIdx: lab.manager.memberIdx,
        actorIdx: lab.outsider.memberIdx,
        subjectType: "project",
        link: `/myLab/projects?projectIdx=${project.projectIdx}`,
      },
    ]);
    const item = (await inbox(lab.manager)).items.find((i) => i.kind === "partnerJoined");
    expect(item?.subject.title).toBe("Joint catalysis");
  });

  it("tells a member appointed or removed as a group manager, and no one else", async () => {
    const appoint = (manager: boolean) =>
      app.call<Result<unknown>>("PUT", `/api/group/${lab.groupIdx}/member.do`, {
        token: lab.manager.token,
        body: { memberIdx: lab.bystander.memberIdx, manager },
      });
    ok(await appoint(true));
    ok(await appoint(false));
    const rows = await sent("groupLevelChanged", lab.groupIdx);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.recipientIdx === lab.bystander.memberIdx)).toBe(true);
    expect(rows[0]).toMatchObject({ subjectType: "group", link: `/myLab/groups?groupIdx=${lab.groupIdx}` });
    const item = (await inbox(lab.bystander)).items.find((i) => i.kind === "groupLevelChanged");
    expect(item?.subject.title).toBe("Organic Synthesis Lab");
  });
});

describe("notifications of meetings", () => {
  async function schedule(projectIdx: number | null): Promise<Meeting> {
    return ok(
      await app.call<Result<Meeting>>("POST", "/api/meeting/create.do", {
        token: lab.manager.token,
        body: {
          groupIdx: lab.groupIdx,
          projectIdx,
          title: projectIdx === null ? "Group meeting" : "Project meeting",
          startsAt: "2030-03-04T09:00:00+09:00",
          agenda: [],
        },
      }),
    );
  }

  it("tells everyone who may join a scheduled meeting, not its host", async () => {
    const whole = await schedule(null);
    const told = (await sent("meetingScheduled", whole.meetingIdx)).map((row) => row.recipientIdx).sort();
    const group = [lab.owner, lab.writer, lab.reader, lab.bystander].map((m) => m.memberIdx).sort();
    expect(told).toEqual(group);
    const project = await schedule(lab.projectIdx);
    const toldOfProject = (await sent("meetingScheduled", project.meetingIdx)).map((row) => row.recipientIdx).sort();
    expect(toldOfProject).toEqual([lab.owner, lab.writer, lab.reader].map((m) => m.memberIdx).sort());
    const item = (await inbox(lab.reader)).items.find((i) => i.subject.idx === project.meetingIdx);
    expect(item).toMatchObject({
      kind: "meetingScheduled",
      subject: { type: "meeting", title: "Project meeting" },
      link: `/meeting?meetingIdx=${project.meetingIdx}`,
    });
    expect((await inbox(lab.bystander)).items.some((i) => i.subject.idx === project.meetingIdx)).toBe(false);
  });

  it("tells the assignee of an action item when the meeting ends", async () => {
    const { meetingIdx } = await schedule(null);
    const peer = connectDocument(app, documentName.meeting(meetingIdx), lab.owner.token);
    try {
      await peer.synced();
      peer.doc.getMap(meetingDoc.actions).set("n-1", {
        id: "n-1",
        text: "Order more palladium",
        assigneeIdx: lab.writer.memberIdx,
        dueDate: null,
        createdAt: 1,
      });
      await waitFor(
        () => handled.some((message) => message.bytes.includes("Order more palladium")),
        "the action was handled",
      );
    } finally {
      peer.destroy();
    }
    ok(await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }));
    expect(await sent("actionAssigned", meetingIdx)).toEqual([
      {
        recipientIdx: lab.writer.memberIdx,
        actorIdx: lab.manager.memberIdx,
        subjectType: "meeting",
        link: `/meeting?meetingIdx=${meetingIdx}`,
      },
    ]);
  });

  it("tells the members its minutes mention when a project meeting ends, only those who may join it", async () => {
    const { meetingIdx } = await schedule(lab.projectIdx);
    const peer = connectDocument(app, documentName.meeting(meetingIdx), lab.owner.token);
    try {
      await peer.synced();
      const fragment = peer.doc.getXmlFragment(meetingDoc.minutes);
      peer.doc.transact(() => {
        const paragraph = new Y.XmlElement("paragraph");
        const mention = (m: TestMember) => {
          const node = new Y.XmlElement(bookMention.node);
          node.setAttribute(bookMention.idAttr, String(m.memberIdx));
          node.setAttribute(bookMention.nameAttr, `${m.input.firstName} ${m.input.lastName}`);
          return node;
        };
        // The bystander is in the group but not the project: the record is not theirs to read.
        paragraph.insert(0, [
          mention(lab.writer),
          new Y.XmlText(" and "),
          mention(lab.bystander),
          new Y.XmlText(" run the HPLC"),
        ]);
        fragment.insert(0, [paragraph]);
      });
      await waitFor(
        () => handled.some((message) => message.bytes.includes("run the HPLC")),
        "the minutes were handled",
      );
    } finally {
      peer.destroy();
    }
    ok(await app.call<Result<Meeting>>("POST", `/api/meeting/${meetingIdx}/end.do`, { token: lab.manager.token }));
    expect(await sent("minutesMention", meetingIdx)).toEqual([
      {
        recipientIdx: lab.writer.memberIdx,
        actorIdx: null,
        subjectType: "meeting",
        link: `/meeting?meetingIdx=${meetingIdx}`,
      },
    ]);
    const mentions = ok(
      await app.call<Result<NotificationList>>("GET", "/api/notification/list.do?kind=mentions", {
        token: lab.writer.token,
      }),
    );
    expect(mentions.items.find((item) => item.subject.idx === meetingIdx)?.kind).toBe("minutesMention");
  });
});

describe("notifications of notices and proposals", () => {
  it("tells a group notice's audience, not its writer nor other groups, with a link to the notice", async () => {
    const notice = ok(
      await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
        token: lab.manager.token,
        body: { groupIdx: lab.groupIdx, title: "Fume hood check", content: richText("Friday 10:00"), pinned: false },
      }),
    );
    const told = (await sent("noticePublished", notice.noticeIdx)).map((row) => row.recipientIdx).sort();
    expect(told).toEqual([lab.owner, lab.writer, lab.reader, lab.bystander].map((m) => m.memberIdx).sort());
    const item = (await inbox(lab.reader)).items.find((i) => i.kind === "noticePublished");
    expect(item).toMatchObject({
      subject: { type: "notice", idx: notice.noticeIdx, title: "Fume hood check" },
      link: `/notice/${notice.noticeIdx}`,
    });
  });

  it("tells every active member of an installation notice", async () => {
    const notice = ok(
      await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
        token: lab.admin.token,
        body: { title: "Power cut on Sunday", content: richText("All day"), pinned: false },
      }),
    );
    const told = new Set((await sent("noticePublished", notice.noticeIdx)).map((row) => row.recipientIdx));
    expect(told.has(lab.admin.memberIdx)).toBe(false);
    for (const m of [lab.manager, lab.owner, lab.outsider]) expect(told.has(m.memberIdx)).toBe(true);
  });

  it("tells a member mentioned in a comment on a notice or a board post, and a thread's author of a reply, with a link to the comment", async () => {
    const mention = (m: TestMember) => `@[${m.input.firstName} ${m.input.lastName}](${m.memberIdx})`;
    const notice = ok(
      await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
        token: lab.manager.token,
        body: { groupIdx: lab.groupIdx, title: "Solvent waste pickup", content: richText("Tuesday"), pinned: false },
      }),
    );
    const post = ok(
      await app.call<Result<BoardPost>>("POST", "/api/board/create.do", {
        token: lab.writer.token,
        body: {
          groupIdx: lab.groupIdx,
          title: "Spare TLC plates?",
          category: boardCategories[0],
          content: richText("Anyone?"),
        },
      }),
    );
    for (const [area, idx, type] of [
      ["notice", notice.noticeIdx, "notice"],
      ["board", post.boardIdx, "board"],
    ] as const) {
      const said = ok(
        await app.call<Result<Comment>>("POST", `/api/${area}/${idx}/comment.do`, {
          token: lab.owner.token,
          body: { content: `${mention(lab.reader)} can you check this?` },
        }),
      );
      const ofThis = async (kind: NotificationKind) =>
        (await sent(kind, idx)).filter((row) => row.subjectType === type);
      expect(await ofThis("commentMention")).toEqual([
        {
          recipientIdx: lab.reader.memberIdx,
          actorIdx: lab.owner.memberIdx,
          subjectType: type,
          link: `/${area}/experimentComment/${idx}/${said.lcmIdx}`,
        },
      ]);
      ok(
        await app.call<Result<Comment>>("POST", `/api/${area}/${idx}/comment.do`, {
          token: lab.bystander.token,
          body: { content: "Done on Monday.", parentIdx: said.lcmIdx },
        }),
      );
      expect((await ofThis("commentReply")).map((row) => row.recipientIdx)).toEqual([lab.owner.memberIdx]);
    }
    // The mention shows with the post's title while the reader may read it.
    const item = (await inbox(lab.reader)).items.find((i) => i.kind === "commentMention" && i.subject.type === "board");
    expect(item?.subject).toEqual({ type: "board", idx: post.boardIdx, title: "Spare TLC plates?" });
  });

  it("tells the readers a notice or a board post mentions, once, instead of 'published', and nobody else", async () => {
    const mentioning = (text: string, ...named: TestMember[]): RichTextDoc => ({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            ...named.map((m) => ({
              type: "mention" as const,
              attrs: { memberIdx: m.memberIdx, name: `${m.input.firstName} ${m.input.lastName}` },
            })),
            { type: "text" as const, text },
          ],
        },
      ],
    });
    // The outsider is in another group: not a reader of this group's notice.
    const notice = ok(
      await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
        token: lab.manager.token,
        body: {
          groupIdx: lab.groupIdx,
          title: "Glovebox rota",
          content: mentioning(" first week", lab.reader, lab.outsider),
          pinned: false,
        },
      }),
    );
    expect((await sent("postMention", notice.noticeIdx)).filter((row) => row.subjectType === "notice")).toEqual([
      {
        recipientIdx: lab.reader.memberIdx,
        actorIdx: lab.manager.memberIdx,
        subjectType: "notice",
        link: `/notice/${notice.noticeIdx}`,
      },
    ]);
    const published = (await sent("noticePublished", notice.noticeIdx)).map((row) => row.recipientIdx);
    expect(published).not.toContain(lab.reader.memberIdx);
    expect(published).toContain(lab.writer.memberIdx);
    // An edit tells those it newly mentions only.
    ok(
      await app.call<Result<Notice>>("PUT", `/api/notice/${notice.noticeIdx}.do`, {
        token: lab.manager.token,
        body: {
          title: "Glovebox rota",
          content: mentioning(" and second week", lab.reader, lab.bystander),
          pinned: false,
        },
      }),
    );
    expect(
      (await sent("postMention", notice.noticeIdx))
        .filter((row) => row.subjectType === "notice")
        .map((row) => row.recipientIdx),
    ).toEqual([lab.reader.memberIdx, lab.bystander.memberIdx]);

    const post = ok(
      await app.call<Result<BoardPost>>("POST", "/api/board/create.do", {
        token: lab.writer.token,
        body: {
          groupIdx: lab.groupIdx,
          title: "Column help",
          category: boardCategories[0],
          content: mentioning(" any tips?", lab.owner),
        },
      }),
    );
    expect((await sent("postMention", post.boardIdx)).filter((row) => row.subjectType === "board")).toEqual([
      {
        recipientIdx: lab.owner.memberIdx,
        actorIdx: lab.writer.memberIdx,
        subjectType: "board",
        link: `/board/experiment/${post.boardIdx}`,
      },
    ]);
    const shown = ok(
      await app.call<Result<BoardPost>>("GET", `/api/board/${post.boardIdx}.do`, { token: lab.owner.token }),
    );
    expect(shown.content).toEqual(mentioning(" any tips?", lab.owner));
  });

  it("tells a proposal's author that it was answered", async () => {
    const proposal = ok(
      await app.call<Result<Proposal>>("POST", "/api/proposal/create.do", {
        token: lab.reader.token,
        body: { subject: "A second balance", category: "FEATURE", content: "The queue is long." },
      }),
    );
    ok(
      await app.call<Result<Proposal>>("PUT", `/api/proposal/${proposal.proposalIdx}/answer.do`, {
        token: lab.admin.token,
        body: { status: "DONE", answer: "Ordered." },
      }),
    );
    expect(await sent("proposalAnswered", proposal.proposalIdx)).toEqual([
      {
        recipientIdx: lab.reader.memberIdx,
        actorIdx: lab.admin.memberIdx,
        subjectType: "proposal",
        link: `/community/proposal?proposalIdx=${proposal.proposalIdx}`,
      },
    ]);
    const item = (await inbox(lab.reader)).items.find((i) => i.kind === "proposalAnswered");
    expect(item?.subject.title).toBe("A second balance");
  });
});

describe("notifications of purchasing", () => {
  const acetone = { name: "Acetone", casNo: "67-64-1", grade: "99.5", packSize: 1, packUnit: "L" as const };
  let supplierIdx: number;

  beforeAll(async () => {
    supplierIdx = (await addSupplier(app, lab.manager.token, lab.groupIdx, "Daejung Chemicals", null)).supplierIdx;
  });

  const createOrder = async (member: TestMember) =>
    ok(
      await app.call<Result<Order>>("POST", "/api/order/create.do", {
        token: member.token,
        body: {
          groupIdx: lab.groupIdx,
          supplierIdx,
          items: [{ ...acetone, quantity: 2, unitPrice: 25000 }],
          currency: "KRW",
          budgetCode: "NRF-2026-001",
        },
      }),
    );
  const move = async (member: TestMember, orderIdx: number, status: string, reason?: string) =>
    ok(
      await app.call<Result<Order>>("PUT", `/api/order/${orderIdx}/status.do`, {
        token: member.token,
        body: { status, reason },
      }),
    );
  const kindsFor = async (m: TestMember, orderIdx: number) =>
    (await inbox(m)).items.filter((i) => i.subject.type === "order" && i.subject.idx === orderIdx).map((i) => i.kind);

  it("tells the group's managers an order waits for approval, and its requester each step after", async () => {
    const order = await createOrder(lab.writer);
    expect(await sent("orderAwaitingApproval", order.orderIdx)).toEqual([
      {
        recipientIdx: lab.manager.memberIdx,
        actorIdx: lab.writer.memberIdx,
        subjectType: "order",
        link: `/order?groupIdx=${lab.groupIdx}&orderIdx=${order.orderIdx}`,
      },
    ]);
    await move(lab.manager, order.orderIdx, "APPROVED");
    await move(lab.manager, order.orderIdx, "ORDERED");
    const orderItemIdx = order.items[0]?.orderItemIdx ?? 0;
    ok(
      await app.call<Result<unknown>>("POST", `/api/order/${order.orderIdx}/receive.do`, {
        token: lab.manager.token,
        body: { items: [{ orderItemIdx, quantity: 2, location: "Cabinet B-2" }] },
      }),
    );
    expect(await kindsFor(lab.writer, order.orderIdx)).toEqual(["orderReceived", "orderOrdered", "orderApproved"]);
    expect(await kindsFor(lab.manager, order.orderIdx)).toEqual(["orderAwaitingApproval"]);
    const item = (await inbox(lab.writer)).items.find((i) => i.kind === "orderApproved");
    expect(item?.subject.title).toBe("Daejung Chemicals");
    expect(item?.link).toBe(`/order?groupIdx=${lab.groupIdx}&orderIdx=${order.orderIdx}`);

    const second = await createOrder(lab.writer);
    await move(lab.manager, second.orderIdx, "REJECTED", "Over budget");
    expect(await kindsFor(lab.writer, second.orderIdx)).toEqual(["orderRejected"]);
  });

  it("tells nobody of what they did themselves (a manager ordering for themselves)", async () => {
    const order = await createOrder(lab.manager);
    await move(lab.manager, order.orderIdx, "APPROVED");
    expect(await sent("orderAwaitingApproval", order.orderIdx)).toEqual([]);
    expect(await sent("orderApproved", order.orderIdx)).toEqual([]);
  });

  it("tells the requester when a supplier answers the quotation request", async () => {
    const created = await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [supplierIdx]));
    const token = tokenOf(created.manualLinks[0]?.url ?? "");
    const view = ok(await app.call<Result<QuotationReplyView>>("GET", `/api/quotation/reply/${token}.do`));
    const items = view.items.map((item) => ({
      quotationItemIdx: item.quotationItemIdx,
      unitPrice: 1000,
      currency: "KRW",
      leadTimeDays: 1,
      available: true,
      validUntil: null,
    }));
    ok(await app.call<Result<unknown>>("POST", `/api/quotation/reply/${token}.do`, { body: { items } }));
    expect(await sent("quotationAnswered", created.quotationIdx)).toEqual([
      {
        recipientIdx: lab.writer.memberIdx,
        actorIdx: null,
        subjectType: "quotation",
        link: `/quotation/${created.quotationIdx}`,
      },
    ]);
    const item = (await inbox(lab.writer)).items.find((i) => i.kind === "quotationAnswered");
    expect(item).toMatchObject({ actor: null, subject: { title: "염화나트륨" } });
  });
});
