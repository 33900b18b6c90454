import { randomInt } from "node:crypto";
import * as Y from "yjs";
import { isMemoElement, labBookDoc, labBookSections, labBookTables, memoDoc } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { collabUpdates } from "../db/schema";
import { currentDocument, type VersionMemo } from "./content";

/** Replaces a root type's content with a copy of another document's, when the two differ. */
function replaceContent<T extends Y.XmlFragment | Y.Array<unknown>>(target: T, source: T): void {
  if (JSON.stringify(target.toJSON()) === JSON.stringify(source.toJSON())) return;
  target.delete(0, target.length);
  const copies = source.toArray().map((item) => (item instanceof Y.AbstractType ? item.clone() : item));
  if (target instanceof Y.XmlFragment) target.insert(0, copies as Array<Y.XmlElement | Y.XmlText>);
  else (target as Y.Array<unknown>).insert(0, copies);
}

/**
 * Makes a book's text document say what `version` says (title, sections, reaction tables), as one
 * new change on top of the current state: each part that differs is emptied and filled with a copy.
 */
export function applyBookVersion(target: Y.Doc, version: Y.Doc): void {
  target.transact(() => {
    const title = target.getText(labBookDoc.title);
    const wanted = version.getText(labBookDoc.title).toString();
    if (title.toString() !== wanted) {
      title.delete(0, title.length);
      title.insert(0, wanted);
    }
    for (const section of labBookSections) {
      const name = labBookDoc.section(section);
      replaceContent(target.getXmlFragment(name), version.getXmlFragment(name));
    }
    for (const table of labBookTables) {
      const name = labBookDoc.table(table);
      replaceContent(target.getArray<unknown>(name), version.getArray<unknown>(name));
    }
  });
}

/**
 * Makes a memo's drawing what the version holds: every element the version has, at a higher
 * `version` than the current one so every editor takes it (Excalidraw's rule), and every element
 * drawn since deleted the same way (tombstones, as an editor deletes).
 */
export function applyMemoVersion(target: Y.Doc, memo: VersionMemo): void {
  const map = target.getMap<unknown>(memoDoc.elements);
  const kept = new Map(memo.elements.map((element) => [element.id, element]));
  target.transact(() => {
    for (const element of memo.elements) {
      const current = map.get(element.id);
      const currentVersion = isMemoElement(current) ? current.version : 0;
      if (isMemoElement(current) && JSON.stringify(current) === JSON.stringify(element)) continue;
      map.set(element.id, {
        ...element,
        version: Math.max(currentVersion, element.version) + 1,
        versionNonce: randomInt(2 ** 31),
      });
    }
    for (const [id, current] of map.entries()) {
      if (kept.has(id) || !isMemoElement(current) || current.isDeleted) continue;
      map.set(id, { ...current, isDeleted: true, version: current.version + 1, versionNonce: randomInt(2 ** 31) });
    }
  });
}

/** A change applied to a document; `finish` stores it and must be called after the caller's commit. */
export interface AppliedChange {
  finish(): Promise<void>;
}

/**
 * Applies `change` to the document `name` as a new Yjs update: through the collab server when this
 * process runs one, so every open editor sees it at once (and it is logged and stored as theirs
 * are); otherwise appended to the document's update log in `db`, for the next load.
 */
export async function changeDocument(
  ctx: AppContext,
  db: Db,
  name: string,
  change: (doc: Y.Doc) => void,
): Promise<AppliedChange> {
  const hocuspocus = ctx.collab?.hocuspocus;
  if (hocuspocus) {
    const connection = await hocuspocus.openDirectConnection(name, {});
    try {
      await connection.transact((document) => change(document));
    } catch (error) {
      await connection.disconnect();
      throw error;
    }
    // Stored after the commit: the store's afterStore may wait for the book's row lock held here.
    return { finish: () => connection.disconnect() };
  }
  const doc = await currentDocument(db, name);
  const updates: Uint8Array[] = [];
  doc.on("update", (update: Uint8Array) => updates.push(update));
  change(doc);
  doc.destroy();
  if (updates.length > 0) await db.insert(collabUpdates).values(updates.map((update) => ({ name, update })));
  return { finish: async () => undefined };
}
