// What `npm run backup` and `npm run restore` tell the operator.
import type { BackupSummary } from "./backup";
import type { RestoreBackupSummary } from "./restore";

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function backupReport({ manifest, bytes }: BackupSummary, file: string, seconds: number): string {
  const included = manifest.files.filter((f) => f.included).length;
  const left = manifest.files.length - included;
  return [
    `Backed up the database at migration ${manifest.migration.idx} (${manifest.migration.tag}) and ` +
      `${manifest.files.length} files (${mb(manifest.files.reduce((sum, f) => sum + f.size, 0))}) to ${file}: ` +
      `${mb(bytes)} in ${seconds.toFixed(1)} s.`,
    ...(left > 0
      ? [`The ${left} S3 objects are listed with their sizes and SHA-256 but not copied: back the bucket up too.`]
      : []),
  ].join("\n");
}

export function restoreReport(summary: RestoreBackupSummary, seconds: number): string {
  const { manifest, database, restoredFiles } = summary;
  const rows = database.tables.reduce((sum, { rows }) => sum + rows, 0);
  return [
    `Restored the backup of ${manifest.created} (migration ${manifest.migration.idx}, ${manifest.migration.tag}) ` +
      `in ${seconds.toFixed(1)} s: ${rows.toLocaleString("en-US")} rows and ${restoredFiles} files` +
      (restoredFiles < manifest.files.length
        ? ` (${manifest.files.length - restoredFiles} S3 objects found in place)`
        : "") +
      ".",
    "Start E-Note as usual (npm start): it applies the migrations newer than the backup itself.",
  ].join("\n");
}
