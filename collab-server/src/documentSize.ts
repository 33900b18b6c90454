import type { Document } from "@hocuspocus/server";
import * as Y from "yjs";
import type { CollabLog } from "./types";

export interface SizeLimits {
  maxBytes: number;
  warnBytes: number;
}

interface Size {
  /** Upper estimate of the encoded state: exact at calibration, plus every update applied since. */
  bytes: number;
  /** `bytes` right after the last exact measurement; -Infinity before the first. */
  calibratedBytes: number;
  warned: boolean;
}

/**
 * Tracks each document's Yjs state size without re-encoding it per update: exact whenever a store encodes
 * the state, estimated in between by adding update sizes (which only over-counts).
 */
export class DocumentSizes {
  private readonly sizes = new WeakMap<Document, Size>();
  /** Growth of the estimate after which an over-cap check may measure exactly again. */
  private readonly remeasureAfterBytes: number;

  constructor(
    readonly limits: SizeLimits,
    private readonly log: CollabLog,
  ) {
    this.remeasureAfterBytes = Math.max(1024, Math.floor(limits.maxBytes / 100));
  }

  track(document: Document, loadedBytes: number): void {
    this.sizes.set(document, { bytes: loadedBytes, calibratedBytes: Number.NEGATIVE_INFINITY, warned: false });
  }

  /** Per update: O(1). */
  add(document: Document, bytes: number): void {
    const size = this.sizes.get(document);
    if (size) size.bytes += bytes;
  }

  /** The exact size of a state just encoded. */
  measured(document: Document, bytes: number): void {
    const size = this.sizes.get(document);
    if (!size) return;
    size.bytes = bytes;
    size.calibratedBytes = bytes;
    if (bytes > this.limits.warnBytes && !size.warned) {
      size.warned = true;
      this.log("warn", "collab document is large", { documentName: document.name, bytes, max: this.limits.maxBytes });
    }
  }

  /**
   * Whether applying `update` would take the document over maxBytes. O(1) while the estimate stays below
   * the cap; near it, updates that add no new content (deletions) pass, and the state is measured exactly
   * at most once per `remeasureAfterBytes` of estimated growth.
   */
  refuses(document: Document, update: Uint8Array): boolean {
    const size = this.sizes.get(document);
    if (!size || size.bytes + update.length <= this.limits.maxBytes) return false;
    if (!addsContent(document, update)) return false;
    if (size.bytes - size.calibratedBytes >= this.remeasureAfterBytes) {
      this.measured(document, Y.encodeStateAsUpdate(document).length);
      return size.bytes + update.length > this.limits.maxBytes;
    }
    return true;
  }
}

/** False when every struct in the update is already in the document (a pure deletion, or a resend). */
function addsContent(document: Document, update: Uint8Array): boolean {
  try {
    const { to } = Y.parseUpdateMeta(update);
    for (const [client, clock] of to) {
      if (clock > Y.getState(document.store, client)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
