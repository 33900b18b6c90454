import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test files at a time. The suites wait on PostgreSQL, sockets and browsers more than they compute
 * (a serial e2e run kept this 2-core machine's cores about a third busy), so one more file than the
 * cores; vitest's own default (cores - 1) ran one file at a time here.
 */
const workers = Math.max(2, availableParallelism()) + 1;

/** e2e files at a time (ENOTE_E2E_WORKERS; one on this 2-core machine kind, see the e2e project). */
const e2eWorkers = Number.parseInt(process.env.ENOTE_E2E_WORKERS ?? "1", 10) || 1;

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
        // One file at a time by default (`npm test`); CI runs two at a time after the api files
        // (ENOTE_E2E_WORKERS=2 in .ci/run). Each file can run beside others: its own server on a free
        // port, its own database (which keys the server's Redis channels) and its own Chromium. The files
        // are bound by Chromium's CPU; each member's page stays warm across a file's tests
        // (tests/e2e/support/pagePool.ts).
        test: {
          name: "e2e",
          maxWorkers: e2eWorkers,
          // A worker runs its files one after another in one process: playwright-core and the support
          // modules are loaded once per worker, not once per file (0.7 CPU-s a file here). Each file
          // still starts its own server, database and browser in its hooks; no support module keeps
          // a file's state past the next file's beforeAll.
          isolate: false,
          // An expect.poll looks again 25 ms after a look that failed (the files' `live` waits looked
          // every 100 ms, vitest's default is 50): a change reaches the other page within tens of ms,
          // and the rest of the interval the file only waits. The phase here: 365 -> 349 s, its CPU
          // the same (tests/e2e/support/live.ts).
          expect: { poll: { interval: 25 } },
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts", "tests/e2e/support/server-bundle.ts"],
          env: testSettings,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Kills servers and their embedded PostgreSQL mid-write, each file its own: beside the e2e files,
        // as many at a time (the projects of one run share its worker count). An embedded server's Redis
        // channels are keyed by its data directory, so no other file sees its messages. Its servers run
        // from the source through tsx, as `npm start` runs the product (no bundle): the restarts after a
        // kill are the product's own.
        test: {
          name: "fault",
          maxWorkers: e2eWorkers,
          include: ["tests/fault/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts"],
          env: testSettings,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
