import { afterAll, describe, expect, it } from "vitest";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { startTestApp, type TestApp } from "../test/harness";

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp(env);
  apps.push(app);
  return app;
}

async function scrape(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return parsePrometheusTextFormat(await response.text());
}

describe("metrics", () => {
  it("are not served unless an operator turns them on", async () => {
    const app = await start({});
    const response = await app.call<{ code: string }>("GET", "/metrics");
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("NOT_FOUND");
  });

  it("count a request by its route pattern and status, in the Prometheus text format, with the process's gauges", async () => {
    const app = await start({ ENOTE_METRICS: "1" });
    expect((await app.call("GET", "/api/health/live.do")).status).toBe(200);
    expect((await app.call("GET", "/api/labbook/123456.do")).status).toBe(401);
    const families = await scrape(`${app.url}/metrics`);
    const byName = new Map(families.map((family) => [family.name, family]));

    const requests = byName.get("enote_http_requests_total");
    expect(requests?.type).toBe("COUNTER");
    const live = requests?.metrics.find((m) => m.labels?.route === "/api/health/live.do" && m.labels.status === "200");
    expect(Number(live?.value)).toBeGreaterThanOrEqual(1);
    // A pattern, not the literal path: one series for every book, not one per book.
    expect(requests?.metrics.some((m) => m.labels?.route?.includes("123456"))).toBe(false);

    expect(byName.get("enote_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    for (const name of [
      "enote_collab_connections",
      "enote_collab_documents",
      "enote_db_pool_connections",
      "nodejs_eventloop_lag_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(byName.get(name), name).toBeDefined();
    }
    const pool = byName.get("enote_db_pool_connections")?.metrics.find((m) => m.labels?.state === "total");
    expect(Number(pool?.value)).toBeGreaterThan(0);
  });

  it("are served on their own port alone when ENOTE_METRICS_PORT is set", async () => {
    const app = await start({ ENOTE_METRICS_PORT: "0" });
    expect(app.server.metricsPort).toBeGreaterThan(0);
    expect((await app.call("GET", "/metrics")).status).toBe(404);
    const families = await scrape(`http://127.0.0.1:${app.server.metricsPort}/metrics`);
    expect(families.some((family) => family.name === "enote_http_requests_total")).toBe(true);
  });
});
