// For lock.test.ts: one process that takes a lock, says whether it got it, and holds it a while.
import { takeLock } from "../db/embedded/lock";

const [lockFile = "", holdMs = "0", startAt = "0"] = process.argv.slice(2);
// Every racer tries at the same moment, however long its own start took.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  await takeLock(lockFile, "the test lock", 300);
  process.stdout.write("took\n");
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
} catch {
  process.stdout.write("refused\n");
}
