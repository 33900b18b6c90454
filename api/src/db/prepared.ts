import { sql, type Placeholder, type SQL } from "drizzle-orm";
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

/**
 * Like preparedPerDb, one per key: the statements of one shape of a query (the key names the
 * shape; `args` describe it), built the first time that shape is asked for on a database.
 */
export function preparedPerKey<A, T>(prepare: (db: Db, args: A) => T): (db: Db, key: string, args: A) => T {
  const byKey = preparedPerDb(() => new Map<string, T>());
  return (db, key, args) => {
    const prepared = byKey(db);
    let statement = prepared.get(key);
    if (statement === undefined) {
      statement = prepare(db, args);
      prepared.set(key, statement);
    }
    return statement;
  };
}

/**
 * A placeholder for LIMIT or OFFSET that the planner does not see: `(SELECT $n)`. A plan made for
 * one call's values then costs what a plan for any values costs, so PostgreSQL settles on one
 * generic plan after five calls instead of planning every call (bench:inventory, first page: 2.9
 * instead of 3.5 ms of server CPU a request, p95 32 instead of 38 ms). drizzle types limit() and offset() as a number or a placeholder,
 * and renders any SQL given.
 */
export function unseenPlaceholder(name: string): Placeholder {
  return sql`(SELECT ${sql.placeholder(name)}::bigint)` as unknown as Placeholder;
}

/**
 * A text[] placeholder the planner does not see, for `= ANY(…)`: seeing the array, it priced a
 * plan for the given keys below the one for any keys, and so planned every call anew although the
 * plan is the same (the primary key, once per key): pg_prepared_statements showed custom plans
 * only. The cast keeps it an array, not a subquery of rows.
 */
export function unseenTextArray(name: string): SQL {
  return sql`CAST((SELECT ${sql.placeholder(name)}::text[]) AS text[])`;
}
