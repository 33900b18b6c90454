import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { call, signInContext, type ApiMember } from "./support/http";
import { threeMemberLab } from "./support/lab";
import { startE2EServer, type E2EServer } from "./support/server";

let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let manager: ApiMember;
let writer: ApiMember;
let reader: ApiMember;
let groupIdx = 0;

/** Each payload sets window.__xss if it ever runs as HTML in a member's browser. */
const payloads = {
  title: `<img src=x onerror="window.__xss='title'">`,
  content: `<script>window.__xss='content'</script>`,
  comment: `<svg onload="window.__xss='comment'"></svg>`,
  // Without a double quote: a browser's form (and Node's) sends `"` in a file name as %22.
  fileName: `<img src=x onerror=window.__xss='file'>.txt`,
};

const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

async function upload(path: string, token: string, name: string): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob(["spectrum"], { type: "text/plain" }), name);
  const response = await fetch(server.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchBrowser();
  ({ owner: manager, writer, reader, groupIdx } = await threeMemberLab(server.url));
  context = await newContext(browser, server.url, "en-US");
  await signInContext(context, server.url, reader);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.dispose();
});

async function ranNothing(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

describe("what members write in notices and on the board", () => {
  it("stays text in lists, pages, comments, file names and the dashboard of another member", async () => {
    const notice = await call<{ noticeIdx: number }>(server.url, "POST", "/api/notice/create.do", {
      token: manager.accessToken,
      body: { groupIdx, title: `Notice ${payloads.title}`, content: doc(payloads.content), pinned: true },
    });
    await call(server.url, "POST", `/api/notice/${notice.noticeIdx}/comment.do`, {
      token: writer.accessToken,
      body: { content: payloads.comment },
    });
    await upload(`/api/notice/${notice.noticeIdx}/attachment.do`, manager.accessToken, payloads.fileName);
    const post = await call<{ boardIdx: number }>(server.url, "POST", "/api/board/create.do", {
      token: writer.accessToken,
      body: { groupIdx, title: `Post ${payloads.title}`, category: "QUESTION", content: doc(payloads.content) },
    });
    await call(server.url, "POST", `/api/board/${post.boardIdx}/comment.do`, {
      token: manager.accessToken,
      body: { content: payloads.comment },
    });
    await upload(`/api/board/${post.boardIdx}/attachment.do`, writer.accessToken, payloads.fileName);

    const page = await context.newPage();
    await page.goto(`${server.url}/notice`);
    await page.getByText(`Notice ${payloads.title}`).first().waitFor();
    await ranNothing(page);

    await page.goto(`${server.url}/notice/${notice.noticeIdx}`);
    expect(await page.getByTestId("notice-content-view").textContent()).toBe(payloads.content);
    await page.getByText(payloads.comment).first().waitFor();
    await page.getByText(payloads.fileName).first().waitFor();
    await ranNothing(page);

    await page.goto(`${server.url}/board`);
    await page.getByText(`Post ${payloads.title}`).first().waitFor();
    await ranNothing(page);

    await page.goto(`${server.url}/board/experiment/${post.boardIdx}`);
    expect(await page.getByTestId("board-content-view").textContent()).toBe(payloads.content);
    await page.getByText(payloads.comment).first().waitFor();
    await page.getByText(payloads.fileName).first().waitFor();
    await ranNothing(page);

    await page.goto(`${server.url}/`);
    await page.getByText(`Notice ${payloads.title}`).first().waitFor();
    await ranNothing(page);
  });
});
