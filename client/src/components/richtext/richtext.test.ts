import { describe, expect, it } from "vitest";
import { MantineProvider } from "@mantine/core";
import type { RichTextDoc } from "@enote/shared";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RichTextView } from "./RichTextView";

function render(doc: RichTextDoc): string {
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(RichTextView, { doc })));
}

const linked = (href: string): RichTextDoc => ({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "paper", marks: [{ type: "link", attrs: { href } }] }] },
  ],
});

describe("RichTextView", () => {
  it("draws markup a member typed as text, never as elements", () => {
    const html = render({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }],
        },
      ],
    });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("opens a web link in a new tab without access to the page", () => {
    const html = render(linked("https://doi.org/10.1021/cr00039a007"));
    expect(html).toMatch(/<a [^>]*href="https:\/\/doi.org\/10.1021\/cr00039a007"/);
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
  });

  it("draws a link to anything but http(s): or mailto: as plain text, even if it reached the page", () => {
    const html = render(linked("javascript:alert(1)"));
    expect(html).not.toContain("<a");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("paper");
  });

  it("draws lists, quotes, headings and code blocks of StarterKit", () => {
    const html = render({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Result" }] },
        {
          type: "orderedList",
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Degas" }] }] }],
        },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "quoted" }] }] },
        { type: "codeBlock", content: [{ type: "text", text: "x = 1" }] },
      ],
    });
    expect(html).toMatch(/<h3[^>]*>.*Result/);
    expect(html).toMatch(/<ol[^>]*>.*Degas/);
    expect(html).toMatch(/<blockquote[^>]*>.*quoted/);
    expect(html).toMatch(/<pre[^>]*>.*x = 1/);
  });
});
