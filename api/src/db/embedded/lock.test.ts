import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { releaseDataDirLock, takeDataDirLock } from "./lock";

describe("the data directory lock", () => {
  it("waits for a live previous owner to end, then takes the directory", async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), "enote-lock-")), "db");
    const previous = spawn("sleep", ["0.4"]);
    await writeFile(`${dataDir}.pid`, String(previous.pid));
    const started = Date.now();
    await takeDataDirLock(dataDir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await readFile(`${dataDir}.pid`, "utf8")).toBe(String(process.pid));
    await releaseDataDirLock(dataDir);
    await expect(readFile(`${dataDir}.pid`, "utf8")).rejects.toThrow();
  });

  it("takes over at once from an owner that no longer runs", async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), "enote-lock-")), "db");
    await writeFile(`${dataDir}.pid`, "999999999");
    const started = Date.now();
    await takeDataDirLock(dataDir);
    expect(Date.now() - started).toBeLessThan(300);
  });
});
