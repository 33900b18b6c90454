import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { releaseLock, takeLock } from "./lock";

const lockIn = async () => path.join(await mkdtemp(path.join(os.tmpdir(), "enote-lock-")), "enote.pid");

describe("the data directory lock", () => {
  it("waits for a live previous owner to end, then takes the directory", async () => {
    const lockFile = await lockIn();
    const previous = spawn("sleep", ["0.4"]);
    await writeFile(lockFile, String(previous.pid));
    const started = Date.now();
    await takeLock(lockFile, "the data directory");
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await readFile(lockFile, "utf8")).toBe(String(process.pid));
    await releaseLock(lockFile);
    await expect(readFile(lockFile, "utf8")).rejects.toThrow();
  });

  it("takes over at once from an owner that no longer runs", async () => {
    const lockFile = await lockIn();
    await writeFile(lockFile, "999999999");
    const started = Date.now();
    await takeLock(lockFile, "the data directory");
    expect(Date.now() - started).toBeLessThan(300);
  });
});
