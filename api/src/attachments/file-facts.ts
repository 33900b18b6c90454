import { attachmentLimits, type InlineImageType } from "@enote/shared";

const signatures: Array<[InlineImageType, (head: Buffer) => boolean]> = [
  ["image/png", (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ["image/jpeg", (h) => h.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))],
  ["image/gif", (h) => ["GIF87a", "GIF89a"].includes(h.subarray(0, 6).toString("latin1"))],
  [
    "image/webp",
    (h) => h.subarray(0, 4).toString("latin1") === "RIFF" && h.subarray(8, 12).toString("latin1") === "WEBP",
  ],
];

/** How many first bytes decide the image type. */
export const sniffBytes = 16;

/**
 * The image type the bytes themselves show (the name and the declared type are not trusted):
 * PNG, JPEG, GIF or WebP, null for anything else — SVG and HTML above all, which may carry scripts.
 */
export function inlineImageTypeOf(head: Buffer): InlineImageType | null {
  return signatures.find(([, matches]) => matches(head))?.[0] ?? null;
}

/** The declared type as stored: a plain `type/subtype`, else application/octet-stream. */
export function cleanContentType(declared: string | undefined): string {
  const type = (declared ?? "").trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(type)
    ? type
    : "application/octet-stream";
}

/**
 * The uploaded name as kept: the last part of any path (a browser on Windows may send
 * `C:\Users\…\spectrum.jdx`), without control or bidirectional-override characters, NFC, at most
 * `nameMax` characters with the extension kept; "file" when nothing is left. Only ever shown and
 * sent back in Content-Disposition: never a path.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // Controls, and the marks that make "exe.pdf" read as "fdp.exe".
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .trim();
  const name = cleaned === "" || cleaned === "." || cleaned === ".." ? "file" : cleaned;
  const chars = Array.from(name);
  if (chars.length <= attachmentLimits.nameMax) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)).slice(0, 20).join("") : "";
  return chars.slice(0, attachmentLimits.nameMax - Array.from(extension).length).join("") + extension;
}

/** RFC 5987 value characters: everything else is percent-encoded from UTF-8. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition for a stored name: an ASCII fallback (anything else, quotes and
 * backslashes become _) for old clients, and the exact name as `filename*` (RFC 6266/5987).
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}
