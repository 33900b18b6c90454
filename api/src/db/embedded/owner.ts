// PostgreSQL refuses to run as root. E-Note run as root (a container, a lab server set up by hand)
// runs its database as the dedicated system user `postgres`, made when missing.
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

export const serverUserName = "postgres";

async function idsOf(name: string): Promise<ServerUser | null> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
    return { name, uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return null;
  }
}

/** The user the server runs as: undefined when this process is not root (it runs as this user). */
export async function serverUser(): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await idsOf(serverUserName);
  if (existing) return existing;
  try {
    await run("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      serverUserName,
    ]);
  } catch (error) {
    throw new Error(
      `E-Note runs as root, and its database may not: creating the system user "${serverUserName}" failed (${String(error)}). Create it, run E-Note as another user, or set DATABASE_URL`,
      { cause: error },
    );
  }
  const made = await idsOf(serverUserName);
  if (!made) throw new Error(`The system user "${serverUserName}" was created but cannot be found`);
  return made;
}

/**
 * Whether `user` can reach each path (execute: run a program, enter a directory through every
 * parent). Root can reach anything, the dedicated user only what its modes allow.
 */
export async function unreachable(user: ServerUser, paths: string[]): Promise<string | undefined> {
  for (const target of paths) {
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn("/bin/sh", ["-c", 'test -x "$1"', "sh", target], {
        uid: user.uid,
        gid: user.gid,
        stdio: "ignore",
      });
      child.once("error", () => resolve(false));
      child.once("exit", (code) => resolve(code === 0));
    });
    if (!ok) return target;
  }
  return undefined;
}
