// The stored files a database names, read in the dump's snapshot: the backup copies exactly these.
// A put always makes a fresh key and nothing rewrites one (files/store.ts), so a key names the same
// bytes for as long as any row names it.
import type pg from "pg";
import { isFileKey } from "../files/store";

/** Where a file is named: a table, its column, and the store's folder for a bare (pre-store) name. */
const columns = [
  { table: "lab_book_attachments", column: "file_key", folder: "attachments" },
  { table: "community_attachments", column: "file_key", folder: "attachments" },
  { table: "inventory_items", column: "msds_file", folder: "msds" },
  { table: "inventory_items", column: "structure_file", folder: "structure" },
  { table: "quotation_suppliers", column: "pdf_key", folder: "quotes" },
] as const;

export interface FileReference {
  /** Its path under the files root: a store key, or `<folder>/<name>` for an item file kept before the store. */
  path: string;
  /** Whether `path` is a key of the file store (else a file of ENOTE_DATA_DIR/files only). */
  keyed: boolean;
}

/** The distinct files the database names, in path order, on the client's open transaction. */
export async function fileReferences(client: pg.ClientBase): Promise<FileReference[]> {
  const found = new Map<string, FileReference>();
  for (const { table, column, folder } of columns) {
    const { rows } = await client.query<{ name: string }>(
      `SELECT DISTINCT "${column}" AS name FROM public."${table}" WHERE "${column}" IS NOT NULL`,
    );
    for (const { name } of rows) {
      const keyed = isFileKey(name);
      // A bare name is the item files' layout before the store (inventory/stored-file.ts); anything else is no file.
      if (!keyed && !/^[A-Za-z0-9_-]+\.(pdf|png|jpg)$/.test(name)) continue;
      const reference = { path: keyed ? name : `${folder}/${name}`, keyed };
      found.set(reference.path, reference);
    }
  }
  return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
