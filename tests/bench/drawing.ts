/**
 * The drawing scenarios of npm run bench:collab (issue 20):
 * 1. 10 members each move their own element continuously (20 writes/s, as the binding's drag
 *    throttle allows) on one memo; latency = sender's write → each other member's map observer,
 *    per (element, version). p50/p99 over every (write, receiver) pair.
 * 2. A memo of 2,000 elements opened in Chromium: click → Excalidraw's static canvas drawn, cold
 *    (its code downloaded first) and warm (opened again).
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { launchBrowser, newContext } from "../e2e/support/browser";
import { call, signInContext, type ApiMember } from "../e2e/support/http";
import type { E2EServer } from "../e2e/support/server";

const writesPerSecond = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Peer {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
}

function connectMemo(baseUrl: string, memoIdx: number, token: string): Promise<Peer> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: `memo.${memoIdx}`, document: doc, token });
  provider.attach();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("memo provider did not sync in 30 s")), 30_000);
    provider.on("synced", ({ state }: { state: boolean }) => {
      if (!state) return;
      clearTimeout(timer);
      resolve({ doc, provider, socket });
    });
  });
}

function destroy(peers: Peer[]): void {
  for (const peer of peers) {
    peer.provider.destroy();
    peer.socket.destroy();
  }
}

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** A valid fractional index for position i < 3,844 ("b" + two base-62 digits), increasing with i. */
const indexOf = (i: number) => `b${base62[Math.floor(i / 62)]}${base62[i % 62]}`;

/** A rectangle as Excalidraw stores it. */
export function rectangle(id: string, i: number, x: number, y: number, version = 1) {
  return {
    id,
    type: "rectangle",
    x,
    y,
    width: 60,
    height: 40,
    angle: 0,
    strokeColor: "#1e1e1e",
    backgroundColor: "transparent",
    fillStyle: "solid",
    strokeWidth: 2,
    strokeStyle: "solid",
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    index: indexOf(i),
    roundness: null,
    seed: 1000 + i,
    version,
    versionNonce: 7919 * (i + 1) + version,
    isDeleted: false,
    boundElements: null,
    updated: Date.now(),
    link: null,
    locked: false,
  };
}

async function createMemo(server: E2EServer, owner: ApiMember, lbIdx: number, title: string): Promise<number> {
  const memo = await call<{ memoIdx: number }>(server.url, "POST", `/api/labbook/${lbIdx}/memo.do`, {
    token: owner.accessToken,
    body: { title },
  });
  return memo.memoIdx;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface DragResult {
  members: number;
  writes: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Versions a receiver never saw because a newer one of the same element reached it first (last write wins). */
  superseded: number;
}

/** `members` providers each drag their own rectangle on one memo for `seconds`. */
export async function measureDrag(
  server: E2EServer,
  members: ApiMember[],
  owner: ApiMember,
  lbIdx: number,
  seconds: number,
): Promise<DragResult> {
  const memoIdx = await createMemo(server, owner, lbIdx, "Drag bench");
  const peers = await Promise.all(members.map((member) => connectMemo(server.url, memoIdx, member.accessToken)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (const peer of peers) {
    peer.doc.getMap("elements").observe((event) => {
      const now = performance.now();
      if (event.transaction.local) return;
      for (const id of event.keysChanged) {
        const value = peer.doc.getMap("elements").get(id) as { version: number } | undefined;
        const at = value ? sentAt.get(`${id}:${value.version}`) : undefined;
        if (at !== undefined) latencies.push(now - at);
      }
    });
  }
  let writes = 0;
  const timers: NodeJS.Timeout[] = [];
  const interval = 1_000 / writesPerSecond;
  peers.forEach((peer, i) => {
    const id = `drag-${i}`;
    let version = 0;
    const start = setTimeout(
      () => {
        timers.push(
          setInterval(() => {
            version += 1;
            sentAt.set(`${id}:${version}`, performance.now());
            peer.doc.transact(() =>
              peer.doc.getMap("elements").set(id, rectangle(id, i, version * 2, i * 50, version)),
            );
            writes += 1;
          }, interval),
        );
      },
      (interval * i) / peers.length,
    );
    timers.push(start);
  });
  await sleep(seconds * 1_000);
  for (const timer of timers) clearInterval(timer);
  await sleep(1_500);
  destroy(peers);
  latencies.sort((a, b) => a - b);
  return {
    members: peers.length,
    writes,
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    superseded: writes * (peers.length - 1) - latencies.length,
  };
}

/** Opens a memo of `count` rectangles in Chromium, twice; ms from the click to Excalidraw's drawn canvas. */
export async function measureOpen(
  server: E2EServer,
  owner: ApiMember,
  lbIdx: number,
  count: number,
): Promise<{ cold: number; warm: number }> {
  const memoIdx = await createMemo(server, owner, lbIdx, "Large drawing");
  const writer = await connectMemo(server.url, memoIdx, owner.accessToken);
  writer.doc.transact(() => {
    for (let i = 0; i < count; i++) {
      writer.doc.getMap("elements").set(`big-${i}`, rectangle(`big-${i}`, i, (i % 50) * 70, Math.floor(i / 50) * 50));
    }
  });
  while (writer.provider.hasUnsyncedChanges) await sleep(50);
  destroy([writer]);
  await sleep(1_000);

  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server.url);
    await signInContext(context, server.url, owner);
    const page = await context.newPage();
    await page.goto(`/labBook/experiment/${lbIdx}`);
    const row = page.locator(`[data-testid="memo-row"][data-memo-idx="${memoIdx}"]`);
    await row.waitFor({ timeout: 60_000 });
    const open = async () => {
      const started = performance.now();
      await row.getByTestId("memo-open").click();
      await page.waitForFunction(
        (expected) => {
          const box = document.querySelector('[data-testid="memo-canvas"]');
          const drawn = box?.querySelector("canvas.static") as HTMLCanvasElement | null;
          return box?.getAttribute("data-elements") === String(expected) && drawn !== null && drawn.width > 0;
        },
        count,
        { polling: "raf", timeout: 60_000 },
      );
      // The frame that painted it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const ms = performance.now() - started;
      await page.getByTestId("memo-close").click();
      await page.getByTestId("memo-viewer").waitFor({ state: "detached" });
      return ms;
    };
    const cold = await open();
    const warm = await open();
    return { cold, warm };
  } finally {
    await browser.close();
  }
}
