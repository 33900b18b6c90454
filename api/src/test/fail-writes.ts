import { sql } from "drizzle-orm";
import type { TestApp } from "./harness";

let counter = 0;

/**
 * Makes the database refuse (raise) the `operation` on `table` for rows where `condition` (SQL
 * over NEW) holds, until the returned function is called: a way to break a service half-way
 * through and see that it wrote nothing.
 */
export async function failWrites(
  app: TestApp,
  table: string,
  operation: "INSERT" | "UPDATE",
  condition: string,
): Promise<() => Promise<void>> {
  counter += 1;
  const name = `enote_test_fail_${counter}`;
  const db = app.database.db;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${condition} THEN RAISE EXCEPTION 'write refused by the test'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
