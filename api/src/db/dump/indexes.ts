// Loading a table is several times faster without its indexes, built after the rows (one sort
// each, as pg_restore does) rather than updated row by row — above all the trigram GIN indexes.
import type pg from "pg";

/**
 * Drops the indexes of schema public that no constraint uses (a primary key, a unique constraint,
 * a foreign key's referenced key) on the client's open transaction; resolves with a function that
 * makes them again, each as it was defined.
 */
export async function dropIndexes(client: pg.ClientBase): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT format('%I.%I', n.nspname, x.relname) AS name, pg_catalog.pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_catalog.pg_index i
       JOIN pg_catalog.pg_class x ON x.oid = i.indexrelid
       JOIN pg_catalog.pg_namespace n ON n.oid = x.relnamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY 1`,
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  return async () => {
    for (const { definition } of rows) await client.query(definition);
  };
}
