import { create } from "zustand";
import { activityEvents, inactivityCheckIntervalMs, inactivityLimitMs } from "../constants";

/**
 * Spec §4/§9: checked every 10 s with setInterval and Date.now() (so Playwright's fake clock
 * drives it); keydown, mousedown and touchstart count as activity.
 */
export const useInactivity = create<{ expired: boolean }>(() => ({ expired: false }));

let timer: ReturnType<typeof setInterval> | null = null;
let lastActivity = 0;

function markActive(): void {
  lastActivity = Date.now();
}

function detach(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  for (const type of activityEvents) window.removeEventListener(type, markActive, { capture: true });
}

function check(): void {
  if (Date.now() - lastActivity < inactivityLimitMs) return;
  detach();
  useInactivity.setState({ expired: true });
}

/** Idempotent: a second start keeps the first timer. */
export function startInactivityTracking(): void {
  if (timer !== null) return;
  lastActivity = Date.now();
  for (const type of activityEvents) {
    window.addEventListener(type, markActive, { capture: true, passive: true });
  }
  timer = setInterval(check, inactivityCheckIntervalMs);
}

export function stopInactivityTracking(): void {
  detach();
  useInactivity.setState({ expired: false });
}
