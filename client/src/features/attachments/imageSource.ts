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

/** Object URLs of attachment images already fetched on this page, by their path. */
const fetched = new Map<string, Promise<string>>();

/**
 * An object URL of an uploaded image: its bytes need the access token (or the link's key), which
 * an <img src> cannot send, so they are fetched once per page and shown from a blob: URL.
 */
export function attachmentImageUrl(lbIdx: number, attachmentIdx: number): Promise<string> {
  const path = withKey(attachmentImagePath(lbIdx, attachmentIdx), pageShareKey(), "&");
  let url = fetched.get(path);
  if (!url) {
    url = api.download(path, "image").then(({ blob }) => URL.createObjectURL(blob));
    // A failure is not kept: the next view of the image tries again.
    url.catch(() => fetched.delete(path));
    fetched.set(path, url);
  }
  return url;
}

/** Ids of section images this page is uploading now: here "uploading", elsewhere "not saved yet". */
export const localPendingImages = new Set<string>();
