import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";

/* Every answer outside the api is the app's own too: a file or the SPA, else the api's JSON error. */

let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "enote-dist-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "assets", "app-1a2b.js"), "console.log(1)");
  app = await startTestApp({ ENOTE_SERVICES: "web,api,collab", ENOTE_CLIENT_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

async function raw(method: string, urlPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.url + urlPath, { method, headers });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

describe("paths no file or page answers", () => {
  it("serves an asset that exists", async () => {
    expect((await raw("GET", "/assets/app-1a2b.js")).status).toBe(200);
  });

  it("answers a missing asset with the JSON not-found, in the caller's language", async () => {
    const english = await raw("GET", "/assets/missing-9z.js");
    expect(english.status).toBe(404);
    expect(english.type).toContain("application/json");
    expect(JSON.parse(english.text)).toEqual({ code: "NOT_FOUND", message: "Not found" });
    const korean = await raw("GET", "/assets/missing-9z.js", { cookie: "locale=ko-KR" });
    expect(JSON.parse(korean.text)).toEqual({ code: "NOT_FOUND", message: "찾을 수 없습니다" });
  });

  it("answers an asset path that does not decode with a JSON 400 and no stack", async () => {
    const broken = await raw("GET", "/assets/%E0%A4%A");
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.text)).toEqual({ code: "MALFORMED_REQUEST", message: "The address could not be read" });
    expect(broken.text).not.toMatch(/node_modules|at .*\(/);
  });

  it("answers another method on a page path, and a plain request of the collab path, with the JSON not-found", async () => {
    for (const [method, urlPath] of [
      ["POST", "/labBook/experiment/1"],
      ["DELETE", "/"],
      ["GET", "/collab"],
    ] as const) {
      const answer = await raw(method, urlPath);
      expect(answer.status, `${method} ${urlPath}`).toBe(404);
      expect(JSON.parse(answer.text), `${method} ${urlPath}`).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});
