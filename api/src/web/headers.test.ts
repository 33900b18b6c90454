import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestMember } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

/* Every answer carries the security headers: api JSON, errors, index.html, assets and 404s. */

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "enote-dist-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "assets", "app-1a2b.js"), "console.log(1)");
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function headersOf(app: TestApp, urlPath: string, init: RequestInit = {}) {
  const response = await fetch(app.url + urlPath, init);
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

/** The policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) found.set(name, sources);
  }
  return found;
}

describe("security headers", () => {
  let app: TestApp;
  let token = "";
  beforeAll(async () => {
    app = await startTestApp({ ENOTE_SERVICES: "web,api,collab", ENOTE_CLIENT_DIST: dist });
    token = (await signUpTestMember(app)).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  const answers: [what: string, urlPath: string, status: number, init: () => RequestInit][] = [
    ["api JSON", "/api/oauth/me.do", 200, () => ({ headers: { authorization: `Bearer ${token}` } })],
    ["api error", "/api/oauth/me.do", 401, () => ({})],
    ["index.html", "/auth/signIn", 200, () => ({})],
    ["asset", "/assets/app-1a2b.js", 200, () => ({})],
    ["missing asset", "/assets/missing-9z.js", 404, () => ({})],
    ["path no router answers", "/auth/signIn", 404, () => ({ method: "DELETE" })],
  ];

  it.each(answers)("puts them on the %s answer", async (_what, urlPath, expectedStatus, init) => {
    const { status, headers } = await headersOf(app, urlPath, init());
    expect(status).toBe(expectedStatus);
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    // ENOTE_PUBLIC_URL is unset: no HSTS.
    expect(headers.get("strict-transport-security")).toBeNull();
    const policy = directives(headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets no source load from another host, and allows inline code for styles only", async () => {
    const { headers } = await headersOf(app, "/");
    const policy = directives(headers.get("content-security-policy"));
    expect(policy.size).toBeGreaterThan(0);
    for (const [name, sources] of policy) {
      for (const source of sources) {
        const allowed = name === "style-src" ? /^('self'|'unsafe-inline')$/ : /^('self'|'none'|data:|blob:)$/;
        expect(source, `${name} ${source}`).toMatch(allowed);
      }
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when members reach E-Note over https", async () => {
    const app = await startTestApp({ ENOTE_PUBLIC_URL: "https://enote.lab.example" });
    try {
      const { headers } = await headersOf(app, "/api/oauth/me.do");
      expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    } finally {
      await app.close();
    }
  });

  it("is not sent when the public address is plain http", async () => {
    const app = await startTestApp({ ENOTE_PUBLIC_URL: "http://enote.lab.example:3000" });
    try {
      const { headers } = await headersOf(app, "/api/oauth/me.do");
      expect(headers.get("strict-transport-security")).toBeNull();
      expect(headers.get("x-frame-options")).toBe("DENY");
    } finally {
      await app.close();
    }
  });
});
