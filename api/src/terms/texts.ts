import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale, TermsKind } from "@enote/shared";

/** The texts shipped with E-Note, for an operator who has not written their own. */
const defaultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "defaults");

/**
 * The operator's `<kind>.<locale>.md` in the data directory (e.g. terms.ko-KR.md), else the
 * default shipped beside this file. Read on every call: an operator edits the file and the next
 * sign-up shows it, without a restart. Kind and locale come from closed lists, never from a path.
 */
export async function readTermsText(dataDir: string, kind: TermsKind, locale: Locale): Promise<string> {
  const name = `${kind}.${locale}.md`;
  const own = await readFile(path.join(dataDir, name), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return own ?? readFile(path.join(defaultsDir, name), "utf8");
}
