import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness";
import { acceptedCodings } from "./precompressed";

/* The build's brotli and gzip copies (client/vite/precompress.ts) go to browsers that accept them. */

const script = Buffer.from("console.log('a reagent, a bottle, a shelf');\n".repeat(50));
const page = Buffer.from(`<!doctype html><div id=root></div>${"<!-- padding -->".repeat(20)}`);
const copies = {
  js: { br: brotliCompressSync(script), gz: gzipSync(script) },
  html: { br: brotliCompressSync(page), gz: gzipSync(page) },
};

let dist: string;
let app: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "enote-dist-"));
  await mkdir(path.join(dist, "assets"));
  const files: [string, Buffer][] = [
    ["index.html", page],
    ["index.html.br", copies.html.br],
    ["index.html.gz", copies.html.gz],
    ["assets/x.js", script],
    ["assets/x.js.br", copies.js.br],
    ["assets/x.js.gz", copies.js.gz],
    ["assets/gz-only.js", script],
    ["assets/gz-only.js.gz", copies.js.gz],
    ["assets/plain.js", script],
  ];
  for (const [name, content] of files) await writeFile(path.join(dist, name), content);
  app = await startTestApp({ ENOTE_SERVICES: "web,api,collab", ENOTE_CLIENT_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: fetch would decode it. */
  body: Buffer;
}

function get(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(app.url + urlPath, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const chromium = { "accept-encoding": "gzip, deflate, br, zstd" };
const yearImmutable = "public, max-age=31536000, immutable";

describe("choosing the copy", () => {
  it("sends the brotli copy to a browser that accepts br, as the file's type, cached a year", async () => {
    const answer = await get("/assets/x.js", chromium);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.equals(copies.js.br)).toBe(true);
    expect(answer.headers["content-length"]).toBe(String(copies.js.br.length));
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers["cache-control"]).toBe(yearImmutable);
    expect(answer.headers["accept-ranges"]).toBeUndefined();
  });

  it("sends the gzip copy when only gzip is accepted", async () => {
    for (const accept of ["gzip", "gzip, deflate", "br;q=0, gzip;q=0.8", "x-gzip"]) {
      const answer = await get("/assets/x.js", { "accept-encoding": accept });
      expect(answer.headers["content-encoding"], accept).toBe("gzip");
      expect(answer.body.equals(copies.js.gz), accept).toBe(true);
      expect(answer.headers["content-length"], accept).toBe(String(copies.js.gz.length));
    }
  });

  it("sends the gzip copy to a br browser when the build wrote no brotli copy", async () => {
    const answer = await get("/assets/gz-only.js", chromium);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(copies.js.gz)).toBe(true);
  });

  it("sends the file itself when no coding is accepted, still varying by Accept-Encoding", async () => {
    const askings: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0, deflate" },
    ];
    for (const headers of askings) {
      const answer = await get("/assets/x.js", headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.equals(script)).toBe(true);
      expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers["cache-control"]).toBe(yearImmutable);
    }
  });

  it("sends a file the build did not compress as it is, without Vary", async () => {
    const answer = await get("/assets/plain.js", chromium);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(script)).toBe(true);
    expect(answer.headers.vary).toBeUndefined();
  });
});

describe("what else holds for a copy", () => {
  it("answers HEAD with the copy's headers and no body", async () => {
    const answer = await get("/assets/x.js", chromium, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(copies.js.br.length));
    expect(answer.body.length).toBe(0);
  });

  it("answers a byte range of a compressed copy with the whole copy", async () => {
    const answer = await get("/assets/x.js", { ...chromium, range: "bytes=0-9" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-range"]).toBeUndefined();
    expect(answer.body.equals(copies.js.br)).toBe(true);
  });

  it("answers a revalidation with its ETag by 304", async () => {
    const first = await get("/assets/x.js", chromium);
    const again = await get("/assets/x.js", { ...chromium, "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers["content-encoding"]).toBeUndefined();
  });

  it("sends index.html for a page path compressed too, never cached without asking", async () => {
    for (const urlPath of ["/", "/labBook/experiment/7"]) {
      const answer = await get(urlPath, chromium);
      expect(answer.headers["content-encoding"], urlPath).toBe("br");
      expect(answer.body.equals(copies.html.br), urlPath).toBe(true);
      expect(answer.headers["content-type"], urlPath).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"], urlPath).toBe("no-cache");
      expect(answer.headers.vary, urlPath).toMatch(/accept-encoding/i);
    }
  });

  it("answers a missing asset with the JSON not-found, uncompressed", async () => {
    const answer = await get("/assets/missing-9z.js", chromium);
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toContain("application/json");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ code: "NOT_FOUND", message: "Not found" });
  });
});

describe("acceptedCodings", () => {
  it("reads q-values, a wildcard and letter case", () => {
    expect([...acceptedCodings("gzip, deflate, br, zstd")].sort()).toEqual(["br", "gzip"]);
    expect([...acceptedCodings("BR;q=0.5")]).toEqual(["br"]);
    expect([...acceptedCodings("gzip;q=0, *")]).toEqual(["br"]);
    expect([...acceptedCodings("*;q=0")]).toEqual([]);
    expect([...acceptedCodings("br;q=0.0, gzip;q=1.0")]).toEqual(["gzip"]);
    expect([...acceptedCodings(undefined)]).toEqual([]);
  });
});
