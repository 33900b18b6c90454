import { Anchor, Blockquote, Code, Divider, List, Text, Title } from "@mantine/core";
import {
  isSafeHref,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
} from "@enote/shared";
import type { ReactNode } from "react";
import "./richtext.css";

/**
 * The one rich text renderer: the editor's document JSON (shared/richtext, cleaned by the server)
 * drawn as React elements. Text is only ever a text child, so markup a member typed stays text; a
 * link is drawn only when its address is http(s): or mailto: (checked again here), opening in a
 * new tab without access to this page. No HTML string is ever set.
 */
function withMark(mark: RichTextMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong key={key}>{child}</strong>;
    case "italic":
      return <em key={key}>{child}</em>;
    case "underline":
      return <u key={key}>{child}</u>;
    case "strike":
      return <s key={key}>{child}</s>;
    case "code":
      return <Code key={key}>{child}</Code>;
    case "link":
      return isSafeHref(mark.attrs.href) ? (
        <Anchor key={key} href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
          {child}
        </Anchor>
      ) : (
        child
      );
  }
}

function inline(node: RichTextInline, key: number): ReactNode {
  if (node.type === "hardBreak") return <br key={key} />;
  if (node.type === "mention") {
    return (
      <span key={key} className="richtext-mention" data-member-idx={node.attrs.memberIdx}>
        @{node.attrs.name}
      </span>
    );
  }
  let out: ReactNode = node.text;
  // Links outermost, so a bold part of a link stays one link.
  const marks = [...(node.marks ?? [])].sort((a, b) => Number(a.type === "link") - Number(b.type === "link"));
  marks.forEach((mark, i) => {
    out = withMark(mark, out, i);
  });
  return <span key={key}>{out}</span>;
}

const inlines = (nodes: RichTextInline[] | undefined) => (nodes ?? []).map(inline);

function item(node: RichTextListItem, key: number): ReactNode {
  return <List.Item key={key}>{node.content.map(block)}</List.Item>;
}

function block(node: RichTextBlock, key: number): ReactNode {
  switch (node.type) {
    case "paragraph":
      return (
        <Text key={key} className="richtext-paragraph">
          {inlines(node.content)}
        </Text>
      );
    case "heading": {
      // Headings inside a page sit below its title (h2): levels 1–6 become h3–h6.
      const order = Math.min(6, node.attrs.level + 2) as 3 | 4 | 5 | 6;
      return (
        <Title key={key} order={order} className="richtext-heading">
          {inlines(node.content)}
        </Title>
      );
    }
    case "codeBlock":
      return (
        <Code key={key} block className="richtext-code">
          {(node.content ?? []).map((text) => text.text).join("")}
        </Code>
      );
    case "horizontalRule":
      return <Divider key={key} my="sm" />;
    case "blockquote":
      return (
        <Blockquote key={key} p="xs" pl="md" className="richtext-quote">
          {node.content.map(block)}
        </Blockquote>
      );
    case "bulletList":
      return (
        <List key={key} type="unordered" withPadding className="richtext-list">
          {node.content.map(item)}
        </List>
      );
    case "orderedList":
      return (
        <List key={key} type="ordered" start={node.attrs?.start} withPadding className="richtext-list">
          {node.content.map(item)}
        </List>
      );
  }
}

export function RichTextView({ doc, testId = "richtext-view" }: { doc: RichTextDoc; testId?: string }) {
  return (
    <div className="richtext-view" data-testid={testId}>
      {doc.content.map(block)}
    </div>
  );
}
