// `npm start`: build the client when its build is missing or older than its sources, then run
// the server (web + api + collab on one port) with TypeScript loaded by tsx.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "client", "dist", "index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "client", "src"), path.join(root, "shared", "src")];
const stale = !existsSync(dist) || sources.some((dir) => newestMtime(dir) > statSync(dist).mtimeMs);
// Read as api/src/env.ts reads it: "web, api" runs web too.
const services = (process.env.ENOTE_SERVICES || "web,api,collab").split(",").map((s) => s.trim());
// A client build the operator points at (ENOTE_CLIENT_DIST) is theirs: client/dist is not served then.
if (stale && services.includes("web") && !process.env.ENOTE_CLIENT_DIST) {
  console.log("Building the client…");
  const build = spawnSync("npm", ["run", "build", "-w", "@enote/client"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "api", "src", "main.ts")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
