/**
 * A mail's body as a few blocks, written twice: plain text and simple HTML. Every text of a
 * block is the member's or the supplier's own words at most: HTML gets it escaped, and no block
 * can add markup, so no user text can become a link, a script or a header.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** A link on its own line; only http(s) addresses are written. */
  | { kind: "link"; label: string; href: string }
  | { kind: "table"; head: string[]; rows: string[][] }
  /** Label–value lines (contact, organisation, dates). */
  | { kind: "facts"; facts: [string, string][] };

export interface ComposedBody {
  text: string;
  html: string;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** One line for a header: no line breaks or other control characters (no header can be added). */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`not a web address: ${href}`);
  return url.toString();
}

const cell = "border:1px solid #ccc;padding:4px 8px;text-align:left";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p>${escapeHtml(block.text).replace(/\r?\n/g, "<br>")}</p>`;
    case "link": {
      const href = escapeHtml(safeHref(block.href));
      return `<p><a href="${href}">${escapeHtml(block.label)}</a><br>${href}</p>`;
    }
    case "table": {
      const head = block.head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join("");
      const rows = block.rows
        .map((row) => `<tr>${row.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join("")}</tr>`)
        .join("");
      return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
    case "facts":
      return `<p>${block.facts.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(oneLine(value))}`).join("<br>")}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "link":
      return `${block.label}:\n${safeHref(block.href)}`;
    case "table":
      return [block.head.join(" | "), ...block.rows.map((row) => row.join(" | "))].join("\n");
    case "facts":
      return block.facts.map(([label, value]) => `${label}: ${oneLine(value)}`).join("\n");
  }
}

export function composeBody(blocks: MailBlock[]): ComposedBody {
  return {
    text: blocks.map(blockText).join("\n\n") + "\n",
    html: `<!doctype html><html><body style="font-family:sans-serif">${blocks.map(blockHtml).join("\n")}</body></html>`,
  };
}
