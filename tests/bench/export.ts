/**
 * npm run bench:export — a project's .eln export: 500 books holding 1 GB of attachments.
 *
 * Creates a fresh database on a PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL), runs
 * the real product (api/src/main.ts) as a child process, builds the project over HTTP (books, and
 * attachments of random bytes uploaded as a member would), restarts the product so the build's
 * memory is out of the figures, then downloads the project's .eln and prints its time, size and
 * the server's resident memory before and at its peak during the export (sampled from /proc every
 * 50 ms, and the kernel's own high-water mark VmHWM). The database and data dir are removed after.
 *
 * Env: BENCH_BOOKS (500), BENCH_ATTACHMENT_MB (1024, spread evenly), BENCH_FILES_PER_BOOK (2),
 * BENCH_KEEP=1 (keep the database and data dir; printed).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bookCount = Number(process.env.BENCH_BOOKS ?? 500);
const totalMb = Number(process.env.BENCH_ATTACHMENT_MB ?? 1024);
const filesPerBook = Number(process.env.BENCH_FILES_PER_BOOK ?? 2);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const jwtSecret = "bench-secret-bench-secret-bench-secret-01";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

interface Product {
  url: string;
  /** A line of /proc/<pid>/status in kB (VmRSS, VmHWM). */
  memoryKb(field: "VmRSS" | "VmHWM"): Promise<number>;
  stop(): Promise<void>;
}

async function startProduct(port: number, dataDir: string, databaseUrl: string): Promise<Product> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    ENOTE_DATA_DIR: dataDir,
    ENOTE_JWT_SECRET: jwtSecret,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
  };
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "api/src/main.ts")], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("E-Note is ready on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    memoryKb: async (field) => {
      const status = await readFile(`/proc/${child.pid}/status`, "utf8");
      return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function call<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Uploads one attachment of random bytes, as the browser's multipart form sends it. */
async function upload(url: string, token: string, lbIdx: number, name: string, size: number): Promise<void> {
  const boundary = `----enotebench${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    randomBytes(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${url}/api/labbook/${lbIdx}/attachment.do`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** Runs `work` for 0..count-1 with `width` at a time. */
async function inParallel(count: number, width: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let index = next++; index < count; index = next++) await work(index);
    }),
  );
}

/** Downloads a URL, counting its bytes and dropping them; the response streams through. */
function drain(url: string, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  if (!serverUrl) throw new Error("bench:export needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)");
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const dbName = `enote_bench_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "enote-bench-export-"));
  const fileSize = Math.floor((totalMb * 1024 * 1024) / (bookCount * filesPerBook));
  console.log(
    `bench:export — ${bookCount} books × ${filesPerBook} attachments of ${(fileSize / 1024 / 1024).toFixed(2)} MB (${totalMb} MB in all), PostgreSQL ${databaseUrl.host}`,
  );
  const port = await freePort();
  let product: Product | null = null;
  try {
    product = await startProduct(port, dataDir, databaseUrl.toString());
    const password = "benchTop2024";
    const member = await call<{ accessToken: string }>(`${product.url}/api/oauth/signUp.do`, "POST", {
      memberId: "benchexport1",
      password,
      passwordConfirm: password,
      email: "bench@lab.example",
      firstName: "Bench",
      lastName: "Mark",
      initial: "BMK",
      phone: "010-1234-5678",
      agreeTerms: true,
      agreePrivacy: true,
    });
    const token = member.accessToken;
    const group = await call<{ groupIdx: number }>(
      `${product.url}/api/group/create.do`,
      "POST",
      { groupName: "Bench Lab" },
      token,
    );
    const project = await call<{ projectIdx: number }>(
      `${product.url}/api/project/create.do`,
      "POST",
      { groupIdx: group.groupIdx, name: "Export bench", includeGroupMembers: false },
      token,
    );
    const built = performance.now();
    const url = product.url;
    await inParallel(bookCount, 4, async (index) => {
      const book = await call<{ lbIdx: number }>(
        `${url}/api/labbook/create.do`,
        "POST",
        { projectIdx: project.projectIdx, title: `Bench book ${index + 1}` },
        token,
      );
      for (let file = 0; file < filesPerBook; file++) {
        await upload(url, token, book.lbIdx, `spectrum-${index + 1}-${file + 1}.bin`, fileSize);
      }
      if ((index + 1) % 50 === 0) process.stdout.write(`\r  built ${index + 1} books`);
    });
    process.stdout.write(` in ${((performance.now() - built) / 1000).toFixed(1)} s\n`);

    // The export is measured on a product started afresh: the build's memory stays out of it.
    await product.stop();
    product = await startProduct(port, dataDir, databaseUrl.toString());
    const running = product;
    const before = await running.memoryKb("VmRSS");
    let peak = before;
    const sampler = setInterval(() => {
      void running
        .memoryKb("VmRSS")
        .then((rss) => (peak = Math.max(peak, rss)))
        .catch(() => undefined);
    }, 50);
    const started = performance.now();
    const result = await drain(`${running.url}/api/project/${project.projectIdx}/export.do?format=eln`, token);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const highWater = await running.memoryKb("VmHWM");
    if (result.status !== 200) throw new Error(`export answered ${result.status}`);
    console.log(
      `export: ${(result.bytes / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(result.bytes / 1024 / 1024 / seconds).toFixed(0)} MB/s)`,
    );
    console.log(
      `server RSS: ${mb(before)} before, ${mb(peak)} peak during the export (+${mb(peak - before)}); VmHWM ${mb(highWater)}`,
    );
  } finally {
    await product?.stop();
    if (process.env.BENCH_KEEP === "1") console.log(`kept database ${dbName} and data dir ${dataDir}`);
    else {
      await rm(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
  }
}

await main();
