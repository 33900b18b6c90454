// vitest globalSetup of the api and e2e suites: one PostgreSQL server for the run, and on it one
// database migrated once, the template every test file's fresh database is copied from
// (CREATE DATABASE … TEMPLATE: a few hundred ms instead of running every migration again).
//
// The server is TEST_DATABASE_URL's when set (CI: the machine's PostgreSQL), else an embedded one
// (what `npm start` runs) in a temporary directory, made for speed: nothing it holds outlives the run.
// On TEST_DATABASE_URL's server, each database the run creates commits asynchronously (databases.ts,
// makeThrowaway; the server's own settings are left alone) and all are dropped together at the end.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded/server";
import { databaseUrl, dropDatabase, dropRunDatabases, makeThrowaway } from "./databases";

export interface TestDatabaseServer {
  /** An administrative connection string (its database is the server's `postgres`, or CI's own). */
  serverUrl: string;
  /** The migrated database fresh ones are copied from. */
  template: string;
  /** In the name of every database the run creates (runDatabaseName), all dropped at its end. */
  runTag: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

/** Settings of the throwaway embedded server: durability is worth nothing to a test run. */
const throwaway = { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let stopServer = async () => undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "enote-test-db-"));
    // Run as root, the server runs as its own system user, which must be able to enter the directory.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres(dir, { settings: throwaway });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const runTag = randomBytes(6).toString("hex");
  const template = `enote_template_${runTag}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await makeThrowaway(admin, template);
  await admin.end();
  const migrated = await openPostgres(databaseUrl(serverUrl, template));
  await migrated.close();
  project.provide("testDatabaseServer", { serverUrl, template, runTag });
  return async () => {
    const started = Date.now();
    const dropped = process.env.TEST_DATABASE_URL ? await dropRunDatabases(serverUrl, runTag) : 0;
    await dropDatabase(serverUrl, template);
    await stopServer();
    if (dropped > 0) console.log(`dropped the run's ${dropped} test databases in ${Date.now() - started} ms`);
  };
}
