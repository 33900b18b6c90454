import { attachmentImagePath } from "@enote/shared";
import { api } from "../../lib/api";
import { withKey } from "./queries";

/**
 * The key of the public link this page was opened with (/auth/labbook/share/{lbIdx}?key=…), or
 * null on members' pages: a section image fetches its bytes with it, as the panel does.
 */
function pageShareKey(): string | null {
  if (!window.location.pathname.startsWith("/auth/labbook/share/")) return null;
  return new URLSearchParams(window.location.search).get("key");
}

/** Bytes of attachment images already fetched on this page, by their path. */
const fetched = new Map<string, Promise<Blob>>();
/** Object URLs made of them, by the same path. */
const objectUrls = new Map<string, Promise<string>>();

const imagePath = (lbIdx: number, attachmentIdx: number) =>
  withKey(attachmentImagePath(lbIdx, attachmentIdx), pageShareKey(), "&");

/**
 * The bytes of an uploaded image (only PNG/JPEG/GIF/WebP by content are ever served inline),
 * fetched once per page with the access token or the link's key.
 */
export function attachmentImageBlob(lbIdx: number, attachmentIdx: number): Promise<Blob> {
  const path = imagePath(lbIdx, attachmentIdx);
  let blob = fetched.get(path);
  if (!blob) {
    blob = api.download(path, "image").then((answer) => answer.blob);
    // A failure is not kept: the next view of the image tries again.
    blob.catch(() => fetched.delete(path));
    fetched.set(path, blob);
  }
  return blob;
}

/**
 * An object URL of an uploaded image: its bytes need the access token (or the link's key), which
 * an <img src> cannot send, so they are fetched once per page and shown from a blob: URL.
 */
export function attachmentImageUrl(lbIdx: number, attachmentIdx: number): Promise<string> {
  const path = imagePath(lbIdx, attachmentIdx);
  let url = objectUrls.get(path);
  if (!url) {
    url = attachmentImageBlob(lbIdx, attachmentIdx).then((blob) => URL.createObjectURL(blob));
    url.catch(() => objectUrls.delete(path));
    objectUrls.set(path, url);
  }
  return url;
}

/** Ids of section images this page is uploading now: here "uploading", elsewhere "not saved yet". */
export const localPendingImages = new Set<string>();
