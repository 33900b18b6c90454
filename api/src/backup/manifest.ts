// The backup's own description, `manifest.json` in the archive: what it holds and how to check it.
import { z } from "zod";

export const manifestName = "manifest.json";
export const databaseEntry = "database.sql.gz";
/** A file's entry in the archive: `files/<its path under the files root>`. */
export const fileEntry = (filePath: string): string => `files/${filePath}`;
/** A file of the data dir (data-files.ts) in the archive: `data/<name>`. */
export const dataEntry = (name: string): string => `data/${name}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal("enote-backup"),
  version: z.literal(1),
  created: z.string(),
  migration: z.object({ idx: z.number().int(), tag: z.string(), when: z.number().int() }),
  database: z.object({ entry: z.literal(databaseEntry), bytes: z.number().int(), sha256 }),
  /** The data dir's secrets and pages (data-files.ts). */
  data: z.array(z.object({ name: z.string(), size: z.number().int().nonnegative(), sha256 })),
  /** Where the files were: the data dir, or S3 (whose objects the archive may leave out). */
  store: z.enum(["disk", "s3"]),
  files: z.array(
    z.object({
      path: z.string(),
      keyed: z.boolean(),
      size: z.number().int().nonnegative(),
      sha256,
      /** Whether its bytes are in the archive (always on disk; with S3 unless left out). */
      included: z.boolean(),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
