import type { BoardPost, Notice, RichTextDoc } from "@enote/shared";
import type { TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";

/** A one-paragraph document, as the editor sends it. */
export function richText(text: string): RichTextDoc {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
}

export async function postNotice(
  app: TestApp,
  token: string,
  body: { groupIdx?: number; title?: string; text?: string; pinned?: boolean; showUntil?: string | null },
): Promise<Notice> {
  const { text = "The fume hoods are inspected on Friday.", title = "Fume hood inspection", ...rest } = body;
  return ok(
    await app.call<Result<Notice>>("POST", "/api/notice/create.do", {
      token,
      body: { title, content: richText(text), pinned: false, ...rest },
    }),
  );
}

export async function postOnBoard(
  app: TestApp,
  token: string,
  body: { groupIdx: number; title?: string; text?: string; category?: string; lbIdxs?: number[] },
): Promise<BoardPost> {
  const {
    text = "It turned black after 10 minutes.",
    title = "Why did my Suzuki coupling turn black?",
    ...rest
  } = body;
  return ok(
    await app.call<Result<BoardPost>>("POST", "/api/board/create.do", {
      token,
      body: { title, content: richText(text), category: "QUESTION", ...rest },
    }),
  );
}
