/** The hour the daily digest goes out, in the lab's time zone (ENOTE_TIME_ZONE). */
export const digestHour = 8;

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get("year"), m: get("month"), d: get("day"), h: get("hour"), min: get("minute"), s: get("second") };
}

/** The instant that reads `y-m-d h:00` in the zone (the zone's offset then, DST included). */
function zonedInstant(y: number, m: number, d: number, h: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d, h);
  const seen = wallClock(new Date(guess), timeZone);
  const offset = Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.min, seen.s) - guess;
  return new Date(guess - offset);
}

/** The next digest time strictly after `now`: today's 08:00 in the zone if still ahead, else tomorrow's. */
export function nextDigestAt(now: Date, timeZone: string): Date {
  return nextLocalHour(now, timeZone, digestHour);
}

/** The next `hour`:00 in the zone strictly after `now`: today's if still ahead, else tomorrow's. */
export function nextLocalHour(now: Date, timeZone: string, hour: number): Date {
  const today = wallClock(now, timeZone);
  const todays = zonedInstant(today.y, today.m, today.d, hour, timeZone);
  if (todays.getTime() > now.getTime()) return todays;
  const tomorrow = new Date(Date.UTC(today.y, today.m - 1, today.d + 1));
  return zonedInstant(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), hour, timeZone);
}
