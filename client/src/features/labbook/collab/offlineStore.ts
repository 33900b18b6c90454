/**
 * Names of the IndexedDB databases that keep a member's offline edits of a lab book. Kept
 * free of y-indexeddb, so logout (main bundle) can clear them without loading the editor.
 */
const prefix = "enote-labbook";
const registryKey = "enote.offlineDocuments";

export function offlineDocumentName(memberIdx: number, lbIdx: number): string {
  return `${prefix}.${memberIdx}.${lbIdx}`;
}

function readRegistry(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(registryKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/** Remembered so logout can delete it in browsers without `indexedDB.databases()`. */
export function rememberOfflineDocument(name: string): void {
  const names = readRegistry();
  if (names.includes(name)) return;
  try {
    localStorage.setItem(registryKey, JSON.stringify([...names, name]));
  } catch {
    // storage full or disabled: databases() still finds it where supported
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // "blocked": an open editor still holds it; the deletion completes when it closes.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export function forgetOfflineDocument(name: string): Promise<void> {
  try {
    localStorage.setItem(registryKey, JSON.stringify(readRegistry().filter((entry) => entry !== name)));
  } catch {
    // nothing to forget
  }
  return deleteDatabase(name);
}

/** Logout: nothing of anyone's lab books stays in this browser. */
export async function clearOfflineDocuments(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const names = new Set(readRegistry());
  try {
    localStorage.removeItem(registryKey);
  } catch {
    // ignore
  }
  if (typeof indexedDB.databases === "function") {
    const databases = await indexedDB.databases().catch(() => []);
    for (const { name } of databases) if (name?.startsWith(`${prefix}.`)) names.add(name);
  }
  await Promise.all([...names].map(deleteDatabase));
}
