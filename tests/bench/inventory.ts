/**
 * npm run bench:inventory — a 100,000-item cabinet over HTTP.
 *
 * Seeds 100,000 items into one group (SQL, in batches), runs the real product (api/src/main.ts)
 * as a child process, and with 10 concurrent clients prints p50/p95 for: the first page, a
 * search by a name fragment, a search by a CAS fragment, and a filtered, sorted page.
 * The product's embedded PostgreSQL server by default (as `npm start` runs it); PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: a fresh database is created there and
 * dropped afterwards.
 *
 * Env: BENCH_ITEMS (100000), BENCH_CLIENTS (10), BENCH_REQUESTS (requests per client per scenario, 40),
 * BENCH_KEEP=1 (keep the database, or the embedded one's data dir, for EXPLAIN afterwards; printed),
 * BENCH_SERVER_NODE_ARGS (node flags of the measured server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const requestsPerClient = Number(process.env.BENCH_REQUESTS ?? 40);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const jwtSecret = "bench-secret-bench-secret-bench-secret-01";

// ---------------------------------------------------------------------------------------------
// The product as a child process

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
  /** CPU time (user + system) the server process and its descendants (the embedded database server's processes) have used so far, in ms (Linux /proc). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/** The process and its descendants (the embedded PostgreSQL server is a child, its backends grandchildren). */
async function processTreeCpuMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const children = new Map<number, number[]>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += await processCpuMs(next);
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

async function processCpuMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat (12 and 13 after pid and comm), in clock ticks (100/s).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function startProduct(port: number, dataDir: string, databaseUrl: string | undefined): Promise<Product> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    ENOTE_DATA_DIR: dataDir,
    ENOTE_JWT_SECRET: jwtSecret,
    LOG_LEVEL: "warn",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const flags = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...flags, "--import", "tsx", path.join(repoRoot, "api/src/main.ts")],
    {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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
    cpuMs: () => processTreeCpuMs(child.pid),
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

// ---------------------------------------------------------------------------------------------
// Seed data

const reagents: [string, string][] = [
  ["아세톤", "Acetone"],
  ["에탄올", "Ethanol"],
  ["메탄올", "Methanol"],
  ["벤젠", "Benzene"],
  ["톨루엔", "Toluene"],
  ["자일렌", "Xylene"],
  ["헥산", "Hexane"],
  ["디클로로메탄", "Dichloromethane"],
  ["클로로포름", "Chloroform"],
  ["아세토나이트릴", "Acetonitrile"],
  ["테트라하이드로퓨란", "Tetrahydrofuran"],
  ["다이에틸 에터", "Diethyl ether"],
  ["에틸 아세테이트", "Ethyl acetate"],
  ["염산", "Hydrochloric acid"],
  ["황산", "Sulfuric acid"],
  ["질산", "Nitric acid"],
  ["수산화나트륨", "Sodium hydroxide"],
  ["수산화칼륨", "Potassium hydroxide"],
  ["염화나트륨", "Sodium chloride"],
  ["탄산나트륨", "Sodium carbonate"],
  ["과망가니즈산 칼륨", "Potassium permanganate"],
  ["아세트산", "Acetic acid"],
  ["피리딘", "Pyridine"],
  ["트라이에틸아민", "Triethylamine"],
  ["다이메틸설폭사이드", "Dimethyl sulfoxide"],
  ["다이메틸폼아마이드", "Dimethylformamide"],
  ["아이소프로판올", "Isopropanol"],
  ["부탄올", "Butanol"],
  ["페놀", "Phenol"],
  ["아닐린", "Aniline"],
  ["나프탈렌", "Naphthalene"],
  ["벤즈알데하이드", "Benzaldehyde"],
  ["수소화붕소나트륨", "Sodium borohydride"],
  ["팔라듐 탄소", "Palladium on carbon"],
  ["브로민", "Bromine"],
  ["아이오딘", "Iodine"],
  ["황산마그네슘", "Magnesium sulfate"],
  ["실리카겔", "Silica gel"],
  ["글루코스", "Glucose"],
  ["요소", "Urea"],
];
const grades = ["ACS reagent", "HPLC grade", "anhydrous", "99.5%", "extra pure", "for synthesis", "GR", "EP"];
const suppliers = [
  "Sigma-Aldrich",
  "Daejung",
  "Samchun",
  "TCI",
  "Alfa Aesar",
  "Junsei",
  "Duksan",
  "Merck",
  "Acros",
  "Kanto",
  "Fisher",
  "Wako",
];
const units = ["mg", "g", "kg", "mL", "L", "ea"];
const locations = Array.from(
  { length: 50 },
  (_, i) => `Cabinet ${String.fromCharCode(65 + (i % 10))}-${Math.floor(i / 10) + 1}`,
);
const inventoryGroups = [
  "solvents",
  "acids",
  "bases",
  "salts",
  "oxidizers",
  "reducers",
  "catalysts",
  "organics",
  "standards",
  "misc",
];
const base32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A deterministic pseudo-random stream, so every run seeds the same cabinet. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function validCas(body: number): string {
  const digits = String(body);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return `${digits.slice(0, -2)}-${digits.slice(-2)}-${sum % 10}`;
}

interface SeedColumns {
  rowKey: string[];
  name: string[];
  nameEn: string[];
  casNo: string[];
  catalogNo: string[];
  amount: number[];
  unit: string[];
  location: string[];
  supplier: string[];
  inventoryGroup: string[];
  barcode: string[];
  isPrivate: boolean[];
  addedAt: string[];
  disusedAt: (string | null)[];
}

function seedBatch(start: number, count: number, next: () => number): SeedColumns {
  const columns: SeedColumns = {
    rowKey: [],
    name: [],
    nameEn: [],
    casNo: [],
    catalogNo: [],
    amount: [],
    unit: [],
    location: [],
    supplier: [],
    inventoryGroup: [],
    barcode: [],
    isPrivate: [],
    addedAt: [],
    disusedAt: [],
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const now = Date.now();
  for (let i = start; i < start + count; i++) {
    const [ko, en] = pick(reagents);
    const grade = pick(grades);
    let key = "";
    for (let k = 0; k < 12; k++) key += base32[Math.floor(next() * 32)];
    columns.rowKey.push(key);
    columns.name.push(`${ko} ${grade} #${i}`);
    columns.nameEn.push(`${en} ${grade}`);
    columns.casNo.push(validCas(1000 + Math.floor(next() * 9_000_000)));
    columns.catalogNo.push(`${pick(["A", "B", "C", "S", "T"])}${Math.floor(next() * 1_000_000)}`);
    columns.amount.push(Math.round(next() * 5000) / 10);
    columns.unit.push(pick(units));
    columns.location.push(pick(locations));
    columns.supplier.push(pick(suppliers));
    columns.inventoryGroup.push(pick(inventoryGroups));
    columns.barcode.push(`880${String(Math.floor(next() * 1e10)).padStart(10, "0")}`);
    columns.isPrivate.push(next() < 0.01);
    columns.addedAt.push(new Date(now - Math.floor(next() * 5 * 365 * 86_400_000)).toISOString());
    columns.disusedAt.push(next() < 0.05 ? new Date(now - Math.floor(next() * 86_400_000 * 30)).toISOString() : null);
  }
  return columns;
}

/** One INSERT … SELECT FROM unnest(arrays) per batch: a handful of parameters, thousands of rows. */
const insertSql = `
  INSERT INTO inventory_items (row_key, group_idx, name, name_en, cas_no, catalog_no, amount, unit, location,
    supplier, inventory_group, barcode, is_private, added_at, modified_at, disused_at, disuse_reason, creator_idx)
  SELECT k, $1, n, ne, c, cat, a, u, l, s, ig, b, p, t, t, d, CASE WHEN d IS NULL THEN NULL ELSE 'Expired' END, $2
  FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::text[], $10::text[],
    $11::text[], $12::text[], $13::text[], $14::bool[], $15::timestamptz[], $16::timestamptz[])
    AS x(k, n, ne, c, cat, a, u, l, s, ig, b, p, t, d)`;

async function seed(client: pg.Client, groupIdx: number, creatorIdx: number): Promise<void> {
  const next = random(20240501);
  const batch = 5000;
  const started = performance.now();
  for (let start = 0; start < itemCount; start += batch) {
    const c = seedBatch(start, Math.min(batch, itemCount - start), next);
    await client.query(insertSql, [
      groupIdx,
      creatorIdx,
      c.rowKey,
      c.name,
      c.nameEn,
      c.casNo,
      c.catalogNo,
      c.amount,
      c.unit,
      c.location,
      c.supplier,
      c.inventoryGroup,
      c.barcode,
      c.isPrivate,
      c.addedAt,
      c.disusedAt,
    ]);
    process.stdout.write(`\r  seeded ${Math.min(start + batch, itemCount).toLocaleString("en-US")} items`);
  }
  process.stdout.write(` in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  // What autovacuum does within a minute of the seed: the tables it wrote, their triggers' included.
  for (const table of ["inventory_items", "inventory_counts", "inventory_words", "inventory_word_items"]) {
    await client.query(`VACUUM ANALYZE ${table}`);
  }
  // And what the server's checkpointer does within minutes: writes the ~0.5 GB of WAL the seed
  // made to the tables, which would otherwise compete with the measured requests for the disk.
  await client.query("CHECKPOINT");
}

// ---------------------------------------------------------------------------------------------
// Measurement

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

interface Scenario {
  name: string;
  /** The query string of request n (varied, so no cache answers them all). */
  query: (n: number) => string;
}

/**
 * GET over a kept-alive connection with node's own HTTP client; resolves with the status and the
 * whole body. The clients share the server's two cores: fetch (undici) took ~0.8 ms of CPU per
 * request here against ~0.25 for this, CPU that a browser elsewhere would not take from the server.
 */
function get(url: URL, token: string, agent: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.setEncoding("utf8");
      let text = "";
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function measure(product: Product, token: string, scenario: Scenario) {
  const url = product.url;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const timings: number[] = [];
  let totals = 0;
  let counter = 0;
  const worker = async () => {
    for (let i = 0; i < requestsPerClient; i++) {
      const n = counter++;
      const started = performance.now();
      // Timed until the whole body has arrived. The clients read the total with a pattern
      // instead of decoding ~25 KB of JSON each time, for the same reason as get().
      const { status, text } = await get(new URL(`${url}/api/inventory/list.do?${scenario.query(n)}`), token, agent);
      timings.push(performance.now() - started);
      const total = /"total":(\d+)/.exec(text)?.[1];
      if (status !== 200 || total === undefined) throw new Error(`${scenario.name}: ${status} ${text.slice(0, 300)}`);
      totals += Number(total);
    }
  };
  // Warm-up: one round per client, not counted.
  const warm = counter;
  await Promise.all(Array.from({ length: clients }, () => worker()));
  timings.length = 0;
  counter = warm + clients * requestsPerClient;
  const cpuBefore = await product.cpuMs();
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => worker()));
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRequest = ((await product.cpuMs()) - cpuBefore) / timings.length;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuPerRequest = (clientCpu.user + clientCpu.system) / 1000 / timings.length;
  agent.destroy();
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    rps: timings.length / elapsed,
    cpuPerRequest,
    clientCpuPerRequest,
    meanTotal: totals / (2 * clients * requestsPerClient),
  };
}

// ---------------------------------------------------------------------------------------------

/** A connection to the product's embedded server: its socket and password are in the data dir. */
async function embeddedConnection(dataDir: string): Promise<pg.ClientConfig> {
  const password = (await readFile(path.join(dataDir, "pg.password"), "utf8")).trim();
  return { host: path.join(dataDir, "pg"), port: 5432, user: "postgres", password, database: "enote" };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "enote-bench-"));
  // Run as root, the embedded server runs as the system user postgres, which must enter it.
  await chmod(dataDir, 0o755);
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  if (serverUrl) {
    dbName = `enote_bench_${randomBytes(6).toString("hex")}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const database = databaseUrl ? `PostgreSQL (${new URL(serverUrl ?? "").host})` : "embedded PostgreSQL";
  console.log(
    `bench:inventory — ${itemCount.toLocaleString("en-US")} items, ${clients} clients × ${requestsPerClient} requests, ${database}`,
  );

  const port = await freePort();
  let product: Product | null = null;
  try {
    // 1. The product creates the schema, a manager and the group.
    product = await startProduct(port, dataDir, databaseUrl);
    const signUp = {
      memberId: "benchadmin1",
      password: "benchTop2024",
      passwordConfirm: "benchTop2024",
      email: "bench@lab.example",
      firstName: "Bench",
      lastName: "Mark",
      initial: "BMK",
      phone: "010-1234-5678",
      agreeTerms: true,
      agreePrivacy: true,
    };
    const tokens = await call<{ accessToken: string }>(`${product.url}/api/oauth/signUp.do`, "POST", signUp);
    const token = tokens.accessToken;
    const me = await call<{ memberIdx: number }>(`${product.url}/api/oauth/me.do`, "GET", undefined, token);
    const group = await call<{ groupIdx: number }>(
      `${product.url}/api/group/create.do`,
      "POST",
      { groupName: "Bench Lab" },
      token,
    );
    // 2. Bulk insert, beside the running product.
    const client = new pg.Client(databaseUrl ? { connectionString: databaseUrl } : await embeddedConnection(dataDir));
    await client.connect();
    await seed(client, group.groupIdx, me.memberIdx);
    await client.end();

    // 3. Measured over HTTP, on the product started afresh (new connections, a process that has
    //    served nothing): the seed's aftermath stays out of the figures. The administrator
    //    created the group, so they manage it and see every item (the heaviest visibility case).
    await product.stop();
    product = await startProduct(port, dataDir, databaseUrl);
    const g = group.groupIdx;
    const nameFragments = ["톨루", "아세톤", "benz", "chlor", "hydrox", "에탄올", "acid", "산나트", "sulf", "pyrid"];
    const casFragments = ["64-17", "108-8", "7732-", "67-64", "71-43", "123-4", "58-08", "7647-", "1310-", "50-00"];
    const scenarios: Scenario[] = [
      { name: "first page", query: () => `groupIdx=${g}` },
      {
        name: "search: name fragment",
        query: (n) => `groupIdx=${g}&q=${encodeURIComponent(nameFragments[n % nameFragments.length] ?? "")}`,
      },
      {
        name: "search: CAS fragment",
        query: (n) => `groupIdx=${g}&q=${encodeURIComponent(casFragments[n % casFragments.length] ?? "")}`,
      },
      {
        name: "filtered, sorted page",
        query: (n) =>
          `groupIdx=${g}&location=${encodeURIComponent(locations[n % locations.length] ?? "")}&inventoryGroup=${inventoryGroups[n % inventoryGroups.length]}&sort=name&order=asc`,
      },
    ];
    console.log(
      `load average before: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")} on ${os.cpus().length} cores`,
    );
    console.log(
      "scenario                    p50 ms   p95 ms   max ms    req/s  server CPU ms/req  clients CPU ms/req  mean total   target p95 ≤ 50 ms",
    );
    let missed = 0;
    for (const scenario of scenarios) {
      const r = await measure(product, token, scenario);
      const ok = r.p95 <= 50;
      if (!ok) missed += 1;
      console.log(
        `${scenario.name.padEnd(26)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${r.rps.toFixed(0).padStart(8)} ${r.cpuPerRequest.toFixed(2).padStart(18)} ${r.clientCpuPerRequest.toFixed(2).padStart(19)} ${r.meanTotal.toFixed(0).padStart(11)}   ${ok ? "met" : "MISSED"}`,
      );
    }
    console.log(
      "server CPU: the api process, with the embedded server's processes (a PostgreSQL server's elsewhere is not counted); clients: this process, the 10 clients",
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    if (missed > 0) process.exitCode = 1;
  } finally {
    await product?.stop();
    const keep = process.env.BENCH_KEEP === "1";
    if (keep && !dbName) console.log(`kept embedded database in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
    if (dbName && keep) console.log(`kept database ${dbName}`);
    else if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

await main();
