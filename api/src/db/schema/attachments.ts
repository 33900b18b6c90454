import { bigint, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { labBooks } from "./labbooks";
import { members } from "./members";

/**
 * Files kept with a lab book. The bytes are in the file store under `file_key` (a generated name,
 * never the uploaded one); `sha256` is what the completion snapshot covers.
 */
export const labBookAttachments = pgTable(
  "lab_book_attachments",
  {
    attachmentIdx: serial("attachment_idx").primaryKey(),
    lbIdx: integer("lb_idx")
      .notNull()
      .references(() => labBooks.lbIdx, { onDelete: "cascade" }),
    /** The name it was uploaded with, cleaned (no folders, no control characters). */
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** The type the uploader's browser declared (shown, never trusted). */
    declaredType: text("declared_type").notNull(),
    /** PNG, JPEG, GIF or WebP as the bytes show; null for any other file (never shown inline). */
    imageType: text("image_type"),
    sha256: text("sha256").notNull(),
    fileKey: text("file_key").notNull(),
    /**
     * `<sha256> <stamp>`: the file store's stamp of the stored file (files/store.ts FileStamp) when
     * its bytes last hashed to `sha256`. verify.do re-reads a file only when this no longer matches.
     */
    fileCheck: text("file_check"),
    uploaderIdx: integer("uploader_idx")
      .notNull()
      .references(() => members.memberIdx),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A spectrum's peaks as members set them (x positions in the spectrum's unit, issue 39); null:
     * the peaks picked automatically.
     */
    peaks: doublePrecision("peaks").array(),
  },
  (t) => [index("lab_book_attachments_lb_idx").on(t.lbIdx, t.attachmentIdx)],
);
