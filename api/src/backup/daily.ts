// The daily backup (ENOTE_BACKUP_DIR): one outbox job a day at ENOTE_BACKUP_HOUR in ENOTE_TIME_ZONE.
// Every api process enqueues the next one as it starts, but the outbox keeps one waiting job per
// key, and whichever process claims it takes the backup and enqueues the next day's; a job run
// twice (a lapsed claim) finds that day's archive already written and does nothing.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import type { AppContext } from "../context";
import { nextLocalHour } from "../notifications/digest-time";
import { enqueue, registerOutboxHandler, type OutboxPayload } from "../outbox";
import { writeBackup } from "./backup";
import { filesOf } from "./files-of";

const kind = "backup.daily";
const archive = /^enote-\d{4}-\d{2}-\d{2}\.tar$/;

/** The day (YYYY-MM-DD) `at` falls on in the zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Enqueues the next daily backup (no-op while one waits); nothing when ENOTE_BACKUP_DIR is unset. */
export async function scheduleDailyBackup(ctx: AppContext, now = new Date()): Promise<void> {
  if (!ctx.env.ENOTE_BACKUP_DIR) return;
  const runAt = nextLocalHour(now, ctx.env.ENOTE_TIME_ZONE, ctx.env.ENOTE_BACKUP_HOUR);
  await enqueue(ctx.db, kind, { day: localDay(runAt, ctx.env.ENOTE_TIME_ZONE) }, { dedupeKey: "daily", runAt });
  ctx.outbox.wake();
}

/** Removes the oldest daily archives beyond the newest `keep`. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => archive.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

export async function takeDailyBackup(ctx: AppContext, payload: OutboxPayload): Promise<void> {
  const dir = ctx.env.ENOTE_BACKUP_DIR;
  if (!dir) return;
  await scheduleDailyBackup(ctx);
  const day = typeof payload.day === "string" ? payload.day : localDay(new Date(), ctx.env.ENOTE_TIME_ZONE);
  const file = path.resolve(dir, `enote-${day}.tar`);
  if (await stat(file).catch(() => null)) return;
  const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
  const { manifest, bytes } = await writeBackup({ target: pool, files: filesOf(ctx.env, ctx.files), file });
  const removed = await pruneBackups(dir, ctx.env.ENOTE_BACKUP_KEEP);
  ctx.log.info({ file, bytes, files: manifest.files.length, removed }, "daily backup written");
}

registerOutboxHandler({
  kind,
  run: takeDailyBackup,
  // A failed backup is tried again within the hour, not the next day.
  retryDelayMs: (attempt) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000),
});
