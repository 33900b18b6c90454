import { afterAll, describe, expect, it } from "vitest";
import { apiPaths, type LabSettings } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe("GET /api/settings.do", () => {
  it("tells anyone the lab's time zone: Asia/Seoul unless the operator set ENOTE_TIME_ZONE", async () => {
    const seoul = await startTestApp();
    apps.push(seoul);
    const answer = await seoul.call<{ data: LabSettings }>("GET", apiPaths.settings);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ timeZone: "Asia/Seoul" });

    const berlin = await startTestApp({ ENOTE_TIME_ZONE: "Europe/Berlin" });
    apps.push(berlin);
    expect((await berlin.call<{ data: LabSettings }>("GET", apiPaths.settings)).body.data).toEqual({
      timeZone: "Europe/Berlin",
    });
  });
});
