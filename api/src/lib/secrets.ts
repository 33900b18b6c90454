import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const secretsFile = z.object({ jwtSecret: z.string().min(32) });
export type Secrets = z.infer<typeof secretsFile>;

/**
 * Secrets given in the environment win; otherwise they are read from (or, on first start,
 * generated into) `<dataDir>/secrets.json`, readable by the owner only.
 */
export async function loadSecrets(dataDir: string, fromEnv: { jwtSecret?: string }): Promise<Secrets> {
  if (fromEnv.jwtSecret) return { jwtSecret: fromEnv.jwtSecret };
  const file = path.join(dataDir, "secrets.json");
  try {
    return secretsFile.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString("base64url") };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" }).catch(async (error: unknown) => {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  });
  return secretsFile.parse(JSON.parse(await readFile(file, "utf8")));
}
