import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import * as Y from "yjs";
import { bookMention, labBookDoc, type NotificationList } from "@enote/shared";
import { notifications, outboxJobs } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { sectionText } from "../history/content";
import { projectContent } from "../labbook/content";
import {
  buildLab,
  connectPeer,
  createLabBook,
  durableDoc,
  typeParagraph,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";

/*
 * Issue 35, mentions in a lab book's text: a stored text that newly mentions a member who may
 * read the book tells them once; storing it again tells nobody; a non-reader is told nothing.
 */

let app: TestApp;
let lab: Lab;
const peers: Peer[] = [];

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});

afterEach(() => {
  while (peers.length > 0) peers.pop()?.destroy();
});

afterAll(async () => {
  await app?.close();
});

/** A paragraph "Ask @Name about the NMR", the mention as the editor's node writes it in Yjs. */
function typeMention(doc: Y.Doc, member: TestMember, name: string): void {
  const fragment = doc.getXmlFragment(labBookDoc.section("procedure"));
  doc.transact(() => {
    const paragraph = new Y.XmlElement("paragraph");
    const mention = new Y.XmlElement(bookMention.node);
    mention.setAttribute(bookMention.idAttr, String(member.memberIdx));
    mention.setAttribute(bookMention.nameAttr, name);
    paragraph.insert(0, [new Y.XmlText("Ask "), mention, new Y.XmlText(" about the NMR")]);
    fragment.insert(fragment.length, [paragraph]);
  });
}

const mentionJobsOf = (lbIdx: number) =>
  and(eq(outboxJobs.kind, "labbook.project"), sql`${outboxJobs.payload}->>'lbIdx' = ${String(lbIdx)}`);

/** Waits until the server stored the edit and `stores` projection jobs of the book (which read it for mentions) have run. */
async function storedAndRead(editor: Peer, lbIdx: number, stores: number): Promise<void> {
  await waitFor(() => !editor.provider.hasUnsyncedChanges, "the server to take the edit");
  await waitFor(async () => {
    await app.server.ctx.outbox.drain();
    const done = await app.database.db
      .select()
      .from(outboxJobs)
      .where(and(mentionJobsOf(lbIdx), isNotNull(outboxJobs.doneAt)));
    return done.length >= stores;
  }, "the stored text to be read for mentions");
}

async function mentioned(lbIdx: number) {
  return app.database.db
    .select({ recipientIdx: notifications.recipientIdx, actorIdx: notifications.actorIdx, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.kind, "bookMention"), eq(notifications.subjectIdx, lbIdx)));
}

describe("mentions in a lab book's text", () => {
  it("tells a mentioned reader once; storing again or a non-reader's mention tells nobody", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Suzuki coupling, run 4");
    const editor = connectPeer(app, lbIdx, lab.writer.token);
    peers.push(editor);
    await editor.synced();

    typeMention(editor.doc, lab.reader, "Linus Pauling");
    // The bystander is in the group but not the project: may not read the book.
    typeMention(editor.doc, lab.bystander, "Someone Else");
    await storedAndRead(editor, lbIdx, 1);
    expect(await mentioned(lbIdx)).toEqual([
      {
        recipientIdx: lab.reader.memberIdx,
        actorIdx: lab.writer.memberIdx,
        link: `/labBook/experiment/${lbIdx}?focus=mention`,
      },
    ]);

    typeParagraph(editor.doc, "procedure", "Degassed the solvent twice.");
    typeMention(editor.doc, lab.reader, "Linus Pauling");
    await storedAndRead(editor, lbIdx, 2);
    expect(await mentioned(lbIdx)).toHaveLength(1);
  });

  it("shows a mention as @Name in the book's plain text and its version history text", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Grignard, run 9");
    const editor = connectPeer(app, lbIdx, lab.writer.token);
    peers.push(editor);
    await editor.synced();
    typeMention(editor.doc, lab.owner, "Rosalind Franklin");
    await storedAndRead(editor, lbIdx, 1);
    const stored = await durableDoc(app, lbIdx);
    expect(projectContent(stored).plainText).toBe("Ask @Rosalind Franklin about the NMR");
    expect(sectionText(stored.getXmlFragment(labBookDoc.section("procedure")))).toBe(
      "Ask @Rosalind Franklin about the NMR",
    );
  });

  it("lists book-text and comment mentions under the mentions filter, and nothing else", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Heck reaction, run 2");
    const said = (content: string) =>
      app.call<Result<unknown>>("POST", `/api/labbook/${lbIdx}/comment.do`, {
        token: lab.writer.token,
        body: { content },
      });
    // Watching, the reader is told of every comment: a comment without a mention is not a mention.
    ok(await app.call<Result<unknown>>("POST", `/api/labbook/${lbIdx}/watch.do`, { token: lab.reader.token }));
    ok(
      await said(
        `@[${lab.reader.input.firstName} ${lab.reader.input.lastName}](${lab.reader.memberIdx}) check the yield`,
      ),
    );
    ok(await said("Filtered through Celite."));
    const editor = connectPeer(app, lbIdx, lab.writer.token);
    peers.push(editor);
    await editor.synced();
    typeMention(editor.doc, lab.reader, "Linus Pauling");
    await storedAndRead(editor, lbIdx, 1);

    const list = async (query: string) =>
      ok(
        await app.call<Result<NotificationList>>("GET", `/api/notification/list.do${query}`, {
          token: lab.reader.token,
        }),
      )
        .items.filter((item) => item.subject.idx === lbIdx)
        .map((item) => item.kind);
    expect((await list("")).sort()).toEqual(["bookMention", "commentMention", "commentOnBook"]);
    expect((await list("?kind=mentions")).sort()).toEqual(["bookMention", "commentMention"]);
    expect(await list("?kind=bookMention")).toEqual(["bookMention"]);
  });
});
