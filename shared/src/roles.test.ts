import { describe, expect, it } from "vitest";
import { isAdministrator, roleFromLabel, roleLabel, roleLabelIn, roles, roleSchema } from "./roles";

const koreanNames = {
  MADE: "운영자",
  FRONT: "일반 사용자",
  MANAGER: "매니저",
  ADMIN: "관리자",
} as const;

describe("roleLabel", () => {
  it.each(Object.entries(koreanNames))("gives %s its Korean name %s", (role, name) => {
    expect(roleLabel(role)).toBe(name);
  });

  it.each(["USER", "", "made", " ADMIN", "운영자", null, undefined, 3, {}, ["ADMIN"]])(
    "gives %j an empty label",
    (value) => {
      expect(roleLabel(value)).toBe("");
    },
  );

  it("gives an empty label for names inherited from Object.prototype", () => {
    expect(roleLabel("toString")).toBe("");
    expect(roleLabel("constructor")).toBe("");
    expect(roleLabel("__proto__")).toBe("");
    expect(roleLabel("hasOwnProperty")).toBe("");
  });
});

describe("roleLabelIn", () => {
  const englishNames = { MADE: "Operator", ADMIN: "Administrator", MANAGER: "Manager", FRONT: "Member" } as const;

  it.each(Object.entries(englishNames))("gives %s its English name %s in en-US", (role, name) => {
    expect(roleLabelIn("en-US", role)).toBe(name);
  });

  it.each(Object.entries(koreanNames))("gives %s the spec's Korean name %s in ko-KR", (role, name) => {
    expect(roleLabelIn("ko-KR", role)).toBe(name);
  });

  it.each(["USER", "", "toString", null, 3])("gives %j an empty label in either locale", (value) => {
    expect(roleLabelIn("en-US", value)).toBe("");
    expect(roleLabelIn("ko-KR", value)).toBe("");
  });
});

describe("roleFromLabel", () => {
  it.each(Object.entries(koreanNames))("gives the Korean name of %s back", (role, name) => {
    expect(roleFromLabel(name)).toBe(role);
  });

  it("round-trips every role", () => {
    for (const role of roles) expect(roleFromLabel(roleLabel(role))).toBe(role);
  });

  it.each(["Administrator", "ADMIN", "", "관리", null, undefined, 3])("gives %j an empty role", (value) => {
    expect(roleFromLabel(value)).toBe("");
  });
});

describe("roleSchema", () => {
  it("accepts the four roles and nothing else", () => {
    expect([...roles].sort()).toEqual(["ADMIN", "FRONT", "MADE", "MANAGER"]);
    for (const role of roles) expect(roleSchema.parse(role)).toBe(role);
    expect(roleSchema.safeParse("USER").success).toBe(false);
    expect(roleSchema.safeParse("admin").success).toBe(false);
  });
});

describe("isAdministrator", () => {
  it("counts ADMIN and MADE as administrators", () => {
    expect(isAdministrator("ADMIN")).toBe(true);
    expect(isAdministrator("MADE")).toBe(true);
  });

  it("does not count MANAGER or FRONT", () => {
    expect(isAdministrator("MANAGER")).toBe(false);
    expect(isAdministrator("FRONT")).toBe(false);
  });
});
