import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const taker = fileURLToPath(new URL("../../test/lock-taker.ts", import.meta.url));
const run = promisify(execFile);

/** Starts `n` processes that each try to take the lock at one moment (and hold it 6 s); what each said. */
async function race(lockFile: string, n: number): Promise<string[]> {
  const startAt = String(Date.now() + 4_000);
  const runs = Array.from({ length: n }, () =>
    run(process.execPath, ["--import", "tsx", taker, lockFile, "6000", startAt]).then(({ stdout }) => stdout.trim()),
  );
  return Promise.all(runs);
}

describe("two E-Note processes starting at once on one data directory", () => {
  it("let exactly one of them take it", { timeout: 60_000 }, async () => {
    const said = await race(await lockIn(), 5);
    expect(said.filter((word) => word === "took")).toHaveLength(1);
    expect(said.filter((word) => word === "refused")).toHaveLength(4);
  });

  it("let exactly one of them take over from an owner that no longer runs", { timeout: 60_000 }, async () => {
    const lockFile = await lockIn();
    await writeFile(lockFile, "999999999");
    const said = await race(lockFile, 5);
    expect(said.filter((word) => word === "took")).toHaveLength(1);
  });
});
