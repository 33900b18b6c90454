import { describe, expect, it } from "vitest";
import { decide } from "../permissions";
import { tokenCreateInput, tokenRefusal } from "./schema";

describe("the scope rule of personal API tokens", () => {
  it("lets a read token make GET calls only", () => {
    expect(tokenRefusal("read", { method: "GET", path: "/api/labbook/list.do" })).toBeNull();
    expect(tokenRefusal("read", { method: "POST", path: "/api/labbook/create.do" })).toBe("TOKEN_SCOPE");
    expect(tokenRefusal("read-write", { method: "POST", path: "/api/labbook/create.do" })).toBeNull();
  });

  it("refuses every token what only a person does: signing, passwords, leaving, tokens", () => {
    for (const scope of ["read", "read-write"] as const) {
      for (const status of ["END", "COMPLETE"]) {
        const call = { method: "PUT", path: "/api/labbook/7/status.do", body: { status } };
        expect(tokenRefusal(scope, call)).toBe("TOKEN_PERSON_ONLY");
      }
      expect(tokenRefusal(scope, { method: "PUT", path: "/api/oauth/change/pw.do" })).toBe("TOKEN_PERSON_ONLY");
      expect(tokenRefusal(scope, { method: "DELETE", path: "/api/oauth/leave/member.do" })).toBe("TOKEN_PERSON_ONLY");
      expect(tokenRefusal(scope, { method: "GET", path: "/api/token/list.do" })).toBe("TOKEN_PERSON_ONLY");
    }
    const cancel = { method: "PUT", path: "/api/labbook/7/status.do", body: { status: "IN_PROGRESS" } };
    expect(tokenRefusal("read-write", cancel)).toBeNull();
  });

  it("hides another project's things from a project-restricted subject", () => {
    const subject = { memberIdx: 1, role: "FRONT" as const, projectLimit: 5 };
    const facts = { group: "member" as const, project: "WRITER" as const };
    expect(decide(subject, "labbook.read", { ...facts, projectIdx: 5 }).allowed).toBe(true);
    expect(decide(subject, "labbook.read", { ...facts, projectIdx: 6 })).toEqual({ allowed: false, code: "NOT_FOUND" });
    expect(decide(subject, "labbook.read", facts).allowed).toBe(false);
    expect(decide({ ...subject, projectLimit: null }, "labbook.read", { ...facts, projectIdx: 6 }).allowed).toBe(true);
  });

  it("accepts an expiry of at most one year", () => {
    const base = { name: "script", scope: "read" as const };
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    expect(tokenCreateInput.safeParse({ ...base, expiresAt: inDays(365) }).success).toBe(true);
    expect(tokenCreateInput.safeParse({ ...base, expiresAt: inDays(367) }).success).toBe(false);
    expect(tokenCreateInput.safeParse({ ...base, expiresAt: inDays(-1) }).success).toBe(false);
  });
});
