/**
 * npm run bench:web — what a browser downloads to open the sign-in page, on the real product.
 *
 * Runs api/src/main.ts (web + api + collab, its embedded PostgreSQL server in a temporary data dir,
 * as `npm start` runs it) serving the client as built: it builds nothing, so run `npm run build`
 * first. Opens /auth/signIn in Chromium (playwright-core) with a fresh profile, so a cold cache,
 * waits until the form is shown and the network is idle, and prints for every response what went
 * over the wire (headers and body as sent, i.e. compressed when the server compressed it) beside
 * its decoded size, then the totals: all bytes transferred, JavaScript as transferred, and the
 * JavaScript's gzip size — the sum of each loaded script gzipped at zlib's default level, as Vite's
 * build report counts it — which the target (≤ 250 kB) is about. kB = 1,000 bytes, as Vite prints.
 *
 * Exits non-zero only when it cannot measure; a missed target is printed, for people to read.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Request } from "playwright-core";
import { launchBrowser, newContext } from "../e2e/support/browser";
import { startE2EServer } from "../e2e/support/server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const targetJsGzipKb = 250;
const signInPath = "/auth/signIn";

interface Loaded {
  path: string;
  kind: "js" | "css" | "html" | "other";
  status: number;
  encoding: string;
  /** Response headers and body as received, before decoding. */
  transferred: number;
  decoded: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function kindOf(request: Request, contentType: string): Loaded["kind"] {
  if (request.resourceType() === "script" || contentType.includes("javascript")) return "js";
  if (request.resourceType() === "stylesheet" || contentType.includes("text/css")) return "css";
  if (request.resourceType() === "document" || contentType.includes("text/html")) return "html";
  return "other";
}

async function measured(request: Request): Promise<Loaded> {
  const response = await request.response();
  if (!response) throw new Error(`no response for ${request.url()}`);
  const headers = await response.allHeaders();
  const sizes = await request.sizes();
  const body = await response.body();
  const kind = kindOf(request, headers["content-type"] ?? "");
  return {
    path: new URL(request.url()).pathname,
    kind,
    status: response.status(),
    encoding: headers["content-encoding"] ?? "identity",
    transferred: sizes.responseHeadersSize + sizes.responseBodySize,
    decoded: body.length,
    gzip: kind === "js" ? gzipSync(body).length : 0,
  };
}

function sum(rows: Loaded[], field: "transferred" | "decoded" | "gzip"): number {
  return rows.reduce((total, row) => total + row[field], 0);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(repoRoot, "client/dist/index.html"))) {
    console.error("bench:web measures the built client, and client/dist is missing: run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  const server = await startE2EServer({ LOG_LEVEL: "warn" }, { embedded: true });
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const pending: Promise<Loaded>[] = [];
    const failed: string[] = [];
    let acceptEncoding = "";
    page.on("request", (request) => {
      if (request.resourceType() === "document" && !acceptEncoding) {
        void request.allHeaders().then((headers) => (acceptEncoding = headers["accept-encoding"] ?? "(none)"));
      }
    });
    page.on("requestfinished", (request) => pending.push(measured(request)));
    page.on("requestfailed", (request) => failed.push(`${request.url()}: ${request.failure()?.errorText ?? "?"}`));
    await page.goto(signInPath, { waitUntil: "networkidle" });
    await page.getByTestId("signin-form").waitFor();
    await page.waitForLoadState("networkidle");
    const rows = await Promise.all(pending);
    await context.close();
    if (failed.length > 0) throw new Error(`requests failed:\n${failed.join("\n")}`);

    const js = rows.filter((row) => row.kind === "js");
    const jsGzip = sum(js, "gzip");
    console.log(`\nbench:web — ${signInPath} in Chromium, cold cache, served by the product (Node ${process.version})`);
    console.log(`the browser asked for Accept-Encoding: ${acceptEncoding}\n`);
    console.log("response                                          kind  status  encoding   transferred     decoded");
    for (const row of [...rows].sort((a, b) => b.transferred - a.transferred)) {
      console.log(
        `${row.path.padEnd(50)} ${row.kind.padEnd(5)} ${String(row.status).padStart(6)}  ${row.encoding.padEnd(8)} ${kb(row.transferred).padStart(13)} ${kb(row.decoded).padStart(11)}`,
      );
    }
    const encodings = new Map<string, number>();
    for (const row of rows) encodings.set(row.encoding, (encodings.get(row.encoding) ?? 0) + 1);
    console.log(`\n${rows.length} responses (${[...encodings].map(([name, count]) => `${count} ${name}`).join(", ")})`);
    console.log(`total transferred:        ${kb(sum(rows, "transferred"))} (decoded ${kb(sum(rows, "decoded"))})`);
    console.log(
      `JavaScript transferred:   ${kb(sum(js, "transferred"))} in ${js.length} files (decoded ${kb(sum(js, "decoded"))})`,
    );
    const css = rows.filter((row) => row.kind === "css");
    console.log(
      `CSS transferred:          ${kb(sum(css, "transferred"))} in ${css.length} files (decoded ${kb(sum(css, "decoded"))})`,
    );
    console.log(
      `JavaScript gzip size:     ${kb(jsGzip)} — target ≤ ${targetJsGzipKb} kB: ${jsGzip <= targetJsGzipKb * 1000 ? "met" : "missed"}`,
    );
  } finally {
    await browser.close();
    await server.dispose();
  }
}

await main();
