import { attachmentOfPath, pendingImagePrefix } from "@enote/shared";
import type { AttachmentImage } from "../../attachments/imageView";

/**
 * How a section shows an image node: drawn, or as a link to its address. Only our own origin,
 * data: and blob: are drawn (the same sources the Content-Security-Policy's img-src allows); an
 * image on another host would tell that host who reads the lab book and when (a tracking pixel).
 * `href` is null when the address is no http(s) URL (javascript:, file:…): then no link either.
 */
export type ImageDisplay = { kind: "image" } | { kind: "link"; href: string | null } | AttachmentImage;

const web = new Set(["http:", "https:"]);

export function imageDisplay(src: string, origin: string): ImageDisplay {
  // An image uploaded as an attachment of the book (features/attachments), or one still uploading.
  if (src.startsWith(pendingImagePrefix)) return { kind: "pending", id: src.slice(pendingImagePrefix.length) };
  const attachment = attachmentOfPath(src);
  if (attachment) return { kind: "attachment", ...attachment };
  // An empty address would resolve to the page itself.
  if (!src.trim()) return { kind: "link", href: null };
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return { kind: "link", href: null };
  }
  if (url.protocol === "data:" || url.protocol === "blob:") return { kind: "image" };
  if (!web.has(url.protocol)) return { kind: "link", href: null };
  return url.origin === origin ? { kind: "image" } : { kind: "link", href: url.href };
}
