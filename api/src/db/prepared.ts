import type { Db } from "./client";

/**
 * A query prepared once per database handle (or anything else made once per handle), for the
 * calls every request makes. Drizzle builds
 * its SQL once instead of on every call, and as a named statement the database parses and plans
 * it once per connection. Only for queries whose best plan does not depend on the values (key
 * lookups): after five runs PostgreSQL may keep one plan for all values.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
