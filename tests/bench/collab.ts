/**
 * npm run bench:collab — the lab book's real-time layer, measured on the real product.
 *
 * Runs api/src/main.ts (api + collab, with its embedded PostgreSQL server as `npm start` runs it, or
 * the database BENCH_DATABASE_URL names: a fresh, empty one, migrated at start) as a child process, sets up members, a group, a project and lab books over HTTP, then drives real
 * Node providers (@hocuspocus/provider over `ws`):
 *
 * 1. Remote-edit latency for 10 and 50 editors on one lab book, each typing 5 chars/s into its own
 *    paragraph of one section (the Y.XmlFragment `section.procedure`, laid out as TipTap does:
 *    paragraph elements holding Y.XmlText). Latency = sender's `doc.transact` → each other
 *    editor's `observeDeep` on that fragment; every provider runs in this one process, so both
 *    ends read one clock. p50/p99 over every (edit, receiver) pair.
 * 2. Memory: the server process's VmRSS (/proc/<pid>/status) with 1,000 idle authenticated
 *    connections (one WebSocket each), spread over lab books so no book exceeds its viewer cap;
 *    beside it, the embedded database server's memory, all its processes together.
 *
 * 3. Drawing memos (tests/bench/drawing.ts): 10 members dragging elements on one memo, and a
 *    2,000-element memo opened in Chromium.
 *
 * 4. The meeting room (tests/bench/meeting.ts): 50 participants in one room moving pointers at
 *    20 Hz, one presenter scrolling; presence latency and the server's CPU.
 *
 * 5. Stored documents (needs BENCH_DATABASE_URL: the statements are counted by a proxy in front of
 *    it, tests/bench/statements.ts): 10 members each typing into their own lab book, then every
 *    store and what follows it (projection, authors, versions…) settled; SQL statements and server
 *    CPU per stored document, with and without the update-log appends (the typing itself).
 *
 * Env: BENCH_SECONDS (typing time per run, 10), BENCH_IDLE (1000), BENCH_IDLE_PER_BOOK (20), BENCH_MEETING (50),
 * BENCH_ONLY=drawing, meeting or stores (only scenario 3, 4 or 5, each measured exactly as in the full run).
 */
import { readdir, readFile } from "node:fs/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { startE2EServer, type E2EServer } from "../e2e/support/server";
import { call, groupWith, signUpOverHttp, type ApiMember } from "../e2e/support/http";
import { newMember } from "../e2e/support/pages";
import { measureDrag, measureOpen } from "./drawing";
import { measureMeeting } from "./meeting";
import { countStatements, type StatementCounter } from "./statements";

const typingSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const idleConnections = Number(process.env.BENCH_IDLE ?? 1000);
const idlePerBook = Number(process.env.BENCH_IDLE_PER_BOOK ?? 20);
const charsPerSecond = 5;
const drawingOnly = process.env.BENCH_ONLY === "drawing";
const storesOnly = process.env.BENCH_ONLY === "stores";
const storeBooks = 10;
/** After the typing: the last stores (debounce) and what they set off settle. */
const settleSeconds = 8;
const meetingOnly = process.env.BENCH_ONLY === "meeting";
const meetingParticipants = Number(process.env.BENCH_MEETING ?? 50);
const section = "section.procedure";

interface Peer {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
}

function connect(baseUrl: string, lbIdx: number, token: string): Peer {
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `labbook.${lbIdx}`,
    document: doc,
    token,
  });
  provider.attach();
  return { doc, provider, socket };
}

function synced(peer: Peer): Promise<void> {
  if (peer.provider.isSynced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("provider did not sync in 30 s")), 30_000);
    peer.provider.on("synced", ({ state }: { state: boolean }) => {
      if (!state) return;
      clearTimeout(timer);
      resolve();
    });
    peer.provider.on("authenticationFailed", ({ reason }: { reason: string }) =>
      reject(new Error(`refused: ${reason}`)),
    );
  });
}

function destroy(peers: Peer[]): void {
  for (const peer of peers) {
    peer.provider.destroy();
    peer.socket.destroy();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(0)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createBook(server: E2EServer, owner: ApiMember, projectIdx: number, title: string): Promise<number> {
  const book = await call<{ lbIdx: number }>(server.url, "POST", "/api/labbook/create.do", {
    token: owner.accessToken,
    body: { projectIdx, title },
  });
  return book.lbIdx;
}

interface LatencyResult {
  editors: number;
  edits: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
  /** Share of one core the server process used while typing. */
  serverCpu: number;
  /** Share of one core this process (every provider) used, and its event-loop delay p99. */
  benchCpu: number;
  benchLoopP99: number;
}

/** `editors` providers on one new book type for `typingSeconds`; every other editor observes each edit. */
async function measureLatency(
  server: E2EServer,
  pid: number,
  editors: ApiMember[],
  owner: ApiMember,
  projectIdx: number,
): Promise<LatencyResult> {
  const lbIdx = await createBook(server, owner, projectIdx, `Latency with ${editors.length} editors`);
  const peers = editors.map((editor) => connect(server.url, lbIdx, editor.accessToken));
  await Promise.all(peers.map(synced));

  // Each editor's own paragraph, created before timing starts.
  const paragraphs = peers.map((peer) => {
    const paragraph = new Y.XmlElement("paragraph");
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    const fragment = peer.doc.getXmlFragment(section);
    peer.doc.transact(() => fragment.insert(fragment.length, [paragraph]));
    return text;
  });
  const deadline = Date.now() + 30_000;
  while (peers.some((peer) => peer.doc.getXmlFragment(section).length !== peers.length)) {
    if (Date.now() > deadline) throw new Error("paragraphs did not converge");
    await sleep(100);
  }

  // sentAt[client] maps the client's clock after an edit to when the edit was made.
  const sentAt = new Map<number, Map<number, number>>();
  const latencies: number[] = [];
  let expected = 0;
  for (const peer of peers) {
    peer.doc.getXmlFragment(section).observeDeep((events) => {
      const now = performance.now();
      const transaction = events[0]?.transaction;
      if (!transaction || transaction.local) return;
      for (const [client, after] of transaction.afterState) {
        const before = transaction.beforeState.get(client) ?? 0;
        const sends = sentAt.get(client);
        if (!sends || after <= before) continue;
        for (let clock = before + 1; clock <= after; clock++) {
          const at = sends.get(clock);
          if (at !== undefined) latencies.push(now - at);
        }
      }
    });
  }

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const serverTicks = await cpuTicks(pid);
  const benchCpu = process.cpuUsage();
  const typingStarted = performance.now();
  const timers: NodeJS.Timeout[] = [];
  const interval = 1_000 / charsPerSecond;
  let edits = 0;
  peers.forEach((peer, i) => {
    const text = paragraphs[i];
    if (!text) return;
    const sends = new Map<number, number>();
    sentAt.set(peer.doc.clientID, sends);
    // Spread the editors over the interval, as people do not type in step.
    const start = setTimeout(
      () => {
        const timer = setInterval(() => {
          const startedAt = performance.now();
          peer.doc.transact(() => text.insert(text.length, String.fromCharCode(97 + (edits % 26))));
          sends.set(Y.getState(peer.doc.store, peer.doc.clientID), startedAt);
          edits += 1;
          expected += peers.length - 1;
        }, interval);
        timers.push(timer);
      },
      (interval * i) / peers.length,
    );
    timers.push(start);
  });
  await sleep(typingSeconds * 1_000);
  for (const timer of timers) clearInterval(timer);
  const typedMs = performance.now() - typingStarted;
  const serverCpu = ((await cpuTicks(pid)) - serverTicks) / 100 / (typedMs / 1_000);
  const benchUsage = process.cpuUsage(benchCpu);
  loop.disable();
  await sleep(2_000);
  destroy(peers);

  latencies.sort((a, b) => a - b);
  return {
    editors: peers.length,
    edits,
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    missing: expected - latencies.length,
    serverCpu,
    benchCpu: (benchUsage.user + benchUsage.system) / 1_000 / typedMs,
    benchLoopP99: loop.percentile(99) / 1e6,
  };
}

/** utime + stime of a process, in clock ticks (USER_HZ, 100 on Linux). */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** The pid of a child of `parent` whose command line holds `script`, if there is one. */
async function childPid(parent: number, script: string): Promise<number | null> {
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== parent) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8");
      if (cmdline.includes(script)) return Number(entry);
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

/** The pid of the server child process (node … api/src/main.ts) this process started. */
async function serverPid(): Promise<number> {
  const pid = await childPid(process.pid, "api/src/main.ts");
  if (pid === null) throw new Error("server process not found");
  return pid;
}

/**
 * The embedded PostgreSQL server's memory: its postmaster (named by postmaster.pid) and every
 * process it forked. RSS summed counts the shared buffers once per process that touched them;
 * PSS divides each shared page among the processes sharing it, so its sum is the real total.
 */
async function databaseMemory(dataDir: string): Promise<{ processes: number; rss: number; pss: number }> {
  const postmaster = Number.parseInt((await readFile(`${dataDir}/pg/postmaster.pid`, "utf8")).split("\n")[0] ?? "", 10);
  const pids = [postmaster];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster) pids.push(Number(entry));
  }
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8").catch(() => "");
    rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
    pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  }
  return { processes: pids.length, rss, pss };
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error("no VmRSS");
  return Number(match[1]) / 1024;
}

async function measureIdle(server: E2EServer, pid: number, members: ApiMember[], owner: ApiMember, projectIdx: number) {
  const books: number[] = [];
  for (let i = 0; i < Math.ceil(idleConnections / idlePerBook); i++) {
    books.push(await createBook(server, owner, projectIdx, `Idle ${i}`));
  }
  await sleep(2_000);
  const before = await rssMiB(pid);
  const peers: Peer[] = [];
  const started = performance.now();
  // In waves, as browsers arriving over a minute would; every connection authenticates and syncs.
  for (let i = 0; i < idleConnections; i += 100) {
    const wave: Peer[] = [];
    for (let j = i; j < Math.min(idleConnections, i + 100); j++) {
      const member = members[j % members.length];
      const lbIdx = books[Math.floor(j / idlePerBook)];
      if (!member || lbIdx === undefined) throw new Error("bench setup");
      wave.push(connect(server.url, lbIdx, member.accessToken));
    }
    await Promise.all(wave.map(synced));
    peers.push(...wave);
  }
  const connectSeconds = (performance.now() - started) / 1_000;
  await sleep(5_000);
  const after = await rssMiB(pid);
  // The embedded database is a server of its own processes: reported beside, not in, the server's figure.
  const database = server.databaseUrl ? null : await databaseMemory(server.dataDir);
  const open = peers.filter((peer) => peer.provider.isSynced).length;
  destroy(peers);
  return { before, after, database, open, books: books.length, connectSeconds };
}

interface StoreResult {
  stores: number;
  statements: number;
  appends: number;
  cpuSeconds: number;
  /** The same time with nobody typing. */
  idleStatements: number;
  idleCpuSeconds: number;
}

/** `storeBooks` members type into a book each; then statements and CPU per stored document. */
async function measureStores(
  server: E2EServer,
  pid: number,
  counter: StatementCounter,
  editors: ApiMember[],
  owner: ApiMember,
  projectIdx: number,
): Promise<StoreResult> {
  const books: number[] = [];
  for (let i = 0; i < storeBooks; i++) books.push(await createBook(server, owner, projectIdx, `Stores ${i}`));
  const peers = books.map((lbIdx, i) => connect(server.url, lbIdx, (editors[i] ?? owner).accessToken));
  await Promise.all(peers.map(synced));
  await sleep(3_000); // the opening settles (first stores, projections)
  // The same time with nobody typing: what the server asks the database anyway (the outbox's polls).
  counter.reset();
  const idleTicks = await cpuTicks(pid);
  await sleep((typingSeconds + settleSeconds) * 1_000);
  const idleStatements = counter.statements().length;
  const idleCpuSeconds = ((await cpuTicks(pid)) - idleTicks) / 100;
  counter.reset();
  const ticks = await cpuTicks(pid);
  const texts = peers.map((peer) => {
    const paragraph = new Y.XmlElement("paragraph");
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    const fragment = peer.doc.getXmlFragment(section);
    peer.doc.transact(() => fragment.insert(fragment.length, [paragraph]));
    return text;
  });
  const timer = setInterval(() => {
    for (const [i, text] of texts.entries()) text.insert(text.length, String.fromCharCode(97 + (i % 26)));
  }, 1_000 / charsPerSecond);
  await sleep(typingSeconds * 1_000);
  clearInterval(timer);
  await sleep(settleSeconds * 1_000); // the last stores (debounce) and what they set off (jobs, projections)
  const cpuSeconds = ((await cpuTicks(pid)) - ticks) / 100;
  const statements = counter.statements();
  destroy(peers);
  if (process.env.BENCH_SHOW_STATEMENTS) {
    const kinds = new Map<string, number>();
    for (const text of statements) {
      const kind = text.replace(/\s+/g, " ").slice(0, 90);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  ${kind}`);
  }
  return {
    stores: statements.filter((text) => /update "collab_documents" set "state"/i.test(text)).length,
    statements: statements.length,
    appends: statements.filter((text) => /insert into "collab_updates"/i.test(text)).length,
    cpuSeconds,
    idleStatements,
    idleCpuSeconds,
  };
}

async function main(): Promise<void> {
  const wallStart = performance.now();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const counter = databaseUrl ? await countStatements(databaseUrl) : null;
  const server = await startE2EServer(
    // web too: the drawing scenario opens a memo in Chromium (static files; nothing else changes).
    { ENOTE_SERVICES: "web,api,collab", LOG_LEVEL: "warn" },
    counter ? { databaseUrl: counter.url } : { embedded: true },
  );
  try {
    const admin = await signUpOverHttp(server.url, newMember()); // first member: ADMIN
    const editors: ApiMember[] = [];
    for (let i = 0; i < 50; i++) editors.push(await signUpOverHttp(server.url, newMember()));
    const { groupIdx } = await groupWith(server.url, admin, editors, "Bench Lab");
    const project = await call<{ projectIdx: number }>(server.url, "POST", "/api/project/create.do", {
      token: admin.accessToken,
      body: { groupIdx, name: "Bench project", includeGroupMembers: true },
    });
    const setupSeconds = (performance.now() - wallStart) / 1_000;
    const pid = await serverPid();
    const startRss = await rssMiB(pid);

    const results: LatencyResult[] = [];
    const only = drawingOnly || meetingOnly || storesOnly;
    for (const count of only ? [] : [10, 50]) {
      results.push(await measureLatency(server, pid, editors.slice(0, count), admin, project.projectIdx));
    }
    const idle = only ? null : await measureIdle(server, pid, [admin, ...editors], admin, project.projectIdx);
    const stored =
      counter && (!only || storesOnly)
        ? await measureStores(server, pid, counter, editors, admin, project.projectIdx)
        : null;
    const drawingBook =
      meetingOnly || storesOnly ? 0 : await createBook(server, admin, project.projectIdx, "Drawing bench");
    const drag =
      meetingOnly || storesOnly
        ? null
        : await measureDrag(server, editors.slice(0, 10), admin, drawingBook, typingSeconds);
    const opened = meetingOnly || storesOnly ? null : await measureOpen(server, admin, drawingBook, 2_000);
    // The admin created the group, so manages it: it schedules; the 50 members meet.
    const room =
      drawingOnly || storesOnly
        ? null
        : await measureMeeting(server, pid, admin, groupIdx, editors.slice(0, meetingParticipants), typingSeconds);

    const db = databaseUrl ? `PostgreSQL at ${new URL(databaseUrl).host}` : "its embedded PostgreSQL server";
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\nbench:collab — one server process (api + collab, ${db}), Node ${process.version}`);
    console.log(`setup: ${setupSeconds.toFixed(1)} s (51 members, a group, a project, over HTTP)\n`);
    if (results.length > 0) {
      console.log(
        `remote-edit latency, ${charsPerSecond} chars/s per editor into ${section} (own paragraph each), ${typingSeconds} s:`,
      );
    }
    for (const r of results) {
      const target = r.editors <= 10 ? 20 : 50;
      console.log(
        `  ${String(r.editors).padStart(2)} editors: p50 ${ms(r.p50)}, p99 ${ms(r.p99)} (target ≤ ${target} ms), max ${ms(r.max)}` +
          ` — ${r.edits} edits, ${r.samples} observations, ${r.missing} not observed;` +
          ` CPU: server ${(r.serverCpu * 100).toFixed(0)}%, providers ${(r.benchCpu * 100).toFixed(0)}%` +
          ` (their event-loop delay p99 ${ms(r.benchLoopP99)})`,
      );
    }
    if (idle) {
      console.log(
        `\nidle connections: ${idle.open}/${idleConnections} authenticated and synced over ${idle.books} lab books` +
          ` in ${idle.connectSeconds.toFixed(1)} s`,
      );
      console.log(
        `  server VmRSS: ${startRss.toFixed(0)} MiB after setup, ${idle.before.toFixed(0)} MiB before → ${idle.after.toFixed(0)} MiB with them` +
          ` (target ≤ 200 MB; ${signed(idle.after - idle.before)} MiB, ` +
          `${signed(((idle.after - idle.before) * 1024) / idleConnections)} KiB per connection)`,
      );
      if (idle.database) {
        console.log(
          `  embedded database server, all ${idle.database.processes} of its processes: PSS ${idle.database.pss.toFixed(0)} MiB` +
            ` (RSS summed ${idle.database.rss.toFixed(0)} MiB, shared buffers counted once per process)`,
        );
      }
    }
    if (drag && opened) {
      console.log(
        `\ndrawing memo, ${drag.members} members each dragging an element (20 writes/s), ${typingSeconds} s:` +
          ` p50 ${ms(drag.p50)}, p99 ${ms(drag.p99)} (target ≤ 50 ms), max ${ms(drag.max)}` +
          ` — ${drag.writes} writes, ${drag.samples} observations, ${drag.superseded} superseded by a newer version on the way`,
      );
      console.log(
        `2,000-element memo opened in Chromium to a drawn canvas: ${opened.cold.toFixed(0)} ms first (Excalidraw's code` +
          ` loaded), ${opened.warm.toFixed(0)} ms again (target ≤ 1,000 ms)`,
      );
    }
    if (room) {
      console.log(
        `\nmeeting room, ${room.participants} participants each moving a pointer at 20 Hz, one presenter scrolling, ${typingSeconds} s:` +
          ` presence latency p50 ${ms(room.p50)}, p99 ${ms(room.p99)} (target ≤ 100 ms), max ${ms(room.max)}` +
          ` — ${room.sends} awareness changes, ${room.samples} observations;` +
          ` CPU: server ${(room.serverCpu * 100).toFixed(0)}% of a core (target ≤ 50%), providers ${(room.benchCpu * 100).toFixed(0)}%` +
          ` (their event-loop delay p99 ${ms(room.benchLoopP99)})`,
      );
    }
    if (stored) {
      const per = (value: number) => (stored.stores > 0 ? value / stored.stores : Number.NaN);
      console.log(
        `\nstored documents, ${storeBooks} members typing ${charsPerSecond} chars/s into a book each for ${typingSeconds} s, then settled:` +
          ` ${stored.stores} stores; per stored document ${per(stored.statements).toFixed(1)} SQL statements` +
          ` (${per(stored.statements - stored.appends).toFixed(1)} without the ${stored.appends} update-log appends),` +
          ` server CPU ${(per(stored.cpuSeconds) * 1_000 || 0).toFixed(0)} ms;` +
          ` beyond what the same time with nobody typing costs (${stored.idleStatements} statements, the outbox's` +
          ` polls; ${(stored.idleCpuSeconds * 1_000).toFixed(0)} ms CPU):` +
          ` ${per(stored.statements - stored.appends - stored.idleStatements).toFixed(1)} statements without the appends,` +
          ` CPU ${(per(stored.cpuSeconds - stored.idleCpuSeconds) * 1_000 || 0).toFixed(0)} ms`,
      );
    } else if (!counter) {
      console.log("\nstored documents: set BENCH_DATABASE_URL to count statements per stored document");
    }
    console.log(`\nwall time: ${((performance.now() - wallStart) / 1_000).toFixed(1)} s`);
  } finally {
    await server.dispose();
    await counter?.close();
  }
}

await main();
