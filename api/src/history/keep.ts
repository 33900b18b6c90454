import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type * as Y from "yjs";
import { labBookDoc, labBookSections, labBookTables } from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { labBookVersions, memos } from "../db/schema";
import { bookState, docOf, versionMemos } from "./content";
import { liveDocuments, recordVersion } from "./versions";

/** The actions that replace a book's content, and the version each keeps first. */
export type Replacement = { reason: "BEFORE_RESTORE"; restoredFrom: number } | { reason: "BEFORE_IMPORT" };

/** Everything a version holds that a member sees, in one comparable string. */
function contentKey(doc: Y.Doc): string {
  return JSON.stringify({
    title: doc.getText(labBookDoc.title).toString(),
    sections: labBookSections.map((section) => doc.getXmlFragment(labBookDoc.section(section)).toJSON()),
    tables: labBookTables.map((table) => doc.getArray<unknown>(labBookDoc.table(table)).toJSON()),
    memos: versionMemos(doc).map((memo) => ({
      memoIdx: memo.memoIdx,
      title: memo.title,
      elements: [...memo.elements].sort((a, b) => a.id.localeCompare(b.id)),
    })),
  });
}

async function newestVersionKey(db: Db, lbIdx: number): Promise<string | null> {
  const [newest] = await db
    .select({ state: labBookVersions.state })
    .from(labBookVersions)
    .where(eq(labBookVersions.lbIdx, lbIdx))
    .orderBy(desc(labBookVersions.versionIdx))
    .limit(1);
  if (!newest) return null;
  const doc = docOf(newest.state);
  const key = contentKey(doc);
  doc.destroy();
  return key;
}

/**
 * Before an action replaces a book's content: keeps the content as it stands (text, reaction
 * tables, memos, with the changes that are only in this process's open documents) as a version,
 * credited to the members who changed it, unless the newest version already holds exactly that.
 * Call it in the replacing action's transaction, under the book's row lock, before the change:
 * then what the action replaces can always be restored. Answers the version kept, or null.
 */
export async function keepBeforeReplacing(
  ctx: AppContext,
  db: Db,
  lbIdx: number,
  memberIdx: number,
  replacement: Replacement,
): Promise<number | null> {
  const live = liveDocuments(ctx);
  const bookMemos = await db
    .select({ memoIdx: memos.memoIdx, title: memos.title })
    .from(memos)
    .where(and(eq(memos.lbIdx, lbIdx), isNull(memos.deletedAt)))
    .orderBy(asc(memos.memoIdx));
  const current = docOf(await bookState(db, lbIdx, bookMemos, live));
  const currentKey = contentKey(current);
  current.destroy();
  if (currentKey === (await newestVersionKey(db, lbIdx))) return null;
  return recordVersion(db, lbIdx, replacement.reason, memberIdx, {
    live,
    restoredFrom: replacement.reason === "BEFORE_RESTORE" ? replacement.restoredFrom : undefined,
  });
}
