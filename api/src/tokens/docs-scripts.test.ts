// docs/api.md's three scripts, run as a lab would run them: copied out of the page as they are,
// with Node (no tsx), against a real server, with a personal API token in ENOTE_TOKEN. A page
// that tells an operator something that no longer holds fails here.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LabBookAttachmentList } from "@enote/shared";
import { eq, sql } from "drizzle-orm";
import { labBooks } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { buildLab, completeBook, createLabBook, type Lab } from "../test/labbooks";

const run = promisify(execFile);
const docsPage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/api.md");

let app: TestApp;
let lab: Lab;
let dir: string;
let token: string;

/** The page's JavaScript blocks by the file name each names: `enote.mjs` (the helper) and `// name.mjs …` firsts. */
function scriptsOf(page: string): Map<string, string> {
  const scripts = new Map<string, string>();
  for (const [, code = ""] of page.matchAll(/```js\n([\s\S]*?)```/g)) {
    const named = /^\/\/ ([\w-]+\.mjs)/.exec(code)?.[1];
    scripts.set(named ?? (code.includes("export async function call") ? "enote.mjs" : "?"), code);
  }
  return scripts;
}

async function script(name: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(dir, name), ...args], {
    env: { ...process.env, ENOTE_URL: app.url, ENOTE_TOKEN: token },
  });
  return stdout;
}

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  dir = await mkdtemp(path.join(os.tmpdir(), "enote-docs-scripts-"));
  const scripts = scriptsOf(await readFile(docsPage, "utf8"));
  expect([...scripts.keys()].sort()).toEqual([
    "add-reagent.mjs",
    "completed-this-week.mjs",
    "enote.mjs",
    "upload-spectrum.mjs",
  ]);
  for (const [name, code] of scripts) await writeFile(path.join(dir, name), code);
  const created = ok(
    await app.call<Result<{ token: string }>>("POST", "/api/token/create.do", {
      token: lab.writer.token,
      body: { name: "docs scripts", scope: "read-write" },
    }),
  );
  token = created.token;
});

afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("docs/api.md's scripts", () => {
  it("upload-spectrum.mjs attaches a file to a book in progress", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "NMR of the crude");
    const spectrum = path.join(dir, "crude-1H.jdx");
    const jcamp = "##TITLE=crude 1H\n##JCAMP-DX=4.24\n##END=\n";
    await writeFile(spectrum, jcamp);
    const out = await script("upload-spectrum.mjs", String(book.lbIdx), spectrum);
    expect(out).toMatch(new RegExp(`^attached crude-1H\\.jdx \\(#\\d+, ${Buffer.byteLength(jcamp)} bytes\\)$`, "m"));
    const { attachments } = ok(
      await app.call<Result<LabBookAttachmentList>>("GET", `/api/labbook/${book.lbIdx}/attachments.do`, {
        token: lab.owner.token,
      }),
    );
    expect(attachments.map((file) => file.name)).toEqual(["crude-1H.jdx"]);
  });

  it("add-reagent.mjs lists the call's fields and adds the reagent to the group", async () => {
    const out = await script("add-reagent.mjs", String(lab.groupIdx));
    expect(out).toMatch(/^fields: .*\bcasNo\b/m);
    expect(out).toMatch(/^added 에탄올 as \S+$/m);
  });

  it("completed-this-week.mjs finds a book completed today whose text was last changed last week", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Written last week");
    await app.database.db
      .update(labBooks)
      .set({ modifiedAt: sql`now() - interval '8 days'` })
      .where(eq(labBooks.lbIdx, book.lbIdx));
    await completeBook(app, lab.writer.token, lab.owner.token, book.lbIdx);
    const open = await createLabBook(app, lab.writer.token, lab.projectIdx, "Still open");
    const out = await script("completed-this-week.mjs", String(lab.projectIdx));
    expect(out).toContain(`${book.seqNo}\tSuzuki coupling\tWritten last week\tAkira Suzuki`);
    expect(out).not.toContain(open.title);
  });
});
