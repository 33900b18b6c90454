import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files at a time. The suites wait on PostgreSQL, sockets and browsers more than they compute
 * (a serial e2e run kept this 2-core machine's cores about a third busy), so one more file than the
 * cores; vitest's own default (cores - 1) ran one file at a time here.
 */
const workers = Math.max(2, availableParallelism()) + 1;

/** Settings of the servers the api and e2e tests start as processes (they inherit the environment). */
const testSettings = {
  // The least argon2 cost for throwaway passwords (api/src/auth/passwords.ts); production keeps its own.
  ENOTE_ARGON2_COST: "test",
};

export default defineConfig({
  test: {
    // The default report, then the run's wall time and its 15 slowest files (tests/reporters/slowest.ts).
    reporters: ["default", "./tests/reporters/slowest.ts"],
    maxWorkers: workers,
    projects: [
      { test: { name: "shared", include: ["shared/src/**/*.test.ts"] } },
      { test: { name: "client", include: ["client/src/**/*.test.ts", "client/vite/**/*.test.ts"] } },
      { test: { name: "collab-server", include: ["collab-server/src/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts"],
          setupFiles: ["api/src/test/password-cost.ts"],
          env: testSettings,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // One file at a time on this machine. Each file can run beside others (its own server on a free
        // port, its own database, which keys the server's Redis channels, its own Chromium), but the
        // files are bound by Chromium's CPU: three at a time on 2 cores took 794 s against 990 s one at
        // a time, and 15 s waits ("saved" after a reconnect) timed out in two clean-clone runs of three.
        // Raise `maxWorkers` here on a machine with more cores.
        test: {
          name: "e2e",
          maxWorkers: 1,
          include: ["tests/e2e/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/e2e/paced/**"],
          globalSetup: ["api/src/test/database-server.ts"],
          env: testSettings,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Files whose behaviour depends on the pace of keystrokes (undo steps, scanner bursts): one at a
        // time after the e2e files, so no other file's browser stalls their keys.
        test: {
          name: "e2e-paced",
          include: ["tests/e2e/paced/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts"],
          env: testSettings,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Kills servers and their embedded PostgreSQL mid-write: alone, after the e2e files.
        test: {
          name: "fault",
          include: ["tests/fault/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts"],
          env: testSettings,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
