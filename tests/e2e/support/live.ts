/**
 * How long a test waits for a change to reach another page (a member's edit, a pushed update). How
 * often an `expect.poll` looks again is the project's (`expect.poll.interval` in vitest.config.ts).
 */
export const live = { timeout: 15_000 };
