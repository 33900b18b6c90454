import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import {
  collabPath,
  documentName,
  labBookDoc,
  parseCollabMessage,
  type CollabServerMessage,
  type LabBookDetail,
  type LabBookSection,
  type LabBookShareResult,
  type ProjectLevel,
} from "@enote/shared";
import type { CollabServer } from "@enote/collab-server";
import { docFromUpdates, storedUpdates } from "../documents";
import { testPassword, type TestApp } from "./harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setLevel,
  setRoleInDb,
  signUpTestMember,
  type Result,
  type TestMember,
} from "./factories";

/**
 * A lab: a group whose manager is not in its project, the project's OWNER, WRITER and READER, a
 * group member outside the project, and a member of another group only. `admin` is the
 * installation's first member.
 */
export interface Lab {
  admin: TestMember;
  manager: TestMember;
  owner: TestMember;
  writer: TestMember;
  reader: TestMember;
  bystander: TestMember;
  outsider: TestMember;
  groupIdx: number;
  projectIdx: number;
}

/** Builds a lab over HTTP. Call it once per app: its first member becomes the administrator. */
export async function buildLab(app: TestApp): Promise<Lab> {
  const admin = await signUpTestMember(app);
  const manager = await signUpTestMember(app, { firstName: "Dmitri", lastName: "Mendeleev" });
  const otherManager = await signUpTestMember(app);
  for (const m of [manager, otherManager]) await setRoleInDb(app, m.memberIdx, "MANAGER");
  const owner = await signUpTestMember(app, { firstName: "Rosalind", lastName: "Franklin" });
  const writer = await signUpTestMember(app, { firstName: "Akira", lastName: "Suzuki" });
  const reader = await signUpTestMember(app, { firstName: "Linus", lastName: "Pauling" });
  const bystander = await signUpTestMember(app);
  const outsider = await signUpTestMember(app);
  const group = await createGroup(app, manager.token, "Organic Synthesis Lab");
  const code = await codeOf(app, group.groupIdx);
  for (const m of [owner, writer, reader, bystander]) await joinGroup(app, m.token, code);
  const other = await createGroup(app, otherManager.token, "Other Lab");
  await joinGroup(app, outsider.token, await codeOf(app, other.groupIdx));
  const project = await createProject(app, manager.token, group.groupIdx, { name: "Suzuki coupling" });
  await setLevel(app, manager.token, project.projectIdx, owner.memberIdx, "OWNER");
  await setLevel(app, manager.token, project.projectIdx, writer.memberIdx, "WRITER");
  await setLevel(app, manager.token, project.projectIdx, reader.memberIdx, "READER");
  ok(
    await app.call<Result<unknown>>("DELETE", `/api/project/${project.projectIdx}/member/${manager.memberIdx}.do`, {
      token: manager.token,
    }),
  );
  return {
    admin,
    manager,
    owner,
    writer,
    reader,
    bystander,
    outsider,
    groupIdx: group.groupIdx,
    projectIdx: project.projectIdx,
  };
}

export async function createLabBook(
  app: TestApp,
  token: string,
  projectIdx: number,
  title = "Suzuki coupling of 4-bromoanisole",
): Promise<LabBookDetail> {
  return ok(
    await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token, body: { projectIdx, title } }),
  );
}

/**
 * Moves a book's status. END and COMPLETE are signatures: the test member's password is sent
 * unless `signing` says otherwise (a wrong one, none at all, a meaning).
 */
export async function putStatus(
  app: TestApp,
  token: string,
  lbIdx: number,
  status: string,
  signing: { password?: string | null; meaning?: string } = {},
) {
  const password = signing.password === undefined ? testPassword : (signing.password ?? undefined);
  const body = { status, password, meaning: signing.meaning };
  return app.call<Result<LabBookDetail>>("PUT", `/api/labbook/${lbIdx}/status.do`, { token, body });
}

/** Ends a book as its writer and completes it as a project OWNER: the frozen record. */
export async function completeBook(app: TestApp, writerToken: string, ownerToken: string, lbIdx: number) {
  ok(await putStatus(app, writerToken, lbIdx, "END"));
  ok(await putStatus(app, ownerToken, lbIdx, "COMPLETE"));
}

/** Makes a book public (as `token`, who may share it) and answers its link's key. */
export async function publicShareKey(app: TestApp, token: string, lbIdx: number): Promise<string> {
  const shared = ok(
    await app.call<Result<LabBookShareResult>>("PUT", `/api/labbook/${lbIdx}/share.do`, {
      token,
      body: { sharePermission: "PUBLIC" },
    }),
  );
  return new URL(shared.shareUrl ?? "").searchParams.get("key") ?? "";
}

export async function changeLevel(app: TestApp, lab: Lab, member: TestMember, level: ProjectLevel): Promise<void> {
  await setLevel(app, lab.manager.token, lab.projectIdx, member.memberIdx, level);
}

/** A real provider on the app's collab socket, with every collab message it receives. */
export interface Peer {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  messages: CollabServerMessage[];
  /** "authenticated", or the reason authentication failed. */
  authentication: Promise<string>;
  /** The close event's reason once the server closed the connection. */
  closed: Promise<string>;
  synced(): Promise<void>;
  destroy(): void;
}

export function connectPeer(app: TestApp, lbIdx: number, token: string, doc = new Y.Doc()): Peer {
  return connectDocument(app, documentName.labbook(lbIdx), token, doc);
}

/** A real provider on the app's collab socket for any document (a lab book's memo, …). */
export function connectDocument(app: TestApp, name: string, token: string, doc = new Y.Doc()): Peer {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.url.replace("http", "ws")}${collabPath}`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    token,
  });
  const messages: CollabServerMessage[] = [];
  provider.on("stateless", ({ payload }: { payload: string }) => {
    const message = parseCollabMessage(payload);
    if (message) messages.push(message);
  });
  const authentication = new Promise<string>((resolve) => {
    provider.on("authenticated", () => resolve("authenticated"));
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => resolve(reason));
  });
  const closed = new Promise<string>((resolve) => {
    provider.on("close", ({ event }: { event: { reason?: string } }) => resolve(event.reason ?? ""));
  });
  // Providers given an explicit websocketProvider are not attached automatically.
  provider.attach();
  return {
    doc,
    provider,
    messages,
    authentication,
    closed,
    synced: () =>
      provider.isSynced
        ? Promise.resolve()
        : new Promise<void>((resolve) => provider.on("synced", ({ state }: { state: boolean }) => state && resolve())),
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Types `text` as a new paragraph at the end of a section, as the editor's Y.XmlFragment binding would. */
export function typeParagraph(doc: Y.Doc, section: LabBookSection, text: string): void {
  const fragment = doc.getXmlFragment(labBookDoc.section(section));
  doc.transact(() => {
    const paragraph = new Y.XmlElement("paragraph");
    paragraph.insert(0, [new Y.XmlText(text)]);
    fragment.insert(fragment.length, [paragraph]);
  });
}

/** The text of a section, paragraphs joined by newlines. */
export function sectionText(doc: Y.Doc, section: LabBookSection): string {
  return doc
    .getXmlFragment(labBookDoc.section(section))
    .toArray()
    .map((node) =>
      node instanceof Y.XmlElement
        ? node
            .toArray()
            .map((child) => (child instanceof Y.XmlText ? child.toString() : ""))
            .join("")
        : "",
    )
    .join("\n");
}

/** What the database holds of a document, read back from collab_documents and collab_updates. */
export async function durableDoc(app: TestApp, lbIdx: number): Promise<Y.Doc> {
  return durableDocument(app, documentName.labbook(lbIdx));
}

/**
 * The same for any document by its name: its stored state and update log read in one statement
 * (storedUpdates), so a store that compacts the log meanwhile cannot make the read miss what moved
 * from the log into the state (two reads could see the state before and the log after).
 */
export async function durableDocument(app: TestApp, name: string): Promise<Y.Doc> {
  return docFromUpdates(await storedUpdates(app.database.db, name));
}

/**
 * Records every client message the app's collab server has finished handling (applied, or dropped
 * for a read-only connection), with its sender's name: a barrier for "the server saw my edit".
 */
export function recordHandled(app: TestApp): Array<{ actorName: string; bytes: Buffer }> {
  const collab = app.server.ctx.collab;
  if (!collab) throw new Error("the test app runs no collab service");
  const handled: Array<{ actorName: string; bytes: Buffer }> = [];
  const recorder: CollabServer["hocuspocus"]["configuration"]["extensions"][number] = {
    extensionName: "test-recorder",
    async afterHandleMessage({ context, update }) {
      const actor = (context as { actor?: { name?: string } }).actor;
      handled.push({ actorName: actor?.name ?? "", bytes: Buffer.from(update) });
    },
  };
  collab.hocuspocus.configuration.extensions.push(recorder);
  return handled;
}

/** The text of the app's live (in-memory) copy of a lab book, or null when it is not loaded. */
export function liveDoc(app: TestApp, lbIdx: number): Y.Doc | null {
  return app.server.ctx.collab?.hocuspocus.documents.get(documentName.labbook(lbIdx)) ?? null;
}
