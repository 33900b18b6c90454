import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignUp, startTestApp, type TestApp } from "../test/harness";
import { failWrites } from "../test/fail-writes";
import { createLogger } from "./logger";

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger("info", stream), lines };
}

describe("the log keeps no secrets", () => {
  it("scrubs passwords, hashes, tokens, e-mails and phones from objects and error messages", () => {
    const { log, lines } = capturedLogger();
    const failure = Object.assign(
      new Error(
        'Failed query: insert into "members" ("member_id", "password_hash", "email") values ($1, $2, $3)\nparams: chem1,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA,curie@lab.example',
      ),
      { detail: "Key (email)=(curie@lab.example) already exists.", params: ["chem1", "010-1234-5678"] },
    );
    log.error(
      {
        err: failure,
        body: { password: "benchTop2024", nested: { refreshToken: "abc", phone: "010-9876-5432" } },
        note: "sent to marie@lab.example at 01012345678 with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl",
      },
      "failed",
    );
    const line = lines.join("\n");
    for (const secret of [
      "benchTop2024",
      "argon2",
      "curie@lab.example",
      "010-9876-5432",
      "01012345678",
      "marie@",
      "eyJ",
      'abc"',
    ]) {
      expect(line).not.toContain(secret);
    }
    // What helps a reader stays: the query's shape and the error's place.
    expect(line).toContain('insert into \\"members\\"');
    expect(line).toContain("already exists");
  });

  describe("an unhandled error in sign-up", () => {
    let app: TestApp;
    const captured = capturedLogger();
    beforeAll(async () => {
      app = await startTestApp({ LOG_LEVEL: "info" }, { log: captured.log });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("logs an error id the answer also carries, and none of the new member's hash, e-mail or phone", async () => {
      const restore = await failWrites(app, "members", "INSERT", "true");
      const input = buildSignUp({ phone: "010-4242-4343" });
      const answer = await app.call<{ code: string; errorId?: string; message: string }>(
        "POST",
        "/api/oauth/signUp.do",
        { body: input },
      );
      await restore();
      expect(answer.status).toBe(500);
      expect(answer.body.code).toBe("INTERNAL");
      expect(answer.body.errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.body.message).toContain(answer.body.errorId);
      const line = captured.lines.find((text) => text.includes(answer.body.errorId ?? "?"));
      expect(line, "the 500's log line carries its error id").toBeDefined();
      const everything = captured.lines.join("\n");
      expect(everything).toContain("write refused by the test");
      for (const secret of ["argon2", input.email, input.phone, "4242", input.password]) {
        expect(everything).not.toContain(secret);
      }
    });
  });
});
