import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, groupWith, signUpOverHttp, type ApiMember } from "../e2e/support/http";
import { startE2EServer, type E2EServer } from "../e2e/support/server";
import { connect, synced, until, type Client } from "./providers";

let server: E2EServer;
let writerA: ApiMember;
let writerB: ApiMember;
let projectIdx: number;

beforeAll(async () => {
  // As `npm start` runs it: the killed process leaves its database server running, and the next
  // start must stop that server and start its own on the same cluster.
  server = await startE2EServer({}, { embedded: true });
  writerA = await signUpOverHttp(server.url);
  writerB = await signUpOverHttp(server.url);
  const { groupIdx } = await groupWith(server.url, writerA, [writerB], "Kinetics lab");
  const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
    token: writerA.accessToken,
    body: { groupIdx, name: "Esterification", includeGroupMembers: true },
  });
  projectIdx = project.projectIdx;
});
afterAll(async () => {
  await server?.dispose();
});

async function newLabBook(title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: writerA.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

/** Access tokens live 15 minutes; the server restarts keep the same secret, so they stay valid. */
async function readBack(lbIdx: number): Promise<string> {
  const reader = connect(server.url, lbIdx, writerA.accessToken);
  try {
    await until(() => reader.provider.isSynced, 10_000, "a fresh reader to sync");
    return reader.text();
  } finally {
    reader.destroy();
  }
}

describe("the server killed with SIGKILL", () => {
  it("loses nothing two clients typed: they reconnect, converge, and the database holds every character", async () => {
    const lbIdx = await newLabBook("Kill while typing");
    const a = connect(server.url, lbIdx, writerA.accessToken);
    const b = connect(server.url, lbIdx, writerB.accessToken);
    const clients: Client[] = [a, b];
    await until(() => clients.every((c) => c.provider.isSynced), 10_000, "both clients to sync");

    let typedA = "";
    let typedB = "";
    const typeRound = (i: number) => {
      const ca = `a${i % 10}`;
      const cb = `b${i % 10}`;
      a.type(ca);
      b.type(cb);
      typedA += ca;
      typedB += cb;
    };
    for (let i = 0; i < 30; i++) {
      typeRound(i);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await server.stop("SIGKILL");
    // Typing goes on while the server is down: kept in the clients and merged on reconnect.
    for (let i = 30; i < 40; i++) typeRound(i);
    await server.restart();
    for (let i = 40; i < 50; i++) {
      typeRound(i);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await until(() => clients.every(synced) && a.text() === b.text(), 20_000, "both clients to converge");
    const text = a.text();
    expect(text).toContain(typedA);
    expect(text).toContain(typedB);
    expect(text.length).toBe(typedA.length + typedB.length + 1); // two paragraphs joined by "\n"
    a.destroy();
    b.destroy();

    await server.stop("SIGTERM");
    await server.restart();
    expect(await readBack(lbIdx)).toBe(text);
  });

  it("keeps what was typed when every client closed just before the kill", async () => {
    const lbIdx = await newLabBook("Kill after closing");
    const a = connect(server.url, lbIdx, writerA.accessToken);
    await until(() => a.provider.isSynced, 10_000, "the client to sync");
    const typed = "Added 2.0 mL of H2SO4 dropwise at 0 °C";
    for (const ch of typed) a.type(ch);
    await until(() => synced(a), 5_000, "the server to acknowledge");
    a.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.stop("SIGKILL");
    await server.restart();
    expect(await readBack(lbIdx)).toBe(typed);
  });
});
