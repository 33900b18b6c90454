import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, type TermsText } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Answer = { data: TermsText; code?: string };
const terms = (query: string, locale?: string) =>
  app.call<Answer>("GET", `${apiPaths.terms}${query}`, { headers: locale ? { cookie: `locale=${locale}` } : {} });

describe("GET /api/terms.do", () => {
  it("answers the shipped terms and privacy policy to anyone, in the caller's language", async () => {
    const english = await terms("?kind=terms");
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({ kind: "terms", locale: "en-US" });
    expect(english.body.data.text).toContain("# Terms of Use");
    const korean = await terms("?kind=privacy", "ko-KR");
    expect(korean.body.data).toMatchObject({ kind: "privacy", locale: "ko-KR" });
    expect(korean.body.data.text).toContain("# 개인정보 처리방침");
  });

  it("answers the operator's own text from the data directory instead of the default", async () => {
    await writeFile(path.join(app.server.ctx.env.ENOTE_DATA_DIR, "terms.ko-KR.md"), "# 우리 연구실 약관\n");
    expect((await terms("?kind=terms", "ko-KR")).body.data.text).toBe("# 우리 연구실 약관\n");
    // Only that language and kind: the others keep their defaults.
    expect((await terms("?kind=terms", "en-US")).body.data.text).toContain("# Terms of Use");
    expect((await terms("?kind=privacy", "ko-KR")).body.data.text).toContain("# 개인정보 처리방침");
  });

  it("refuses a kind outside the list, a path among them, with 400", async () => {
    for (const query of ["", "?kind=secrets", "?kind=../secrets", "?kind=terms.ko-KR"]) {
      const answer = await terms(query);
      expect(answer.status, query).toBe(400);
    }
  });
});
