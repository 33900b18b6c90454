// The installation's own files in ENOTE_DATA_DIR that belong in a backup: its generated secrets
// (secrets.json: the token secret; signing-key.pem: the key every signature is made with, when the
// database is the embedded one) and the operator's terms and privacy pages. Not the embedded
// server's cluster (pg/): the dump is the database.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { signingKeyFileName } from "../signing/key";

const kept = (name: string): boolean =>
  name === "secrets.json" || name === signingKeyFileName || /^(terms|privacy)\.[A-Za-z-]+\.md$/.test(name);

/** The data dir's files to back up, by name, with their bytes. */
export async function readDataFiles(dataDir: string): Promise<Array<{ name: string; bytes: Buffer }>> {
  const names = (await readdir(dataDir).catch(() => [] as string[])).filter(kept).sort();
  return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(path.join(dataDir, name)) })));
}

/** Throws if the data dir holds one of these names with other bytes (another installation's secret). */
export async function refuseOtherDataFiles(
  dataDir: string,
  files: Array<{ name: string; bytes: Buffer }>,
): Promise<void> {
  for (const { name, bytes } of files) {
    const there = await readFile(path.join(dataDir, name)).catch(() => null);
    if (there && !there.equals(bytes)) {
      throw new Error(
        `${path.join(dataDir, name)} already exists with other contents: a backup is restored only into a new installation, so nothing was changed.`,
      );
    }
  }
}

export async function writeDataFiles(dataDir: string, files: Array<{ name: string; bytes: Buffer }>): Promise<void> {
  for (const { name, bytes } of files) {
    if (!kept(name)) continue;
    await writeFile(path.join(dataDir, name), bytes, { mode: 0o600 });
  }
}
