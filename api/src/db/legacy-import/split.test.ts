import { describe, expect, it } from "vitest";
import { sqlStatements } from "./split";

const split = (sql: string): string[] => [...sqlStatements(sql)];

describe("sqlStatements", () => {
  it("ends a statement at each semicolon and leaves blank space and comments between statements out", () => {
    expect(split("-- a dump\nSET a = 1;\n\n/* note */ SELECT 2 ;  \n-- done\n")).toEqual(["SET a = 1", "SELECT 2 "]);
  });

  it("keeps semicolons inside single-quoted strings, with doubled quotes inside them", () => {
    expect(split("INSERT INTO t VALUES ('it''s; fine', 'a;b');SELECT ''';'")).toEqual([
      "INSERT INTO t VALUES ('it''s; fine', 'a;b')",
      "SELECT ''';'",
    ]);
  });

  it("reads backslash escapes in E'' strings only", () => {
    expect(split("SELECT E'a\\';b';SELECT 'c\\';SELECT 1")).toEqual(["SELECT E'a\\';b'", "SELECT 'c\\'", "SELECT 1"]);
  });

  it("keeps semicolons inside double-quoted identifiers", () => {
    expect(split('CREATE TABLE "a;""b" (x int);SELECT 1')).toEqual(['CREATE TABLE "a;""b" (x int)', "SELECT 1"]);
  });

  it("keeps dollar-quoted bodies whole, with or without a tag, and other tags inside them", () => {
    const body = "CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $fn$ BEGIN PERFORM $$;$$; RETURN 1; END $fn$";
    expect(split(`${body};CREATE FUNCTION g() RETURNS text AS $$ SELECT ';' $$ LANGUAGE sql;`)).toEqual([
      body,
      "CREATE FUNCTION g() RETURNS text AS $$ SELECT ';' $$ LANGUAGE sql",
    ]);
  });

  it("takes $1 and a $ inside a name for what they are, not for quotes", () => {
    expect(split("PREPARE p AS SELECT $1;SELECT a$b$ FROM t;SELECT 2")).toEqual([
      "PREPARE p AS SELECT $1",
      "SELECT a$b$ FROM t",
      "SELECT 2",
    ]);
  });

  it("keeps semicolons inside comments within a statement, and nested block comments", () => {
    expect(split("SELECT 1 -- not; the end\n, 2 /* a /* b; */ c; */;SELECT 3")).toEqual([
      "SELECT 1 -- not; the end\n, 2 /* a /* b; */ c; */",
      "SELECT 3",
    ]);
  });

  it("leaves out psql meta-command lines such as \\restrict", () => {
    expect(split("\\restrict abc123\nSET a = 1;\n\\unrestrict abc123\n")).toEqual(["SET a = 1"]);
  });

  it("returns a last statement that has no semicolon", () => {
    expect(split("SELECT 1;\nSELECT 2\n")).toEqual(["SELECT 1", "SELECT 2"]);
  });
});
