import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, groupWith, signUpOverHttp, type ApiMember } from "../e2e/support/http";
import { startE2EServer, type E2EServer } from "../e2e/support/server";
import { connect, synced, until, type Client } from "./providers";

let server: E2EServer;
let writerA: ApiMember;
let writerB: ApiMember;
let projectIdx: number;

beforeAll(async () => {
  // As `npm start` runs it: E-Note's own embedded PostgreSQL server in the data directory.
  // Its info lines too: a failure then tells each step of E-Note's restarts (with the server's own log).
  server = await startE2EServer({ LOG_LEVEL: "info" }, { embedded: true });
  writerA = await signUpOverHttp(server.url);
  writerB = await signUpOverHttp(server.url);
  const { groupIdx } = await groupWith(server.url, writerA, [writerB], "Crystallography lab");
  const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
    token: writerA.accessToken,
    body: { groupIdx, name: "Polymorph screen", includeGroupMembers: true },
  });
  projectIdx = project.projectIdx;
});
afterAll(async () => {
  await server?.dispose();
});

async function postmasterPid(): Promise<number> {
  const text = await readFile(path.join(server.dataDir, "pg", "postmaster.pid"), "utf8");
  return Number.parseInt(text.split("\n")[0] ?? "", 10);
}

/** The postmaster's pid once its postmaster.pid says "ready" (line 8), before anyone connected; else null. */
async function readyPostmasterPid(): Promise<number | null> {
  const lines = (await readFile(path.join(server.dataDir, "pg", "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  return lines[7]?.trim() === "ready" ? Number.parseInt(lines[0] ?? "", 10) : null;
}

/** What E-Note and its database server said, for a failure's message. */
async function account(): Promise<string> {
  const pgLog = await readFile(path.join(server.dataDir, "pg.log"), "utf8").catch(() => "");
  const tail = (text: string) => text.trim().split("\n").slice(-40).join("\n");
  return `E-Note said:\n${tail(server.output())}\n\nthe database server said (pg.log):\n${tail(pgLog)}`;
}

async function readyStatus(): Promise<number> {
  return (await fetch(`${server.url}/api/health/ready.do`)).status;
}

describe("the embedded database server killed (what the OOM killer does)", () => {
  it("is started again by E-Note: ready again within 10 s, nothing committed lost, editors resync", async () => {
    const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
      token: writerA.accessToken,
      body: { projectIdx, title: "Database killed while typing" },
    });
    const a = connect(server.url, book.lbIdx, writerA.accessToken);
    const b = connect(server.url, book.lbIdx, writerB.accessToken);
    const clients: Client[] = [a, b];
    await until(() => clients.every((c) => c.provider.isSynced), 10_000, "both clients to sync");
    let typedA = "";
    let typedB = "";
    const typeRound = (i: number) => {
      a.type(`a${i % 10}`);
      b.type(`b${i % 10}`);
      typedA += `a${i % 10}`;
      typedB += `b${i % 10}`;
    };
    for (let i = 0; i < 20; i++) {
      typeRound(i);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await until(() => clients.every(synced), 10_000, "the server to acknowledge the typing");

    const before = await postmasterPid();
    process.kill(before, "SIGKILL");
    const killedAt = Date.now();
    // Typing goes on meanwhile: the collab service keeps it and stores it once the database is back.
    for (let i = 20; i < 30; i++) typeRound(i);
    let sawDown = false;
    for (;;) {
      const status = await readyStatus().catch(() => 0);
      if (status === 503) sawDown = true;
      if (status === 200 && (await postmasterPid().catch(() => before)) !== before) break;
      expect(Date.now() - killedAt, "ready again within 10 s").toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // While it was down, readiness said so (the restart takes longer than one 50 ms look).
    expect(sawDown).toBe(true);
    for (let i = 30; i < 40; i++) {
      typeRound(i);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await until(() => clients.every(synced) && a.text() === b.text(), 20_000, "both clients to converge");
    const text = a.text();
    expect(text).toContain(typedA);
    expect(text).toContain(typedB);

    // Committed rows survived the crash (crash recovery), and new ones commit.
    const books = await call<{ items: Array<{ lbIdx: number }> }>(
      server.url,
      "GET",
      `/api/labbook/list.do?projectIdx=${projectIdx}`,
      { token: writerA.accessToken },
    );
    expect(books.items.map((row) => row.lbIdx)).toContain(book.lbIdx);
    a.destroy();
    b.destroy();

    // Stopped cleanly and started again, the book holds everything both typed.
    await server.stop("SIGTERM");
    await server.restart();
    const reader = connect(server.url, book.lbIdx, writerA.accessToken);
    await until(() => reader.provider.isSynced, 10_000, "a fresh reader to sync");
    expect(reader.text()).toBe(text);
    reader.destroy();
  });

  it("gives up after three restarts within a minute: E-Note exits non-zero and says why", async () => {
    let pid = await postmasterPid();
    for (let kill = 1; kill <= 4; kill++) {
      process.kill(pid, "SIGKILL");
      if (kill === 4) break;
      const killed = pid;
      const deadline = Date.now() + 15_000;
      for (;;) {
        if (kill === 1) {
          // The first restart: E-Note answers ready again.
          pid = await postmasterPid().catch(() => killed);
          if (pid !== killed && (await readyStatus().catch(() => 0)) === 200) break;
        } else {
          // Later ones are killed the moment the server is up, as the OOM killer may, before E-Note's
          // own first connection reaches it: still an ending, not a start that failed.
          pid = (await readyPostmasterPid()) ?? killed;
          if (pid !== killed) break;
        }
        // The servers' own account of the restart, should it not come in time.
        if (Date.now() >= deadline) expect.fail(`restart ${kill} within 15 s; ${await account()}`);
        await new Promise((resolve) => setTimeout(resolve, kill === 1 ? 50 : 2));
      }
    }
    const deadline = Date.now() + 15_000;
    while (!server.output().includes("could not be kept running")) {
      expect(Date.now(), "E-Note to give up").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain("restarted 3 times within a minute");
    expect(await server.stop()).toBe(1);
  });
});
