import { describe, expect, it } from "vitest";
import {
  cleanRichText,
  isSafeHref,
  richTextExcerpt,
  richTextLimits,
  richTextMentions,
  richTextPlainText,
  richTextRule,
  type RichTextDoc,
} from "./schema";

const paragraph = (text: string, marks?: unknown[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, marks }],
});
const doc = (...content: unknown[]) => ({ type: "doc", content });

describe("cleanRichText", () => {
  it("keeps every node and mark StarterKit and link produce", () => {
    const input = doc(
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Suzuki coupling" }] },
      paragraph("bold", [{ type: "bold" }, { type: "italic" }, { type: "underline" }, { type: "strike" }]),
      { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "code" }] }, { type: "hardBreak" }] },
      { type: "bulletList", content: [{ type: "listItem", content: [paragraph("Pd(PPh3)4")] }] },
      { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [paragraph("K2CO3")] }] },
      { type: "blockquote", content: [paragraph("quoted")] },
      { type: "codeBlock", attrs: { language: "python" }, content: [{ type: "text", text: "print(1)\n" }] },
      { type: "horizontalRule" },
      paragraph("paper", [{ type: "link", attrs: { href: "https://doi.org/10.1021/cr00039a007" } }]),
      paragraph("mail", [{ type: "link", attrs: { href: "mailto:safety@lab.example" } }]),
    );
    const cleaned = cleanRichText(input);
    expect(cleaned).toEqual({ ok: true, doc: input });
  });

  it("drops attributes a node or mark does not use, such as a link's target or an onclick", () => {
    const cleaned = cleanRichText(
      doc({
        type: "paragraph",
        attrs: { onclick: "alert(1)", style: "color:red" },
        content: [
          {
            type: "text",
            text: "site",
            marks: [{ type: "link", attrs: { href: "https://x.test", target: "_self", onmouseover: "alert(1)" } }],
          },
        ],
      }),
    );
    expect(cleaned).toEqual({
      ok: true,
      doc: doc({
        type: "paragraph",
        content: [{ type: "text", text: "site", marks: [{ type: "link", attrs: { href: "https://x.test" } }] }],
      }),
    });
  });

  it.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox"],
    ["file:///etc/passwd"],
    ["//evil.test/x"],
    ["/relative"],
    ["http:javascript:alert(1)"],
  ])("refuses a link to %s", (href) => {
    expect(isSafeHref(href)).toBe(false);
    expect(cleanRichText(doc(paragraph("x", [{ type: "link", attrs: { href } }])))).toEqual({
      ok: false,
      problem: "validation.linkHref",
    });
  });

  it.each([
    ["an html node", doc({ type: "html", content: [{ type: "text", text: "<script>alert(1)</script>" }] })],
    ["an image", doc({ type: "image", attrs: { src: "x", onerror: "alert(1)" } })],
    ["an unknown mark", doc(paragraph("x", [{ type: "textStyle", attrs: { color: "red" } }]))],
    ["text directly in the document", doc({ type: "text", text: "loose" })],
    ["a paragraph inside a paragraph", doc({ type: "paragraph", content: [paragraph("inner")] })],
    ["a list with a paragraph instead of items", doc({ type: "bulletList", content: [paragraph("x")] })],
    ["an empty list", doc({ type: "bulletList", content: [] })],
    [
      "marks in a code block",
      doc({ type: "codeBlock", content: [{ type: "text", text: "x", marks: [{ type: "bold" }] }] }),
    ],
    ["an empty text node", doc({ type: "paragraph", content: [{ type: "text", text: "" }] })],
    ["a heading level 9", doc({ type: "heading", attrs: { level: 9 }, content: [] })],
    ["a code language with markup", doc({ type: "codeBlock", attrs: { language: '"><img src=x>' } })],
    ["something not a document", "<p>hello</p>"],
    ["a document of another type", { type: "paragraph", content: [] }],
  ])("refuses %s", (_name, input) => {
    expect(cleanRichText(input)).toEqual({ ok: false, problem: "validation.richText" });
  });

  it("refuses a document nested deeper than the limit", () => {
    let node: unknown = paragraph("deep");
    for (let i = 0; i < richTextLimits.maxDepth; i++) node = { type: "blockquote", content: [node] };
    expect(cleanRichText(doc(node))).toEqual({ ok: false, problem: "validation.richTextTooLarge" });
  });

  it("refuses a document with more nodes than the limit", () => {
    const many = Array.from({ length: richTextLimits.maxNodes + 1 }, () => ({ type: "horizontalRule" }));
    expect(cleanRichText(doc(...many))).toEqual({ ok: false, problem: "validation.richTextTooLarge" });
  });

  it("refuses a control character in text", () => {
    expect(cleanRichText(doc(paragraph("a\u0000b")))).toEqual({ ok: false, problem: "validation.controlCharacter" });
  });

  it("keeps markup typed as text as plain text", () => {
    const input = doc(paragraph('<img src=x onerror="alert(1)"><script>alert(2)</script>'));
    expect(cleanRichText(input)).toEqual({ ok: true, doc: input });
  });
});

describe("richTextRule", () => {
  it("refuses a required document with no text", () => {
    const parsed = richTextRule({ required: true }).safeParse(doc({ type: "paragraph" }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("validation.textRequired");
  });

  it("answers a refused document with the problem's message", () => {
    const parsed = richTextRule({ required: false }).safeParse(
      doc(paragraph("x", [{ type: "link", attrs: { href: "javascript:x" } }])),
    );
    expect(parsed.error?.issues[0]?.message).toBe("validation.linkHref");
  });
});

describe("plain text and excerpt", () => {
  const sample = doc(
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "흄후드 점검" }] },
    {
      type: "paragraph",
      content: [{ type: "text", text: "Friday" }, { type: "hardBreak" }, { type: "text", text: "10:00" }],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [paragraph("Close the sash")] }] },
  ) as RichTextDoc;

  it("puts blocks on their own lines in reading order", () => {
    expect(richTextPlainText(sample)).toBe("흄후드 점검\nFriday\n10:00\nClose the sash");
  });

  it("makes one line cut at the limit with an ellipsis", () => {
    expect(richTextExcerpt(sample)).toBe("흄후드 점검 Friday 10:00 Close the sash");
    expect(richTextExcerpt(sample, 10)).toBe("흄후드 점검 Fr…");
  });
});

describe("mentions", () => {
  const mention = (memberIdx: unknown, name: unknown) => ({ type: "mention", attrs: { memberIdx, name, extra: 1 } });
  const withMentions = (...nodes: unknown[]) =>
    doc({ type: "paragraph", content: [...nodes, { type: "text", text: " see this" }] });

  it("keeps a mention's member and name, drops other attributes, and reads it as @Name", () => {
    const cleaned = cleanRichText(withMentions(mention(7, "Marie Curie"), mention(9, "이진")));
    if (!cleaned.ok) throw new Error(cleaned.problem);
    expect(cleaned.doc.content[0]).toEqual({
      type: "paragraph",
      content: [
        { type: "mention", attrs: { memberIdx: 7, name: "Marie Curie" } },
        { type: "mention", attrs: { memberIdx: 9, name: "이진" } },
        { type: "text", text: " see this" },
      ],
    });
    expect(richTextPlainText(cleaned.doc)).toBe("@Marie Curie@이진 see this");
    expect(richTextMentions(cleaned.doc)).toEqual([7, 9]);
  });

  it.each([
    ["a member that is no id", mention("7", "Marie Curie")],
    ["no member", mention(0, "Marie Curie")],
    ["an empty name", mention(7, " ")],
    ["a name with a line break", mention(7, "Marie\nCurie")],
    ["content inside", { type: "mention", attrs: { memberIdx: 7, name: "M" }, content: [{ type: "text", text: "x" }] }],
  ])("refuses a mention with %s", (_what, node) => {
    expect(cleanRichText(withMentions(node))).toEqual({ ok: false, problem: "validation.richText" });
  });
});
