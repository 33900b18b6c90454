import { describe, expect, it } from "vitest";
import { hash, verify } from "@node-rs/argon2";
import { readEnv } from "../env";
import { hashPassword, productionPasswordCost, setPasswordCost, testPasswordCost, verifyPassword } from "./passwords";

describe("argon2 cost of password hashes", () => {
  it("keeps production's parameters: argon2id, 19 MiB, 2 passes, 1 lane", async () => {
    expect(productionPasswordCost).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hash("Production-cost-1", productionPasswordCost);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("uses production's cost unless the test setting is given explicitly", async () => {
    expect(readEnv({}).ENOTE_ARGON2_COST).toBe("production");
    expect(readEnv({ NODE_ENV: "test" }).ENOTE_ARGON2_COST).toBe("production");
    expect(readEnv({ ENOTE_ARGON2_COST: "test" }).ENOTE_ARGON2_COST).toBe("test");
    expect(() => readEnv({ ENOTE_ARGON2_COST: "cheap" })).toThrow(/ENOTE_ARGON2_COST/);
    setPasswordCost("production");
    try {
      expect(await hashPassword("Production-cost-2")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      setPasswordCost("test");
    }
  });

  it("hashes at the least cost under the test setting, and such a hash still verifies", async () => {
    setPasswordCost("test");
    const stored = await hashPassword("Test-cost-1");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(testPasswordCost).toEqual({ memoryCost: 8, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(stored, "Test-cost-1")).toBe(true);
    expect(await verifyPassword(stored, "Test-cost-2")).toBe(false);
    expect(await verify(stored, "Test-cost-1")).toBe(true);
  });

  it("verifies production-cost hashes whatever cost new hashes are made at", async () => {
    setPasswordCost("test");
    const stored = await hash("Production-cost-3", productionPasswordCost);
    expect(await verifyPassword(stored, "Production-cost-3")).toBe(true);
    expect(await verifyPassword(stored, "Production-cost-4")).toBe(false);
    expect(await verifyPassword(null, "Production-cost-3")).toBe(false);
  });
});
