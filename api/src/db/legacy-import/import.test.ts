import { execFile } from "node:child_process";
import { chmod, cp, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import {
  collabPath,
  documentName,
  type Group,
  type InventoryItem,
  type InventoryPage,
  type LabBookDetail,
  type LabBookPage,
  type Project,
  type TokenPair,
} from "@enote/shared";
import { readEnv } from "../../env";
import { startServer, type RunningServer } from "../../server";
import { startTestApp } from "../../test/harness";
import { createTestDatabase, dropTestDatabase } from "../../test/databases";
import { buildLab, connectPeer, createLabBook, sectionText, typeParagraph, waitFor } from "../../test/labbooks";
import { addItem, ethanol } from "../../inventory/fixtures";
import { importDataDir, importPgliteDir, type ImportCounts } from "./import";
import { loadDump } from "./load";
import { writeOldDatabase, type Row } from "./old-database";
import { importReport } from "./report";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
const repoRoot = path.resolve(path.dirname(cli), "../../../..");

const title = "Suzuki coupling of 4-bromoanisole";
const procedure = "Degassed the toluene, then added tetrakis(triphenylphosphine)palladium under argon.";
const groupName = "Organic Synthesis Lab";
const projectName = "Suzuki coupling";

/** What the earlier E-Note held, and who signs in to find it. */
let old: {
  dir: string;
  counts: ImportCounts;
  memberId: string;
  password: string;
  groupIdx: number;
  lbIdx: number;
  itemNames: string[];
  pinNos: string[];
};
const temporary: string[] = [];

/** A new data directory the embedded server's system user may enter (tests run as root). */
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-import-"));
  await chmod(dir, 0o755);
  temporary.push(dir);
  return dir;
}

/** A data directory as the PGlite version of E-Note left it: `db` holds the old database. */
async function oldDataDir(): Promise<string> {
  const dir = await newDataDir();
  await cp(old.dir, path.join(dir, "db"), { recursive: true });
  return dir;
}

async function runCli(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", cli],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: "", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const countsQuery = `SELECT (SELECT count(*) FROM members)::int AS "members", (SELECT count(*) FROM groups)::int AS "groups",
  (SELECT count(*) FROM projects)::int AS "projects", (SELECT count(*) FROM lab_books)::int AS "labBooks",
  (SELECT count(*) FROM inventory_items)::int AS "inventoryItems"`;

beforeAll(async () => {
  // Everything is written through the real API, as members of the earlier E-Note wrote it.
  const app = await startTestApp();
  try {
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
    const items = [
      await addItem(app, lab.writer.token, ethanol(lab.groupIdx)),
      await addItem(
        app,
        lab.owner.token,
        ethanol(lab.groupIdx, {
          name: "톨루엔",
          nameEn: "Toluene",
          casNo: "108-88-3",
          smiles: "Cc1ccccc1",
          formula: "C7H8",
          molWeight: 92.14,
        }),
      ),
    ];
    // A stop stores every open document, as the earlier E-Note did when it was stopped.
    await app.server.close();

    const query = async (text: string): Promise<Row[]> =>
      ((await app.database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
    const [counts] = (await query(countsQuery)) as unknown as ImportCounts[];
    if (!counts) throw new Error("the source database answered no counts");
    const dir = path.join(await newDataDir(), "old-db");
    await writeOldDatabase(query, dir);
    old = {
      dir,
      counts,
      memberId: lab.writer.input.memberId,
      password: lab.writer.input.password,
      groupIdx: lab.groupIdx,
      lbIdx: book.lbIdx,
      itemNames: items.map((item) => item.name),
      pinNos: items.map((item) => item.pinNo),
    };
  } finally {
    await app.close();
  }
});

afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

describe("npm run db:import-pglite on a data directory of the PGlite version", () => {
  let dataDir: string;
  let imported: Awaited<ReturnType<typeof runCli>>;
  let server: RunningServer;

  async function call<T>(
    method: string,
    urlPath: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(server.url + urlPath, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  const signIn = () =>
    call<{ data: TokenPair }>("POST", "/api/oauth/authorize.do", {
      body: { memberId: old.memberId, password: old.password },
    });

  /** The old member's access token, signed in with their password. */
  async function signedIn(): Promise<string> {
    const result = await signIn();
    if (result.status !== 200) throw new Error(`sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body.data.accessToken;
  }

  beforeAll(async () => {
    dataDir = await oldDataDir();
    imported = await runCli({ ENOTE_DATA_DIR: dataDir });
    // E-Note as `npm start` runs it on that directory: no database given, so it opens the embedded one.
    server = await startServer({
      env: readEnv({
        PORT: "0",
        HOST: "127.0.0.1",
        ENOTE_DATA_DIR: dataDir,
        ENOTE_SERVICES: "api,collab",
        LOG_LEVEL: "silent",
      }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("prints what it moved and where it kept the old directory, which no longer blocks a start", async () => {
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    const kept = (await readdir(dataDir)).filter((name) => name.startsWith("db"));
    expect(kept).toEqual([expect.stringMatching(/^db\.imported-\d{8}-\d{6}$/)]);
    expect(imported.stdout).toContain(importReport(old.counts, path.join(dataDir, kept[0]!)));
    expect(old.counts).toMatchObject({ groups: 2, projects: 1, labBooks: 1, inventoryItems: 2 });
  });

  it("lets a member sign in with their password and find their group and project", async () => {
    const result = await signIn();
    expect(result.status).toBe(200);
    const token = result.body.data.accessToken;
    const groups = await call<{ data: Group[] }>("GET", "/api/group/list.do", { token });
    expect(groups.body.data.map((group) => group.groupName)).toEqual([groupName]);
    const projects = await call<{ data: Project[] }>("GET", `/api/project/list.do?groupIdx=${old.groupIdx}`, { token });
    expect(projects.body.data.map((project) => project.name)).toEqual([projectName]);
  });

  it("lists the lab book by its title and by a word of its text, which reads back through the collab socket", async () => {
    const token = await signedIn();
    const listed = await call<{ data: LabBookPage }>("GET", "/api/labbook/list.do", { token });
    expect(listed.body.data.items.map((book) => [book.lbIdx, book.title])).toEqual([[old.lbIdx, title]]);
    const found = await call<{ data: LabBookPage }>("GET", "/api/labbook/list.do?q=tetrakis", { token });
    expect(found.body.data.items.map((book) => book.lbIdx)).toEqual([old.lbIdx]);

    const socket = new HocuspocusProviderWebsocket({
      url: `${server.url.replace("http", "ws")}${collabPath}`,
      WebSocketPolyfill: WebSocket,
    });
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: documentName.labbook(old.lbIdx),
      document: doc,
      token,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        provider.on("synced", ({ state }: { state: boolean }) => state && resolve());
        provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
        provider.attach();
      });
      expect(sectionText(doc, "procedure")).toBe(procedure);
    } finally {
      provider.destroy();
      socket.destroy();
    }
  });

  it("lists the inventory items, finds one by name, and numbers new items and lab books after the old ones", async () => {
    const token = await signedIn();
    const list = `/api/inventory/list.do?groupIdx=${old.groupIdx}`;
    const listed = await call<{ data: InventoryPage }>("GET", list, { token });
    expect(listed.body.data.items.map((item) => item.name).sort()).toEqual([...old.itemNames].sort());
    const found = await call<{ data: InventoryPage }>("GET", `${list}&q=toluene`, { token });
    expect(found.body.data.items.map((item) => item.name)).toEqual(["톨루엔"]);

    const added = await call<{ data: InventoryItem }>("POST", "/api/inventory/item.do", {
      token,
      body: ethanol(old.groupIdx),
    });
    expect(added.status).toBe(201);
    const lastPin = Math.max(...old.pinNos.map((pin) => Number(pin.slice(1))));
    expect(Number(added.body.data.pinNo.slice(1))).toBe(lastPin + 1);
    const projects = await call<{ data: Project[] }>("GET", `/api/project/list.do?groupIdx=${old.groupIdx}`, { token });
    const book = await call<{ data: LabBookDetail }>("POST", "/api/labbook/create.do", {
      token,
      body: { projectIdx: projects.body.data[0]?.projectIdx, title: "Workup" },
    });
    expect(book.status).toBe(201);
    expect(book.body.data.lbIdx).toBeGreaterThan(old.lbIdx);
  });
});

describe("importing into other targets", () => {
  it("loads into an empty database of a DATABASE_URL server (PostgreSQL 15 when TEST_DATABASE_URL is set)", async () => {
    const url = await createTestDatabase("enote_import", { empty: true });
    try {
      const dataDir = await oldDataDir();
      expect(await importPgliteDir(path.join(dataDir, "db"), url)).toEqual(old.counts);
    } finally {
      await dropTestDatabase(url);
    }
  });

  it("refuses a target that already holds E-Note tables, and changes neither it nor the old directory", async () => {
    const url = await createTestDatabase("enote_import");
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const journal = "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations";
      const before = (await target.query(journal)).rows;
      const dataDir = await oldDataDir();
      await expect(importDataDir(dataDir, { databaseUrl: url })).rejects.toThrow(
        /already holds \d+ tables in schema public and a migration journal .*so nothing was changed/,
      );
      expect((await target.query(countsQuery)).rows[0]).toMatchObject({ members: 0, groups: 0, inventoryItems: 0 });
      expect((await target.query(journal)).rows).toEqual(before);
      expect(await readdir(dataDir)).toEqual(["db"]);
    } finally {
      await target.end();
      await dropTestDatabase(url);
    }
  });

  it("loads all of a dump or nothing", async () => {
    const url = await createTestDatabase("enote_import", { empty: true });
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const dump = "CREATE TABLE public.first (x int);\nINSERT INTO public.first VALUES (1);\nSELECT 1 / 0;\n";
      await expect(loadDump(dump, url)).rejects.toThrow(/nothing was imported: division by zero, in: SELECT 1 \/ 0/);
      expect((await target.query("SELECT to_regclass('public.first') AS t")).rows).toEqual([{ t: null }]);
    } finally {
      await target.end();
      await dropTestDatabase(url);
    }
  });

  it("tells an operator whose data directory holds no old database so, and starts no server there", async () => {
    const dataDir = await newDataDir();
    const result = await runCli({ ENOTE_DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${path.join(dataDir, "db")} holds no database of an earlier E-Note, so there is nothing to import.`,
    );
    await expect(stat(path.join(dataDir, "pg"))).rejects.toThrow();
  });
});
