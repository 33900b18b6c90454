import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { spawnWatched } from "./process";

describe("a watched process", () => {
  it("tells how it ended when asked long after it ended (its one exit event already gone)", async () => {
    const { child, exited } = spawnWatched("sh", ["-c", "exit 3"], { stdio: "ignore" });
    // What a starter does between the spawn and its next look: other awaits, while the process ends.
    while (child.exitCode === null) await sleep(10);
    await sleep(100);
    await expect(exited).resolves.toBe("exit code 3");
  });

  it("tells the signal that ended it", async () => {
    const { child, exited } = spawnWatched("sleep", ["30"], { stdio: "ignore" });
    child.kill("SIGKILL");
    await expect(exited).resolves.toBe("signal SIGKILL");
  });
});
