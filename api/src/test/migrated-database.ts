import { afterAll, beforeAll } from "vitest";
import { openPostgres, type Database } from "../db/client";
import { createTestDatabase, dropTestDatabase } from "./databases";

/**
 * A fresh copy of the migrated template for the file's tests (no server): opened before them,
 * closed and dropped after. Answers the open database (read it inside a test or hook).
 */
export function useMigratedDatabase(prefix: string): () => Database {
  let url: string | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    url = await createTestDatabase(prefix);
    database = await openPostgres(url);
  });
  afterAll(async () => {
    await database?.close();
    if (url) await dropTestDatabase(url);
  });
  return () => {
    if (!database) throw new Error("the file's database is opened in beforeAll");
    return database;
  };
}
