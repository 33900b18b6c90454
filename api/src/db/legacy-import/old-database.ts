// For tests: the database directory an earlier E-Note (PGlite) left, holding exactly what a
// database of this version holds. PGlite is migrated with the same migrations; then every table of
// schema public and the migration journal are copied in as they are — triggers and foreign keys
// off, so counters and search words arrive as written rather than recomputed — and every sequence
// is set where it stood.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../client";

export type Row = Record<string, unknown>;
/** Runs SQL on the source database and resolves with its rows. */
export type SourceQuery = (sql: string) => Promise<Row[]>;

const copiedSchemas = "('public', 'drizzle')";
const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Writes the PGlite database directory `oldDir` holding what the source database holds. */
export async function writeOldDatabase(source: SourceQuery, oldDir: string): Promise<void> {
  const pglite = await PGlite.create(oldDir, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    const tables = (
      await source(
        `SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ${copiedSchemas} ORDER BY schemaname, tablename`,
      )
    ).map((row) => `${quoted(String(row.schemaname))}.${quoted(String(row.tablename))}`);
    await pglite.exec("SET session_replication_role = replica");
    // The migrations' own rows (the journal) give way to the source's.
    await pglite.exec(`TRUNCATE ${tables.join(", ")}`);
    for (const table of tables) {
      const [copy] = await source(`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${table} t`);
      // Generated columns are computed again from the others, as the server did.
      const { rows: columns } = await pglite.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [table],
      );
      const list = columns.map((column) => quoted(column.name)).join(", ");
      await pglite.query(
        `INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(null::${table}, $1::json)`,
        [copy?.rows],
      );
    }
    const sequences = await source(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, start_value::text AS start, last_value::text AS last
       FROM pg_sequences WHERE schemaname IN ${copiedSchemas}`,
    );
    for (const sequence of sequences) {
      await pglite.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        sequence.name,
        sequence.last ?? sequence.start,
        sequence.last !== null,
      ]);
    }
  } finally {
    await pglite.close();
  }
}
