/**
 * npm run bench:sizing — the figures docs/deploy.md sizes an installation by, measured on the
 * real product (api/src/main.ts as child processes):
 *
 * 1. Memory per 1,000 idle editors: a collab process's VmRSS (/proc/<pid>/status) before and after
 *    BENCH_IDLE authenticated, synced provider connections (one WebSocket each, @hocuspocus/provider
 *    over `ws`), BENCH_IDLE_PER_BOOK to a lab book.
 * 2. Requests per second of the list APIs (lab books, projects, inventory of a group), from
 *    BENCH_CLIENTS keep-alive connections for BENCH_SECONDS each, against one api process and,
 *    with BENCH_DATABASE_URL, against two (the clients take turns between them, as nginx's
 *    round-robin does).
 *
 * With BENCH_DATABASE_URL (a fresh, empty database; migrated at start) the layout is docs/deploy.md's:
 * api processes (ENOTE_SERVICES=api) and a collab process (ENOTE_SERVICES=collab) on that database
 * and on REDIS_URL when set; without it, one process (api + collab) with its embedded PostgreSQL
 * server, whose memory figure then includes the api's.
 *
 * The load generator runs on the same machine as the server and takes CPU from it; the figures
 * say what this machine gave while measured.
 */
import http from "node:http";
import { readFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { connect, until, type Client } from "../fault/providers";
import { call, groupWith, signUpOverHttp, type ApiMember } from "../e2e/support/http";
import { newMember } from "../e2e/support/pages";
import { startE2EServer, type E2EServer } from "../e2e/support/server";

const idleConnections = Number(process.env.BENCH_IDLE ?? 1000);
const idlePerBook = Number(process.env.BENCH_IDLE_PER_BOOK ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const inventoryItems = Number(process.env.BENCH_ITEMS ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error("no VmRSS");
  return Number(match[1]) / 1024;
}

/** User + system CPU time of a process, in ms. */
async function cpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A GET with node's own client over a kept-alive connection (cheaper on the shared cores than
 * fetch). A kept-alive socket the server closed just as it was reused resets: asked again once.
 */
async function get(url: URL, token: string, agent: http.Agent): Promise<number> {
  try {
    return await getOnce(url, token, agent);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ECONNRESET") throw error;
    return getOnce(url, token, agent);
  }
}

function getOnce(url: URL, token: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  /** Share of one core each api process used, on average. */
  apiCpu: number;
}

async function throughput(apis: E2EServer[], token: string, path: string): Promise<Throughput> {
  const agents = apis.map(() => new http.Agent({ keepAlive: true, maxSockets: clients }));
  const timings: number[] = [];
  let turn = 0;
  let deadline = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = turn++ % apis.length;
      const api = apis[index];
      const agent = agents[index];
      if (!api || !agent) throw new Error("bench setup");
      const started = performance.now();
      const status = await get(new URL(path, api.url), token, agent);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      timings.push(performance.now() - started);
    }
  };
  // One second of warm-up, not counted.
  deadline = performance.now() + 1_000;
  await Promise.all(Array.from({ length: clients }, worker));
  timings.length = 0;
  const cpuBefore = await Promise.all(apis.map((api) => cpuMs(api.pid())));
  const started = performance.now();
  deadline = started + seconds * 1_000;
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = performance.now() - started;
  const cpuAfter = await Promise.all(apis.map((api) => cpuMs(api.pid())));
  for (const agent of agents) agent.destroy();
  const sorted = [...timings].sort((a, b) => a - b);
  const cpu = cpuAfter.reduce((sum, after, i) => sum + after - (cpuBefore[i] ?? 0), 0);
  return {
    rps: (timings.length * 1_000) / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    apiCpu: cpu / elapsed / apis.length,
  };
}

async function main(): Promise<void> {
  const wallStart = performance.now();
  const scaleOut = databaseUrl !== undefined;
  const api = await startE2EServer(
    { ENOTE_SERVICES: scaleOut ? "api" : "api,collab", LOG_LEVEL: "warn" },
    scaleOut ? { databaseUrl } : { embedded: true },
  );
  const started: E2EServer[] = [api];
  try {
    const collab = scaleOut
      ? await startE2EServer({ ENOTE_SERVICES: "collab", LOG_LEVEL: "warn" }, { databaseUrl })
      : api;
    if (collab !== api) started.push(collab);
    const secondApi = scaleOut
      ? await startE2EServer({ ENOTE_SERVICES: "api", LOG_LEVEL: "warn" }, { databaseUrl })
      : null;
    if (secondApi) started.push(secondApi);

    const owner = await signUpOverHttp(api.url, newMember()); // the first member: administrator
    const members: ApiMember[] = [owner];
    for (let i = 0; i < 19; i++) members.push(await signUpOverHttp(api.url, newMember()));
    const { groupIdx } = await groupWith(api.url, owner, members.slice(1), "Sizing lab");
    const { projectIdx } = await call<{ projectIdx: number }>(api.url, "POST", "/api/project/create.do", {
      token: owner.accessToken,
      body: { groupIdx, name: "Sizing", includeGroupMembers: true },
    });
    const books: number[] = [];
    for (let i = 0; i < Math.ceil(idleConnections / idlePerBook); i++) {
      const book = await call<{ lbIdx: number }>(api.url, "POST", "/api/labbook/create.do", {
        token: owner.accessToken,
        body: { projectIdx, title: `Idle ${i}` },
      });
      books.push(book.lbIdx);
    }
    for (let i = 0; i < inventoryItems; i++) {
      await call(api.url, "POST", "/api/inventory/item.do", {
        token: owner.accessToken,
        body: { groupIdx, name: `Reagent ${i}`, amount: 1 + (i % 7), unit: "g" },
      });
    }
    const setupSeconds = (performance.now() - wallStart) / 1_000;

    // 1. Idle editors.
    await sleep(2_000);
    const before = await rssMiB(collab.pid());
    const editors: Client[] = [];
    const connectStarted = performance.now();
    for (let i = 0; i < idleConnections; i += 100) {
      const wave: Client[] = [];
      for (let j = i; j < Math.min(idleConnections, i + 100); j++) {
        const member = members[j % members.length];
        const lbIdx = books[Math.floor(j / idlePerBook)];
        if (!member || lbIdx === undefined) throw new Error("bench setup");
        wave.push(connect(collab.url, lbIdx, member.accessToken));
      }
      await until(() => wave.every((editor) => editor.provider.isSynced), 60_000, "a wave of editors to sync");
      editors.push(...wave);
    }
    const connectSeconds = (performance.now() - connectStarted) / 1_000;
    await sleep(5_000);
    const after = await rssMiB(collab.pid());
    const open = editors.filter((editor) => editor.provider.isSynced).length;
    for (const editor of editors) editor.destroy();
    await sleep(2_000);

    // 2. List APIs.
    const lists = [
      ["lab books", `/api/labbook/list.do?groupIdx=${groupIdx}`],
      ["projects", `/api/project/list.do?groupIdx=${groupIdx}`],
      ["inventory", `/api/inventory/list.do?groupIdx=${groupIdx}`],
    ] as const;
    const rows: { name: string; one: Throughput; two: Throughput | null }[] = [];
    for (const [name, path] of lists) {
      const one = await throughput([api], owner.accessToken, path);
      const two = secondApi ? await throughput([api, secondApi], owner.accessToken, path) : null;
      rows.push({ name, one, two });
    }

    const cores = cpus().length;
    const layout = scaleOut
      ? `api and collab processes on PostgreSQL at ${new URL(databaseUrl).host}${process.env.REDIS_URL ? " and Redis" : ""}`
      : "one process (api + collab) on its embedded PostgreSQL server";
    console.log(`\nbench:sizing — ${layout}; ${cores} cores, Node ${process.version}`);
    console.log(
      `setup: ${setupSeconds.toFixed(1)} s (20 members, ${books.length} lab books, ${inventoryItems} reagents)\n`,
    );
    const per1000 = ((after - before) * 1_000) / idleConnections;
    console.log(
      `idle editors: ${open}/${idleConnections} synced over ${books.length} lab books in ${connectSeconds.toFixed(1)} s;` +
        ` ${scaleOut ? "collab" : "the"} process VmRSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB:` +
        ` ${per1000.toFixed(0)} MiB per 1,000 idle editors (${((per1000 * 1024) / 1_000).toFixed(0)} KiB each)`,
    );
    console.log(
      `\nlist APIs, ${clients} keep-alive clients for ${seconds} s each (the clients share the machine's cores):`,
    );
    for (const { name, one, two } of rows) {
      const line = (label: string, t: Throughput) =>
        `${label}: ${t.rps.toFixed(0)} req/s, p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms` +
        ` (api process CPU ${(t.apiCpu * 100).toFixed(0)}% of a core${label.startsWith("two") ? " each" : ""})`;
      console.log(`  ${name.padEnd(10)} ${line("one api process", one)}`);
      if (two) console.log(`  ${"".padEnd(10)} ${line("two api processes", two)}`);
    }
    // Other work on the machine takes the same cores: its load says how much.
    const [load1, load5] = loadavg();
    console.log(
      `\nwall time: ${((performance.now() - wallStart) / 1_000).toFixed(1)} s;` +
        ` load average at the end ${load1?.toFixed(1)} (1 min), ${load5?.toFixed(1)} (5 min) on ${cores} cores`,
    );
  } finally {
    for (const server of started.reverse()) await server.dispose();
  }
}

await main();
