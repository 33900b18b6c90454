import { formatDateTime, type Meeting } from "@enote/shared";

/** A meeting's time in the one format the whole app uses (spec §5: "2030-03-04 09:00", lab time zone). */
export function formatWhen(iso: string): string {
  return formatDateTime(iso);
}

/** A `<input type="datetime-local">` value for a time (local clock). */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** mm:ss, or h:mm:ss past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * How long after its end a meeting's record may still be being written (then it has none: a meeting
 * ended before records existed). Written at the end as a rule; when that failed, by its job
 * (api/src/meeting/record-job.ts) once the database takes it, retried for as long as it takes.
 */
export const recordWriteWindowMs = 60 * 60_000;
/** Read again this often in the first minute after the end, then every `recordSlowPollMs`. */
export const recordFastPollMs = 500;
export const recordSlowPollMs = 10_000;
const recordFastWindowMs = 60_000;

/** An ended meeting whose record is not written yet, ended within the window (not an old one without). */
export function recordPending(
  meeting: Pick<Meeting, "status" | "endedAt" | "record"> | undefined,
  now: number,
): boolean {
  if (!meeting || meeting.status !== "ENDED" || meeting.record !== null || meeting.endedAt === null) return false;
  return now - Date.parse(meeting.endedAt) < recordWriteWindowMs;
}

/** How soon to read a meeting again for its record: at once after the end, then calmly; false once there. */
export function recordPollMs(
  meeting: Pick<Meeting, "status" | "endedAt" | "record"> | undefined,
  now: number,
): number | false {
  if (!recordPending(meeting, now) || !meeting?.endedAt) return false;
  return now - Date.parse(meeting.endedAt) < recordFastWindowMs ? recordFastPollMs : recordSlowPollMs;
}
