// The product's server as one JavaScript file for the e2e and fault runs: esbuild bundles
// api/src/main.ts (with shared and collab-server) once per run, so each of the run's ~45 server
// starts loads plain JavaScript instead of tsx compiling (or reading its cache of) some 600
// TypeScript files: about 2 CPU-seconds less per start on this 2-core machine kind. The npm
// packages stay outside the bundle, loaded from node_modules as `npm start` loads them; the startup
// test still runs the source as `npm start` does.
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's bundle of api/src/main.ts (tests/e2e/support/server.ts starts it). */
    e2eServerBundle: string | undefined;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const workspaces = ["api", "collab-server", "shared"];

/** The npm packages the server imports: loaded from node_modules at run time, never bundled. */
async function packagesOf(): Promise<string[]> {
  const names = new Set<string>();
  for (const workspace of workspaces) {
    const manifest = JSON.parse(await readFile(path.join(repoRoot, workspace, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!name.startsWith("@enote/")) names.add(name);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/**
 * A source file that finds its neighbours by its own address (the migrations, the client build,
 * the default terms) keeps that address in the bundle: `import.meta.url` is the source file's.
 */
const ownAddress: Plugin = {
  name: "own-address",
  setup(b) {
    b.onLoad({ filter: /[\\/](api|collab-server|shared)[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      return {
        contents: text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
        loader: "ts",
      };
    });
  },
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Under api/, so the bare imports resolve from api/node_modules first, as the source's do.
  const dir = path.join(repoRoot, "api", "node_modules", ".cache", "enote-e2e-server");
  await mkdir(dir, { recursive: true });
  // One per run and project: two runs in one tree never start each other's half-written bundle,
  // and one project's teardown never removes the bundle another project of the run still starts.
  const outfile = path.join(dir, `main-${process.pid}-${project.name}.mjs`);
  await build({
    entryPoints: [path.join(repoRoot, "api", "src", "main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: await packagesOf(),
    plugins: [ownAddress],
    logLevel: "warning",
  });
  project.provide("e2eServerBundle", outfile);
  return async () => {
    await rm(outfile, { force: true });
  };
}
