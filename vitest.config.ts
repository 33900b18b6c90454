import { defineConfig } from "vitest/config";

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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts", "tests/fault/**/*.test.ts"],
          globalSetup: ["api/src/test/database-server.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
