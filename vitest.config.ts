import { defineConfig } from "vitest/config";

/** Settings of the servers the api and e2e tests start as processes (they inherit the environment). */
const testSettings = {
  // The least argon2 cost for throwaway passwords (api/src/auth/passwords.ts); production keeps its own.
  ENOTE_ARGON2_COST: "test",
};

export default defineConfig({
  test: {
    // The default report, then the run's wall time and its 15 slowest files (tests/reporters/slowest.ts).
    reporters: ["default", "./tests/reporters/slowest.ts"],
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
        // One file at a time. Each file can run beside another (its own server on its own free port,
        // its own database, which keys the server's Redis channels, its own Chromium), but on this
        // machine's 2 cores two at a time made 30 s UI waits time out now and then (session,
        // comments, meeting and labbook files failed in two clean-clone runs out of two).
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts"],
          env: testSettings,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
