import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { labBookAttachments } from "../db/schema";

/**
 * What the completion snapshot's SHA-256 covers of the attachments: one line per attachment,
 * oldest first, `<sha256>  <name>\n` (as sha256sum writes it). Empty without attachments, so the
 * hash of a book without any is the hash of its content alone.
 */
export async function attachmentManifest(db: Db, lbIdx: number): Promise<string> {
  const rows = await db
    .select({ name: labBookAttachments.name, sha256: labBookAttachments.sha256 })
    .from(labBookAttachments)
    .where(eq(labBookAttachments.lbIdx, lbIdx))
    .orderBy(asc(labBookAttachments.attachmentIdx));
  return rows.map((row) => `${row.sha256}  ${row.name}\n`).join("");
}
