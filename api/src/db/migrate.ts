// E-Note's migrator: drizzle's journal and files (api/drizzle), applied each in a transaction of its
// own (a failure leaves the database at the last migration that completed, never half-way through
// one), after checking that every migration the database records is one this E-Note knows: a
// database a newer E-Note migrated is refused, not run by code that does not know its tables.
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";

export class NewerDatabaseError extends Error {}

/** Applies the migrations of `migrationsFolder` the database lacks, on `client` (which holds the migration lock). */
export async function migrateDatabase(client: pg.ClientBase, migrationsFolder: string, what: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const { rows } = await client.query<{ created_at: string }>(
    'SELECT created_at::text FROM "drizzle"."__drizzle_migrations" ORDER BY created_at',
  );
  const known = new Set(migrations.map((migration) => migration.folderMillis));
  const unknown = rows.map((row) => Number(row.created_at)).filter((when) => !known.has(when));
  const newest = migrations[migrations.length - 1]?.folderMillis ?? 0;
  if (unknown.length > 0) {
    const newer = unknown.some((when) => when > newest);
    throw new NewerDatabaseError(
      newer
        ? `The ${what} was migrated by a newer E-Note than this one: it records ${unknown.length} migration(s) this E-Note does not know (created_at ${unknown.join(", ")}). ` +
            "Start that version (or a newer one) instead: this one would not know its tables, and nothing was changed."
        : `The ${what} records migration(s) this E-Note does not know (created_at ${unknown.join(", ")}), so it was not started and nothing was changed.`,
    );
  }
  const last = rows.length > 0 ? Number(rows[rows.length - 1]?.created_at) : -1;
  for (const migration of migrations) {
    if (migration.folderMillis <= last) continue;
    await client.query("BEGIN");
    try {
      for (const statement of migration.sql) await client.query(statement);
      await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  }
}
