import { inDrawingOrder, type MemoElementJson } from "@enote/shared";

const padding = 10;

function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function color(value: unknown, fallback: string): string {
  // Excalidraw stores CSS colours ("#1e1e1e", "transparent"); anything else is dropped, never echoed.
  return typeof value === "string" && /^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/.test(value) ? value : fallback;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function points(element: MemoElementJson): Array<[number, number]> {
  const raw = Array.isArray(element.points) ? (element.points as unknown[]) : [];
  return raw
    .filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === "number" && typeof p[1] === "number")
    .map(([px, py]) => [num(element.x) + px, num(element.y) + py]);
}

function bounds(element: MemoElementJson): [number, number, number, number] {
  const line = points(element);
  if (line.length > 0) {
    const xs = line.map((p) => p[0]);
    const ys = line.map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  const x = num(element.x);
  const y = num(element.y);
  return [x, y, x + num(element.width), y + num(element.height)];
}

/** One element as SVG: the shapes, lines and text Excalidraw draws, plainly (no hand-drawn look). */
function shape(element: MemoElementJson): string {
  const x = num(element.x);
  const y = num(element.y);
  const w = num(element.width);
  const h = num(element.height);
  const stroke = color(element.strokeColor, "#1e1e1e");
  const fill = color(element.backgroundColor, "transparent");
  const style = `stroke="${stroke}" fill="${fill === "transparent" ? "none" : fill}" stroke-width="${num(element.strokeWidth, 1)}" opacity="${num(element.opacity, 100) / 100}"`;
  const rotate = num(element.angle)
    ? ` transform="rotate(${(num(element.angle) * 180) / Math.PI} ${x + w / 2} ${y + h / 2})"`
    : "";
  switch (element.type) {
    case "rectangle":
    case "frame":
    case "embeddable":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${style}${rotate}/>`;
    case "ellipse":
      return `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" ${style}${rotate}/>`;
    case "diamond":
      return `<polygon points="${x + w / 2},${y} ${x + w},${y + h / 2} ${x + w / 2},${y + h} ${x},${y + h / 2}" ${style}${rotate}/>`;
    case "line":
    case "arrow":
    case "freedraw": {
      const line = points(element)
        .map(([px, py]) => `${px},${py}`)
        .join(" ");
      const head = element.type === "arrow" ? ` marker-end="url(#arrow)"` : "";
      return `<polyline points="${line}" stroke="${stroke}" fill="none" stroke-width="${num(element.strokeWidth, 1)}"${head}/>`;
    }
    case "text": {
      const size = num(element.fontSize, 20);
      const lines = (typeof element.text === "string" ? element.text : "").split("\n");
      const spans = lines
        .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? size : size * 1.25}">${escapeXml(line)}</tspan>`)
        .join("");
      return `<text x="${x}" y="${y}" font-size="${size}" fill="${stroke}" font-family="sans-serif"${rotate}>${spans}</text>`;
    }
    case "image":
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" stroke="#999999" fill="none" stroke-dasharray="4 4"/>`;
    default:
      return "";
  }
}

/**
 * A drawing memo as a plain SVG image, from its stored elements (the memo model keeps no picture):
 * shapes, lines, arrows, free drawing and text in drawing order; images as dashed frames.
 */
export function memoSvg(elements: readonly MemoElementJson[]): string {
  const shown = inDrawingOrder(elements.filter((element) => !element.isDeleted));
  const boxes = shown.map(bounds);
  const minX = Math.min(0, ...boxes.map((b) => b[0])) - padding;
  const minY = Math.min(0, ...boxes.map((b) => b[1])) - padding;
  const maxX = Math.max(100, ...boxes.map((b) => b[2])) + padding;
  const maxY = Math.max(100, ...boxes.map((b) => b[3])) + padding;
  const body = shown.map(shape).filter(Boolean).join("\n  ");
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX} ${minY} ${maxX - minX} ${maxY - minY}" width="${maxX - minX}" height="${maxY - minY}">
  <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1e1e1e"/></marker></defs>
  <rect x="${minX}" y="${minY}" width="${maxX - minX}" height="${maxY - minY}" fill="#ffffff"/>
  ${body}
</svg>
`;
}
