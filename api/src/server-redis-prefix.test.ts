import { describe, expect, it } from "vitest";
import { redisPrefixOf } from "./server";

describe("the Redis channels of a deployment", () => {
  it("are keyed by its database, so processes of one deployment share them and another stays apart", () => {
    const one = redisPrefixOf("postgres://db.lab:5432/enote_a", "/srv/a");
    expect(redisPrefixOf("postgres://other:5432/enote_a", "/srv/b")).toBe(one);
    expect(redisPrefixOf("postgres://db.lab:5432/enote_b", "/srv/a")).not.toBe(one);
  });

  it("are keyed by the data directory for the embedded database, so two embedded servers never share them", () => {
    const first = redisPrefixOf(undefined, "/tmp/enote-one");
    expect(redisPrefixOf(undefined, "/tmp/enote-one")).toBe(first);
    expect(redisPrefixOf(undefined, "/tmp/enote-two")).not.toBe(first);
    expect(first).toMatch(/^enote:collab:dir:[0-9a-f]{16}$/);
  });
});
