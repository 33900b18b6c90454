import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, synced, until } from "../fault/providers";
import { call, groupWith, signUpOverHttp } from "./support/http";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * The product's entry (api/src/main.ts, what `npm start` runs once the client is built) as an
 * operator meets it: its own PostgreSQL server, the ready line, the client with its SPA fallback, a
 * clean SIGTERM, and each service alone as ENOTE_SERVICES picks it.
 */

async function get(server: E2EServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server.url), { headers });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

const portOf = (server: E2EServer) => new URL(server.url).port;
const isClientPage = (html: string) => html.includes('<div id="root">') && html.includes("/assets/");

describe("the whole product in one process", () => {
  let server: E2EServer;
  beforeAll(async () => {
    // From the source through tsx, exactly as `npm start` runs it.
    server = await startE2EServer({}, { embedded: true }, { fromSource: true });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("runs a real PostgreSQL 18 server with its cluster in the data dir, on a socket, behind a generated password, with Hangul indexable", async () => {
    const passwordFile = path.join(server.dataDir, "pg.password");
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    const client = new pg.Client({
      host: path.join(server.dataDir, "pg"),
      port: 5432,
      user: "postgres",
      password: (await readFile(passwordFile, "utf8")).trim(),
      database: "enote",
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string; listen: string; korean: number }>(
        `SELECT current_setting('server_version_num')::int / 10000 AS version,
          current_setting('listen_addresses') AS listen,
          cardinality(show_trgm('톨루엔')) AS korean`,
      );
      // Hangul counts as letters to the trigram index (the cluster's character classes are
      // UTF-8's): a Korean fragment is searched through the index, not by reading every item.
      expect(rows[0]).toEqual({ version: 18, listen: "", korean: 4 });
    } finally {
      await client.end();
    }
    const wrong = new pg.Client({
      host: path.join(server.dataDir, "pg"),
      port: 5432,
      user: "postgres",
      password: "guess",
      database: "enote",
    });
    await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
  });

  it("prints the address it is ready on", () => {
    expect(server.output()).toContain(`E-Note is ready on http://localhost:${portOf(server)}`);
  });

  it("serves the client at / and its index.html at a deep link, with the assets it names", async () => {
    const root = await get(server, "/");
    expect(root.status).toBe(200);
    expect(root.type).toContain("text/html");
    expect(isClientPage(root.text)).toBe(true);
    const deep = await get(server, "/labBook/experiment/42");
    expect(deep.status).toBe(200);
    expect(deep.text).toBe(root.text);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(root.text)?.[1];
    expect(script).toBeDefined();
    const asset = await get(server, script ?? "");
    expect(asset.status).toBe(200);
    expect(asset.type).toContain("javascript");
  });

  it("exits with code 0 on SIGTERM after storing what a client had just typed", async () => {
    const chemist = await signUpOverHttp(server.url);
    const { groupIdx } = await groupWith(server.url, chemist, [], "Startup lab");
    const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
      token: chemist.accessToken,
      body: { groupIdx, name: "Shutdown kinetics", includeGroupMembers: true },
    });
    const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: chemist.accessToken,
      body: { projectIdx: project.projectIdx, title: "Typed before SIGTERM" },
    });
    const typed = "Quenched with saturated NH4Cl at 0 °C";
    const writer = connect(server.url, book.lbIdx, chemist.accessToken);
    try {
      await until(() => writer.provider.isSynced, 10_000, "the writer to sync");
      writer.type(typed);
      // Received by the server (not yet stored: stores are debounced), then SIGTERM at once.
      await until(() => synced(writer), 5_000, "the server to receive the text");
      const code = await server.stop("SIGTERM");
      expect(code).toBe(0);
    } finally {
      // Gone before the restart, so it cannot send the text again: the database must hold it.
      writer.destroy();
    }

    await server.restart();
    const reader = connect(server.url, book.lbIdx, chemist.accessToken);
    try {
      await until(() => reader.provider.isSynced, 10_000, "a reader to sync after the restart");
      expect(reader.text()).toBe(typed);
    } finally {
      reader.destroy();
    }
  });
});

describe("a data directory an earlier E-Note (PGlite) wrote", () => {
  it("is not started over: the start stops and names the command that moves its data", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "enote-old-"));
    try {
      await mkdir(path.join(dataDir, "db"));
      await writeFile(path.join(dataDir, "db", "PG_VERSION"), "18\n");
      const failed = await startE2EServer({ ENOTE_DATA_DIR: dataDir }, { embedded: true }).then(
        () => "",
        (error: unknown) => String(error),
      );
      expect(failed).toContain("server exited with 1");
      expect(failed).toContain("npm run db:import-pglite");
      await expect(stat(path.join(dataDir, "pg"))).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("ENOTE_SERVICES=api", () => {
  let server: E2EServer;
  beforeAll(async () => {
    server = await startE2EServer({ ENOTE_SERVICES: "api" });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("answers the api but serves no page", async () => {
    expect(server.output()).toContain(`E-Note is ready on http://localhost:${portOf(server)}`);
    const health = await get(server, "/api/health.do");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ data: { status: "ok" } });
    const page = await get(server, "/");
    expect(page.status).toBe(404);
    expect(isClientPage(page.text)).toBe(false);
  });
});

describe("ENOTE_SERVICES=web,collab", () => {
  let server: E2EServer;
  beforeAll(async () => {
    server = await startE2EServer({ ENOTE_SERVICES: "web,collab" });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("serves the client, and answers /api with a JSON error in the caller's language", async () => {
    const page = await get(server, "/auth/signIn");
    expect(page.status).toBe(200);
    expect(isClientPage(page.text)).toBe(true);
    const english = await get(server, "/api/health.do");
    expect(english.status).toBe(503);
    expect(english.type).toContain("application/json");
    expect(JSON.parse(english.text)).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "This service is not available on this server",
    });
    const korean = await get(server, "/api/oauth/me.do", { cookie: "locale=ko-KR" });
    expect(korean.status).toBe(503);
    expect(JSON.parse(korean.text)).toMatchObject({ message: "이 서버에서는 이 서비스를 사용할 수 없습니다" });
  });
});
