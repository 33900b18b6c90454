import { eq } from "drizzle-orm";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { labBooks } from "../db/schema";
import { authorize } from "../lib/authorize";
import { AppError } from "../lib/errors";
import { readableBook, shareKeyOpens } from "../labbook/access";

/**
 * The book whose attachments the actor changes, under its row lock when `lock`: a reader (or
 * an archived project) → 403 in the action's words; ended or completed → 409 ATTACHMENTS_FROZEN.
 */
export async function changeableBook(db: Db, actor: Actor, lbIdx: number, change: "add" | "delete", lock = false) {
  const found = await readableBook(db, actor, lbIdx, lock);
  try {
    authorize(actor, "labbook.write", found.facts);
  } catch (error) {
    if (change === "delete" && error instanceof AppError && error.code === "NO_MODIFY_AUTHORITY") {
      throw new AppError("NO_DELETE_AUTHORITY");
    }
    throw error;
  }
  if (found.book.status !== "IN_PROGRESS") throw new AppError("ATTACHMENTS_FROZEN");
  return found;
}

/**
 * Whether the caller may read the book's attachments: a member who may read the book, or anyone
 * holding the current key of its public link. 404 otherwise, as for the book itself.
 */
export async function checkReadable(db: Db, actor: Actor | null, lbIdx: number, key: string | undefined) {
  if (key !== undefined) {
    const [book] = await db
      .select({ sharePermission: labBooks.sharePermission, shareKey: labBooks.shareKey })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, lbIdx));
    if (book && shareKeyOpens(book, key)) return;
  }
  if (!actor) throw new AppError("NOT_FOUND");
  await readableBook(db, actor, lbIdx);
}
