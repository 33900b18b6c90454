import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  personalTokenPrefix,
  tokenPaths,
  type LabBookDetail,
  type LabBookPage,
  type Project,
  type TokenCreated,
  type TokenScope,
  type TokenSummary,
} from "@enote/shared";
import { apiTokens } from "../db/schema";
import { startTestApp, testPassword, type TestApp } from "../test/harness";
import { createProject, ok, setLevel, type Result, type TestMember } from "../test/factories";
import { buildLab, connectPeer, createLabBook, putStatus, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
let otherProjectIdx: number;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  const other = await createProject(app, lab.manager.token, lab.groupIdx, { name: "Grignard" });
  otherProjectIdx = other.projectIdx;
  await setLevel(app, lab.manager.token, otherProjectIdx, lab.writer.memberIdx, "WRITER");
});
afterAll(async () => {
  await app?.close();
});

async function createToken(member: TestMember, scope: TokenScope, extra: { projectIdx?: number } = {}) {
  const body = { name: `script ${scope}`, scope, ...extra };
  return ok(await app.call<Result<TokenCreated>>("POST", tokenPaths.create, { token: member.token, body }));
}

const newBook = (token: string, projectIdx: number) =>
  app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
    token,
    body: { projectIdx, title: "Scripted experiment" },
  });

describe("creating a token", () => {
  it("shows the secret once and stores only its SHA-256", async () => {
    const created = await createToken(lab.writer, "read");
    expect(created.token.startsWith(personalTokenPrefix)).toBe(true);
    const [row] = await app.database.db.select().from(apiTokens).where(eq(apiTokens.tokenIdx, created.tokenIdx));
    expect(row?.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = ok(await app.call<Result<TokenSummary[]>>("GET", tokenPaths.list, { token: lab.writer.token }));
    const mine = listed.find((token) => token.tokenIdx === created.tokenIdx);
    expect(mine).toMatchObject({ name: "script read", scope: "read", lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it("refuses an expiry more than a year ahead or in the past", async () => {
    for (const days of [400, -1]) {
      const expiresAt = new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
      const result = await app.call("POST", tokenPaths.create, {
        token: lab.writer.token,
        body: { name: "too long", scope: "read", expiresAt },
      });
      expect(result.status).toBe(400);
    }
  });

  it("refuses a restriction to a project the member cannot see (404)", async () => {
    const result = await app.call("POST", tokenPaths.create, {
      token: lab.outsider.token,
      body: { name: "peek", scope: "read", projectIdx: lab.projectIdx },
    });
    expect(result.status).toBe(404);
  });
});

describe("a token acts as its member within its scope", () => {
  it("a read token reads and records its last use, but changes nothing (403 TOKEN_SCOPE)", async () => {
    const { token, tokenIdx } = await createToken(lab.writer, "read");
    expect((await app.call("GET", "/api/oauth/me.do", { token })).status).toBe(200);
    const refused = await newBook(token, lab.projectIdx);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("TOKEN_SCOPE");
    const [row] = await app.database.db.select().from(apiTokens).where(eq(apiTokens.tokenIdx, tokenIdx));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it("a read-write token writes as its member and never beyond the member's rights", async () => {
    const writerToken = (await createToken(lab.writer, "read-write")).token;
    expect((await newBook(writerToken, lab.projectIdx)).status).toBe(201);
    const readerToken = (await createToken(lab.reader, "read-write")).token;
    const refused = await newBook(readerToken, lab.projectIdx);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_MODIFY_AUTHORITY");
    const outsiderToken = (await createToken(lab.outsider, "read-write")).token;
    expect((await newBook(outsiderToken, lab.projectIdx)).status).toBe(404);
  });

  it("a project-restricted token sees only its project's books and project", async () => {
    const inside = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const outside = await createLabBook(app, lab.writer.token, otherProjectIdx);
    const { token } = await createToken(lab.writer, "read-write", { projectIdx: lab.projectIdx });
    expect((await app.call("GET", `/api/labbook/${inside.lbIdx}.do`, { token })).status).toBe(200);
    expect((await app.call("GET", `/api/labbook/${outside.lbIdx}.do`, { token })).status).toBe(404);
    expect((await app.call("GET", `/api/project/${otherProjectIdx}.do`, { token })).status).toBe(404);
    expect((await newBook(token, otherProjectIdx)).status).toBe(404);
    expect((await newBook(token, lab.projectIdx)).status).toBe(201);
    const projects = ok(await app.call<Result<Project[]>>("GET", "/api/project/list.do", { token }));
    expect(projects.map((p) => p.projectIdx)).toEqual([lab.projectIdx]);
    const books = ok(
      await app.call<Result<LabBookPage>>("GET", `/api/labbook/list.do?groupIdx=${lab.groupIdx}`, { token }),
    );
    expect(books.items.map((book) => book.lbIdx)).toContain(inside.lbIdx);
    expect(books.items.map((book) => book.projectIdx).every((idx) => idx === lab.projectIdx)).toBe(true);
  });
});

describe("what only a person does", () => {
  it("no token signs a book (END needs the person, even with the right password)", async () => {
    const { token } = await createToken(lab.writer, "read-write");
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const refused = await putStatus(app, token, book.lbIdx, "END", { password: testPassword });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("TOKEN_PERSON_ONLY");
    const after = ok(await app.call<Result<LabBookDetail>>("GET", `/api/labbook/${book.lbIdx}.do`, { token }));
    expect(after.status).toBe("IN_PROGRESS");
  });

  it("no token changes a password, leaves, or creates, lists or revokes tokens", async () => {
    const { token, tokenIdx } = await createToken(lab.writer, "read-write");
    const calls: [string, string, unknown][] = [
      [
        "PUT",
        "/api/oauth/change/pw.do",
        { currentPassword: testPassword, newPassword: "newBench2024", newPasswordConfirm: "newBench2024" },
      ],
      ["DELETE", "/api/oauth/leave/member.do", { password: testPassword }],
      ["POST", tokenPaths.create, { name: "child", scope: "read-write" }],
      ["GET", tokenPaths.list, undefined],
      ["DELETE", tokenPaths.item(tokenIdx), undefined],
    ];
    for (const [method, path, body] of calls) {
      const result = await app.call<{ code?: string }>(method, path, { token, body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.code).toBe("TOKEN_PERSON_ONLY");
    }
    expect((await app.call("GET", "/api/oauth/me.do", { token: lab.writer.token })).status).toBe(200);
  });

  it("the collab socket does not accept a token", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const { token } = await createToken(lab.writer, "read-write");
    const peer = connectPeer(app, book.lbIdx, token);
    try {
      expect(await peer.authentication).not.toBe("authenticated");
    } finally {
      peer.destroy();
    }
  });
});

describe("revoking and expiry", () => {
  it("a revoked token is refused at once (401)", async () => {
    const { token, tokenIdx } = await createToken(lab.writer, "read");
    expect((await app.call("GET", "/api/oauth/me.do", { token })).status).toBe(200);
    ok(await app.call<Result<TokenSummary>>("DELETE", tokenPaths.item(tokenIdx), { token: lab.writer.token }));
    expect((await app.call("GET", "/api/oauth/me.do", { token })).status).toBe(401);
  });

  it("an expired token is refused (401)", async () => {
    const { token, tokenIdx } = await createToken(lab.writer, "read");
    await app.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.tokenIdx, tokenIdx));
    expect((await app.call("GET", "/api/oauth/me.do", { token })).status).toBe(401);
  });

  it("a token of a deactivated member is refused (401)", async () => {
    const { token } = await createToken(lab.bystander, "read");
    ok(
      await app.call<Result<unknown>>("PUT", `/api/member/${lab.bystander.memberIdx}/active.do`, {
        token: lab.admin.token,
        body: { active: false },
      }),
    );
    expect((await app.call("GET", "/api/oauth/me.do", { token })).status).toBe(401);
  });

  it("an administrator lists and revokes any member's tokens; another member cannot", async () => {
    const { token, tokenIdx } = await createToken(lab.owner, "read");
    const asAdmin = ok(
      await app.call<Result<TokenSummary[]>>("GET", `${tokenPaths.list}?memberIdx=${lab.owner.memberIdx}`, {
        token: lab.admin.token,
      }),
    );
    expect(asAdmin.map((t) => t.tokenIdx)).toContain(tokenIdx);
    const byOther = await app.call("GET", `${tokenPaths.list}?memberIdx=${lab.owner.memberIdx}`, {
      token: lab.writer.token,
    });
    expect(byOther.status).toBe(403);
    expect((await app.call("DELETE", tokenPaths.item(tokenIdx), { token: lab.writer.token })).status).toBe(404);
    const revoked = ok(
      await app.call<Result<TokenSummary>>("DELETE", tokenPaths.item(tokenIdx), { token: lab.admin.token }),
    );
    expect(revoked.revokedAt).not.toBeNull();
    expect((await app.call("GET", "/api/oauth/me.do", { token })).status).toBe(401);
  });
});
