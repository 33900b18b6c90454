import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { signUpMember, startTestApp, type TestApp } from "../test/harness";
import { startRedisServer } from "../test/redis-server";

describe("health", () => {
  let app: TestApp;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;

  beforeAll(async () => {
    redis = await startRedisServer();
    app = await startTestApp({ REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it("says the process is live, and ready when the database, Redis and the file store answer", async () => {
    expect(await app.call("GET", "/api/health/live.do")).toEqual({ status: 200, body: { data: { status: "live" } } });
    expect(await app.call("GET", "/api/health/ready.do")).toEqual({
      status: 200,
      body: { data: { status: "ready", redis: true } },
    });
  });

  it("answers 503 naming Redis while it is down, with Retry-After, and ready again once it is back", async () => {
    await redis.stop();
    try {
      const response = await fetch(`${app.url}/api/health/ready.do`, { headers: { "accept-language": "ko-KR" } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("NOT_READY");
      expect(body.message).toContain("redis");
      expect(body.message).not.toContain("database");
      expect(body.message).toMatch(/준비되지 않았습니다/);
      // Liveness is the process only: a monitor must not restart E-Note because Redis is away.
      expect((await app.call("GET", "/api/health/live.do")).status).toBe(200);
    } finally {
      await redis.start();
    }
    await expect
      .poll(async () => (await app.call("GET", "/api/health/ready.do")).status, { timeout: 15_000 })
      .toBe(200);
  });
});

describe("health without the database", () => {
  it("answers 503 naming the database while it refuses connections (and 503 to other requests), and 200 after", async () => {
    const app = await startTestApp();
    const member = await signUpMember(app);
    const { serverUrl } = inject("testDatabaseServer");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const current = (await app.server.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = current.rows[0]?.name ?? "";
    try {
      // What a stopped server looks like to the pool: every connection gone, no new one accepted.
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      const down = await app.call<{ code: string; message: string }>("GET", "/api/health/ready.do");
      expect(down.status).toBe(503);
      expect(down.body.code).toBe("NOT_READY");
      expect(down.body.message).toContain("database");
      expect((await app.call("GET", "/api/health.do")).status).toBe(503);
      // Any other request meanwhile: "try again shortly", not a server error with an error id.
      const response = await fetch(`${app.url}/api/group/list.do`, {
        headers: { authorization: `Bearer ${member.tokens.accessToken}` },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("3");
      expect(((await response.json()) as { code: string }).code).toBe("NOT_READY");
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await app.call("GET", "/api/health/ready.do")).status).toBe(200);
    await app.close();
  });
});
