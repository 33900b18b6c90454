import * as Y from "yjs";
import { inDrawingOrder, isMemoElement, memoDoc, type MemoElementJson } from "@enote/shared";

/** What the binding reads of an Excalidraw element; Excalidraw's own element type satisfies it. */
export interface SyncedElement {
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly versionNonce: number;
  readonly isDeleted: boolean;
  readonly index: string | null;
  /** An image's file (an attachment); null while its upload has not finished. */
  readonly fileId?: string | null;
}

/** The canvas as the binding sees it (Excalidraw's imperative API, or a test's scene). */
export interface SceneTarget<E extends SyncedElement> {
  /** Every element of the scene, deleted ones included. */
  elements(): readonly E[];
  /** Shows these elements, outside the local undo history (captureUpdate NEVER). */
  replace(elements: readonly E[]): void;
  /** Excalidraw's reconciliation: per element, the higher version wins, then the lower versionNonce. */
  reconcile(local: readonly E[], remote: readonly E[]): readonly E[];
}

export interface ElementSyncOptions {
  /** False for readers and share viewers: they apply remote changes and write nothing. */
  editable: boolean;
  /** The root Y.Map holding the elements: a memo's `elements` (default), a meeting room's `whiteboard`. */
  mapName?: string;
  /** Least time between two writes during a drag: 50 ms is at most 20 writes a second. */
  minWriteIntervalMs?: number;
  now?: () => number;
}

const stamp = (element: Pick<SyncedElement, "version" | "versionNonce">) =>
  `${element.version}:${element.versionNonce}`;

/** Excalidraw mutates its elements in place; the document keeps its own copy, and hands out copies. */
const copy = <T>(value: T): T => structuredClone(value);

/**
 * Binds a drawing memo's `elements` map to a canvas. Writes only elements whose version the map
 * does not hold, at most once per `minWriteIntervalMs` (and at once on `flush`, on pointer-up);
 * applies remote changes through the canvas's reconciliation. When a local element wins over a
 * remote one (a concurrent edit of the same element), it is written again, so the map ends with
 * the element every client shows.
 */
export class ElementSync<E extends SyncedElement> {
  private readonly map: Y.Map<unknown>;
  /** Per element id, the version stamp the map holds (or this client wrote). */
  private readonly known = new Map<string, string>();
  private readonly pending = new Map<string, E>();
  /** Elements changed remotely before the canvas was attached. */
  private readonly missed = new Set<string>();
  private target: SceneTarget<E> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private readonly interval: number;
  private readonly now: () => number;
  /** This binding's transaction origin, so its own writes are not applied back. */
  private readonly origin = {};

  private readonly options: ElementSyncOptions;

  constructor(
    private readonly doc: Y.Doc,
    options: ElementSyncOptions,
  ) {
    this.options = { ...options };
    this.map = doc.getMap(options.mapName ?? memoDoc.elements);
    this.interval = options.minWriteIntervalMs ?? 50;
    this.now = options.now ?? (() => performance.now());
    for (const value of this.map.values()) if (isMemoElement(value)) this.known.set(value.id, stamp(value));
    this.map.observe(this.onMapChange);
  }

  /** Readers write nothing; a member whose book was ended mid-drawing stops writing at once. */
  setEditable(editable: boolean): void {
    this.options.editable = editable;
    if (!editable) this.pending.clear();
  }

  /** The stored elements in drawing order, for the canvas's first render. */
  storedElements(): E[] {
    const elements = [...this.map.values()].filter(isMemoElement).map((value) => copy(value) as MemoElementJson);
    return inDrawingOrder(elements) as unknown as E[];
  }

  /** Connects the canvas (which shows storedElements()); what changed since is applied now. */
  attach(target: SceneTarget<E>): void {
    this.target = target;
    const missed = [...this.missed];
    this.missed.clear();
    this.applyRemote(missed);
  }

  /** The canvas changed (Excalidraw's onChange): queue the elements the map does not hold yet. */
  localChange(elements: readonly E[]): void {
    if (!this.options.editable) return;
    for (const element of elements) {
      // An image is written once it names its stored file: the others could not draw it before.
      if (element.type === "image" && !element.fileId) continue;
      if (this.known.get(element.id) !== stamp(element)) this.pending.set(element.id, element);
    }
    if (this.pending.size > 0) this.schedule();
  }

  /** Writes what is queued now (pointer-up, closing). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0 || !this.options.editable) return;
    this.lastWrite = this.now();
    const writes = [...this.pending.values()];
    this.pending.clear();
    this.doc.transact(() => {
      for (const element of writes) {
        this.map.set(element.id, copy(element));
        this.known.set(element.id, stamp(element));
      }
    }, this.origin);
  }

  destroy(): void {
    this.flush();
    this.map.unobserve(this.onMapChange);
    this.target = null;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    const wait = this.lastWrite + this.interval - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  private readonly onMapChange = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction): void => {
    if (transaction.origin === this.origin) return;
    this.applyRemote([...event.keysChanged]);
  };

  private applyRemote(ids: string[]): void {
    const remote: E[] = [];
    for (const id of ids) {
      const value = this.map.get(id);
      if (!isMemoElement(value)) continue;
      this.known.set(id, stamp(value));
      remote.push(copy(value) as unknown as E);
    }
    const target = this.target;
    if (!target) {
      for (const element of remote) this.missed.add(element.id);
      return;
    }
    if (remote.length === 0) return;
    const merged = target.reconcile(target.elements(), remote);
    const byId = new Map(merged.map((element) => [element.id, element]));
    for (const incoming of remote) {
      const kept = byId.get(incoming.id);
      if (kept && stamp(kept) !== stamp(incoming) && this.options.editable) this.pending.set(kept.id, kept);
      else this.pending.delete(incoming.id);
    }
    target.replace(merged);
    if (this.pending.size > 0) this.schedule();
  }
}
