/** Business constants of spec §4, §8 and §9, in one place. */

/** Sign out after this long without keydown, mousedown or touchstart. */
export const inactivityLimitMs = 24 * 60 * 60 * 1000;
/** How often inactivity is checked. */
export const inactivityCheckIntervalMs = 10 * 1000;
export const activityEvents = ["keydown", "mousedown", "touchstart"] as const;

/** The refresh-failed warning. */
export const sessionExpiredNotice = { position: "top-right", autoCloseMs: 5000 } as const;
/** Toasts. */
export const toastDefaults = { position: "bottom-right", autoCloseMs: 2000 } as const;
