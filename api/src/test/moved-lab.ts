// A lab's data written through the real api, the scripts that move it run as `npm run` runs them,
// and the checks that E-Note, started afresh where the data was moved to (a restored dump, an
// imported earlier database), finds all of it over HTTP. Imported whole (`import * as movedLab`),
// like a service, so its names are short: movedLab.write, movedLab.start.
import { execFile } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, max } from "drizzle-orm";
import { expect } from "vitest";
import type {
  Group,
  InventoryItem,
  InventoryPage,
  LabBookDetail,
  LabBookPage,
  Project,
  TokenPair,
} from "@enote/shared";
import { readEnv } from "../env";
import { openDatabase } from "../db/client";
import { labBooks, members } from "../db/schema";
import { startServer } from "../server";
import { addItem, ethanol } from "../inventory/fixtures";
import type { CallOptions, TestApp } from "./harness";
import { ok, signUpTestMember, type Result } from "./factories";
import { buildLab, connectPeer, createLabBook, sectionText, typeParagraph, waitFor } from "./labbooks";

// The group and project buildLab writes; a test of the moved bytes may look for the project's name.
const groupName = "Organic Synthesis Lab";
export const projectName = "Suzuki coupling";
const title = "Suzuki coupling of 4-bromoanisole";
/** Typed into the lab book; "tetrakis" finds it by a word of its text. */
const procedure = "Degassed the toluene, then added tetrakis(triphenylphosphine)palladium under argon.";

/** What `write` wrote, and who signs in to find it (the project's WRITER). */
export interface WrittenLab {
  memberId: string;
  password: string;
  groupIdx: number;
  lbIdx: number;
  /** Ethanol, and toluene under its Korean name 톨루엔. */
  items: InventoryItem[];
  /** New members must be numbered after this one. */
  maxMemberIdx: number;
  /** A second book signed off before the move (the release-0033 lab's; today's write() has none). */
  completed?: CompletedBook;
}

/** The title the release-0033 writer gave its completed book. */
export const completedTitle = "Signed before the upgrade";

/** A book written, drawn in, commented on, ended and completed by an earlier release. */
export interface CompletedBook {
  lbIdx: number;
  memoIdx: number;
  lcmIdx: number;
  /** Typed in its result section. */
  text: string;
  /** The owner's comment. */
  comment: string;
  ownerId: string;
  ownerPassword: string;
}

/**
 * Writes a lab as its members would (buildLab's members, group and project, a lab book with text
 * typed through a collab provider, two inventory items), then stops the app's server: a stop stores
 * every open document. The app's database stays open, to be dumped or copied.
 */
export async function write(app: TestApp): Promise<WrittenLab> {
  const lab = await buildLab(app);
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx, title);
  const peer = connectPeer(app, book.lbIdx, lab.writer.token);
  try {
    await peer.synced();
    typeParagraph(peer.doc, "procedure", procedure);
    await waitFor(() => peer.messages.some((message) => message.type === "saved"), "the typed text saved");
  } finally {
    peer.destroy();
  }
  // The book's search text is projected after the store commits (an outbox job): the lab is written
  // once lists can find it, as they could before a move.
  await waitFor(async () => {
    await app.server.ctx.outbox.drain();
    const [row] = await app.database.db
      .select({ plainText: labBooks.plainText })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, book.lbIdx));
    return row?.plainText.includes("tetrakis") ?? false;
  }, "the book's text projected for search");
  const toluene = ethanol(lab.groupIdx, {
    name: "톨루엔",
    nameEn: "Toluene",
    casNo: "108-88-3",
    smiles: "Cc1ccccc1",
    formula: "C7H8",
    molWeight: 92.14,
  });
  const items = [
    await addItem(app, lab.writer.token, ethanol(lab.groupIdx)),
    await addItem(app, lab.owner.token, toluene),
  ];
  await app.server.close();
  const [last] = await app.database.db.select({ memberIdx: max(members.memberIdx) }).from(members);
  return {
    memberId: lab.writer.input.memberId,
    password: lab.writer.input.password,
    groupIdx: lab.groupIdx,
    lbIdx: book.lbIdx,
    items,
    maxMemberIdx: last?.memberIdx ?? 0,
  };
}

/** A new directory the embedded server's system user may enter (tests run as root); the caller removes it. */
export async function makeDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** Runs an api script as `npm run` does: through tsx from the repository root, on `env`'s DATABASE_URL only. */
export function runScript(
  script: URL,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", fileURLToPath(script), ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: "", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * E-Note (api and collab) as `npm start` runs it: on `databaseUrl`'s database when given (as with
 * DATABASE_URL), else on the embedded server of `dataDir`.
 */
export async function start(where: { dataDir: string; databaseUrl?: string }): Promise<TestApp> {
  const env = readEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    ENOTE_DATA_DIR: where.dataDir,
    ENOTE_SERVICES: "api,collab",
    LOG_LEVEL: "silent",
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
  });
  // Opened here rather than by the server, so the checks get a whole TestApp.
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.ENOTE_DATA_DIR });
  const server = await startServer({ env, database });
  const call = async <T>(method: string, urlPath: string, options: CallOptions = {}) => {
    const response = await fetch(server.url + urlPath, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    server,
    database,
    url: server.url,
    call,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

/** The lab's member signs in with the password they set before the move; resolves with their token. */
export async function signIn(app: TestApp, lab: WrittenLab): Promise<string> {
  const body = { memberId: lab.memberId, password: lab.password };
  const result = await app.call<Result<TokenPair>>("POST", "/api/oauth/authorize.do", { body });
  expect(result.status).toBe(200);
  return ok(result).accessToken;
}

export async function expectGroupAndProject(app: TestApp, lab: WrittenLab, token: string): Promise<void> {
  const groups = ok(await app.call<Result<Group[]>>("GET", "/api/group/list.do", { token }));
  expect(groups.map((group) => group.groupName)).toEqual([groupName]);
  const projects = ok(
    await app.call<Result<Project[]>>("GET", `/api/project/list.do?groupIdx=${lab.groupIdx}`, { token }),
  );
  expect(projects.map((project) => project.name)).toEqual([projectName]);
}

/** The lab books are listed by their titles (newest first), and the first found by a word of its text. */
export async function expectLabBookListed(app: TestApp, lab: WrittenLab, token: string): Promise<void> {
  const listed = ok(await app.call<Result<LabBookPage>>("GET", "/api/labbook/list.do", { token }));
  const completed = lab.completed ? [[lab.completed.lbIdx, completedTitle]] : [];
  expect(listed.items.map((book) => [book.lbIdx, book.title])).toEqual([...completed, [lab.lbIdx, title]]);
  const found = ok(await app.call<Result<LabBookPage>>("GET", "/api/labbook/list.do?q=tetrakis", { token }));
  expect(found.items.map((book) => book.lbIdx)).toEqual([lab.lbIdx]);
}

export async function expectTextReadBack(app: TestApp, lab: WrittenLab, token: string): Promise<void> {
  const peer = connectPeer(app, lab.lbIdx, token);
  try {
    expect(await peer.authentication).toBe("authenticated");
    await peer.synced();
    expect(sectionText(peer.doc, "procedure")).toBe(procedure);
  } finally {
    peer.destroy();
  }
}

/** Both items are listed, and toluene is found by a fragment of its Korean name and by its English one. */
export async function expectItemsFound(app: TestApp, lab: WrittenLab, token: string): Promise<void> {
  const list = `/api/inventory/list.do?groupIdx=${lab.groupIdx}`;
  const listed = ok(await app.call<Result<InventoryPage>>("GET", list, { token }));
  expect(listed.items.map((item) => item.name).sort()).toEqual(lab.items.map((item) => item.name).sort());
  for (const q of ["톨루", "toluene"]) {
    const found = ok(await app.call<Result<InventoryPage>>("GET", `${list}&q=${encodeURIComponent(q)}`, { token }));
    expect(found.items.map((item) => item.name)).toEqual(["톨루엔"]);
  }
}

/** The sequences moved with the rows: a new member, item and lab book are numbered after the moved ones. */
export async function expectNewRowsAfter(app: TestApp, lab: WrittenLab, token: string): Promise<void> {
  const member = await signUpTestMember(app);
  expect(member.memberIdx).toBeGreaterThan(lab.maxMemberIdx);
  const item = await app.call<Result<InventoryItem>>("POST", "/api/inventory/item.do", {
    token,
    body: ethanol(lab.groupIdx),
  });
  expect(item.status).toBe(201);
  const lastPin = Math.max(...lab.items.map((moved) => Number(moved.pinNo.slice(1))));
  expect(Number(ok(item).pinNo.slice(1))).toBe(lastPin + 1);
  const projects = ok(
    await app.call<Result<Project[]>>("GET", `/api/project/list.do?groupIdx=${lab.groupIdx}`, { token }),
  );
  const book = await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
    token,
    body: { projectIdx: projects[0]?.projectIdx, title: "Workup" },
  });
  expect(book.status).toBe(201);
  expect(ok(book).lbIdx).toBeGreaterThan(lab.lbIdx);
}
