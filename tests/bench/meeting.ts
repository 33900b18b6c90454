/**
 * The meeting-room scenario of npm run bench:collab (issue 25): `participants` members in one room
 * (`meeting.<meetingIdx>`), each moving a whiteboard pointer at 20 Hz through awareness, one of them
 * presenting a lab book and scrolling it (its view in the same awareness state, 20 Hz).
 * Latency = sender's awareness change → each other participant's awareness "change" event for that
 * client; every provider runs in this one process, so both ends read one clock. The server's CPU
 * is read from /proc while the pointers move.
 */
import { readFile } from "node:fs/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { call, type ApiMember } from "../e2e/support/http";
import type { E2EServer } from "../e2e/support/server";

const pointerHz = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Peer {
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
}

function join(baseUrl: string, meetingIdx: number, token: string): Promise<Peer> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `meeting.${meetingIdx}`,
    document: new Y.Doc(),
    token,
  });
  provider.attach();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("meeting provider did not sync in 30 s")), 30_000);
    provider.on("synced", ({ state }: { state: boolean }) => {
      if (!state) return;
      clearTimeout(timer);
      resolve({ provider, socket });
    });
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(`refused: ${reason}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

export interface MeetingResult {
  participants: number;
  sends: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  serverCpu: number;
  benchCpu: number;
  benchLoopP99: number;
}

/** `participants[0]` schedules (a group manager); all of them join and move pointers for `seconds`. */
export async function measureMeeting(
  server: E2EServer,
  pid: number,
  host: ApiMember,
  groupIdx: number,
  participants: ApiMember[],
  seconds: number,
): Promise<MeetingResult> {
  const meeting = await call<{ meetingIdx: number }>(server.url, "POST", "/api/meeting/create.do", {
    token: host.accessToken,
    body: { groupIdx, title: "Bench meeting", startsAt: new Date().toISOString(), agenda: [] },
  });
  const peers: Peer[] = [];
  // In waves of 10, as people walk in.
  for (let i = 0; i < participants.length; i += 10) {
    peers.push(
      ...(await Promise.all(
        participants.slice(i, i + 10).map((member) => join(server.url, meeting.meetingIdx, member.accessToken)),
      )),
    );
  }
  await sleep(1_000);

  // Per sender client: its awareness sequence number → when it was set.
  const sentAt = new Map<number, Map<number, number>>();
  const latencies: number[] = [];
  for (const peer of peers) {
    const awareness = peer.provider.awareness;
    if (!awareness) throw new Error("no awareness");
    awareness.on("change", ({ added, updated }: { added: number[]; updated: number[] }) => {
      const now = performance.now();
      for (const client of [...added, ...updated]) {
        if (client === awareness.clientID) continue;
        const seq: unknown = awareness.getStates().get(client)?.benchSeq;
        const at = typeof seq === "number" ? sentAt.get(client)?.get(seq) : undefined;
        if (at !== undefined) latencies.push(now - at);
      }
    });
  }

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const serverTicks = await cpuTicks(pid);
  const benchCpu = process.cpuUsage();
  const started = performance.now();
  const timers: NodeJS.Timeout[] = [];
  const interval = 1_000 / pointerHz;
  let sends = 0;
  peers.forEach((peer, i) => {
    const awareness = peer.provider.awareness;
    if (!awareness) return;
    const mine = new Map<number, number>();
    sentAt.set(awareness.clientID, mine);
    const presenting = i === 0;
    let seq = 0;
    const start = setTimeout(
      () => {
        timers.push(
          setInterval(() => {
            seq += 1;
            const t = seq / pointerHz;
            // One state change per tick: pointer (and, for the presenter, the view being scrolled).
            const state: Record<string, unknown> = {
              ...awareness.getLocalState(),
              drawing: {
                pointer: { x: 400 + 200 * Math.cos(t + i), y: 300 + 150 * Math.sin(t + i) },
                button: "up",
                selectedElementIds: {},
              },
              benchSeq: seq,
            };
            if (presenting) {
              state.presenting = true;
              state.view = { lbIdx: 1, section: "procedure", scroll: (t / seconds) % 1, selection: null };
            }
            mine.set(seq, performance.now());
            awareness.setLocalState(state);
            sends += 1;
          }, interval),
        );
      },
      (interval * i) / peers.length,
    );
    timers.push(start);
  });
  await sleep(seconds * 1_000);
  for (const timer of timers) clearInterval(timer);
  const elapsedMs = performance.now() - started;
  const serverCpu = ((await cpuTicks(pid)) - serverTicks) / 100 / (elapsedMs / 1_000);
  const bench = process.cpuUsage(benchCpu);
  loop.disable();
  await sleep(1_000);
  for (const peer of peers) {
    peer.provider.destroy();
    peer.socket.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    participants: peers.length,
    sends,
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    serverCpu,
    benchCpu: (bench.user + bench.system) / 1_000 / elapsedMs,
    benchLoopP99: loop.percentile(99) / 1e6,
  };
}
