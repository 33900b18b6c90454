// A database's migration level (the last migration applied), and migrating an empty database to
// exactly the level of a dump.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { migrationsFolder } from "../client";

/** One migration of this E-Note's journal (api/drizzle/meta/_journal.json). */
export interface MigrationLevel {
  idx: number;
  tag: string;
  /** The journal's `when`: what drizzle stores as created_at in drizzle.__drizzle_migrations. */
  when: number;
}

export function journal(): MigrationLevel[] {
  const text = readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: MigrationLevel[] }).entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

const newest = (entries: MigrationLevel[]): MigrationLevel | undefined => entries[entries.length - 1];

/** The last migration applied to the database, as drizzle's migrator finds it (the newest created_at). */
export async function levelOf(client: pg.ClientBase, what: string): Promise<MigrationLevel> {
  const { rows } = await client.query<{ journal: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS journal",
  );
  const applied = rows[0]?.journal
    ? (
        await client.query<{ created_at: string }>(
          "SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1",
        )
      ).rows[0]
    : undefined;
  if (!applied) throw new Error(`The ${what} holds no E-Note database (no migration was applied to it).`);
  const when = Number(applied.created_at);
  const entries = journal();
  const level = entries.find((entry) => entry.when === when);
  if (level) return level;
  const last = newest(entries);
  throw new Error(
    last && when > last.when
      ? `The ${what} was migrated by a newer E-Note than this one (whose last migration is ${last.tag}): dump it with that version.`
      : `The ${what} is at a migration this E-Note does not know (created_at ${when}).`,
  );
}

/** The journal's entry for a dump's level; throws if this E-Note does not have it. */
export function knownLevel(level: MigrationLevel): MigrationLevel {
  const entries = journal();
  const found = entries.find((entry) => entry.tag === level.tag && entry.when === level.when);
  if (found) return found;
  const last = newest(entries);
  throw new Error(
    last && (level.when > last.when || level.idx > last.idx)
      ? `The dump is of a newer E-Note (migration ${level.tag}) than this one, whose last migration is ${last.tag}: restore it with that version or a newer one.`
      : `The dump's migration ${level.tag} is not one of this E-Note's, so it cannot be restored here.`,
  );
}

/**
 * Applies the journal's migrations up to and including `level` on the client's open transaction.
 * This is what drizzle's migrate() does (same files, statements and journal rows), but migrate()
 * commits a transaction of its own, and a restore must stay one transaction from here to its last row.
 */
export async function migrateTo(client: pg.ClientBase, level: MigrationLevel): Promise<void> {
  const position = journal().findIndex((entry) => entry.tag === level.tag);
  if (position < 0) throw new Error(`No migration ${level.tag} in ${migrationsFolder}.`);
  const migrations = readMigrationFiles({ migrationsFolder }).slice(0, position + 1);
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
