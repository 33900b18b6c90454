import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";

/* What a process answers when ENOTE_SERVICES leaves a service out (an operator splits them). */

const indexHtml = "<!doctype html><html><body><div id=root></div><!-- services test --></body></html>";
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "enote-dist-"));
  await writeFile(path.join(dist, "index.html"), indexHtml);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function raw(app: TestApp, method: string, urlPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.url + urlPath, { method, headers });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

describe("a process running web and collab without the api", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ENOTE_SERVICES: "web, collab", ENOTE_CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("serves the client at / and at a deep link", async () => {
    for (const urlPath of ["/", "/labBook/experiment/12"]) {
      const page = await raw(app, "GET", urlPath);
      expect(page.status).toBe(200);
      expect(page.text).toBe(indexHtml);
    }
  });

  it("answers /api calls with a JSON 503 in the caller's locale, not the page", async () => {
    const health = await raw(app, "GET", "/api/health.do", { "accept-language": "ko-KR" });
    expect(health.status).toBe(503);
    expect(health.type).toContain("application/json");
    expect(JSON.parse(health.text)).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "이 서버에서는 이 서비스를 사용할 수 없습니다",
    });
    for (const [method, urlPath] of [
      ["POST", "/api/oauth/authorize.do"],
      ["GET", "/api"],
      ["GET", "/api/no/such/thing.do"],
    ] as const) {
      const answer = await raw(app, method, urlPath);
      expect(answer.status, `${method} ${urlPath}`).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: "This service is not available on this server",
      });
    }
  });
});

describe("a process running the api alone", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ENOTE_SERVICES: "api", ENOTE_CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers the api but does not serve the client", async () => {
    expect((await app.call("GET", "/api/health.do")).body).toEqual({ data: { status: "ok" } });
    const page = await raw(app, "GET", "/");
    expect(page.status).toBe(404);
    expect(page.text).not.toContain("services test");
  });

  it("tells the browser to keep no api answer, an error or not (lab data on shared tablets)", async () => {
    for (const urlPath of ["/api/health.do", "/api/no/such/thing.do"]) {
      const response = await fetch(app.url + urlPath);
      expect(response.headers.get("cache-control"), urlPath).toBe("private, no-store");
    }
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const answer = await app.call<{ code: string }>("GET", "/api/no/such/thing.do");
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("NOT_FOUND");
  });
});
