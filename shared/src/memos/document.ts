/**
 * The layout of a drawing memo's Y.Doc (`memo.<memoIdx>`), shared by the Excalidraw binding, the
 * collab server's layout check and the api's completion snapshot.
 *
 * One root Y.Map, `elements`, keyed by Excalidraw element id; each value is that element's JSON
 * (a plain object) at its latest version. A whole element is replaced on every change, so two
 * members' concurrent edits of one element resolve by Excalidraw's own rule (higher `version`,
 * then lower `versionNonce`) on every client. Deleted elements stay as tombstones
 * (`isDeleted: true`), so a late edit from another member cannot bring them back unseen.
 * The drawing order is each element's fractional `index`, never the map's order.
 */
export const memoDoc = {
  /** Y.Map<MemoElementJson> keyed by element id. */
  elements: "elements",
} as const;

/**
 * The root of a lab book's completion snapshot (a frozen copy of `labbook.<lbIdx>`) that holds its
 * memos: a Y.Array of { memoIdx, title, elements } in memo order. Only the frozen copy has it.
 */
export const frozenMemosRoot = "memos";

/** The fields of a stored element the binding and the api read; Excalidraw owns the rest. */
export interface MemoElementJson {
  id: string;
  type: string;
  version: number;
  versionNonce: number;
  isDeleted: boolean;
  /** Excalidraw's fractional index: the drawing order. */
  index: string | null;
  [field: string]: unknown;
}

/** Whether a value read from the map is an element (a member's client could send anything). */
export function isMemoElement(value: unknown): value is MemoElementJson {
  if (typeof value !== "object" || value === null) return false;
  const element = value as Record<string, unknown>;
  return (
    typeof element.id === "string" &&
    typeof element.type === "string" &&
    typeof element.version === "number" &&
    typeof element.versionNonce === "number" &&
    typeof element.isDeleted === "boolean"
  );
}

/** Elements in drawing order (fractional index, then id, as Excalidraw orders them). */
export function inDrawingOrder<T extends Pick<MemoElementJson, "id" | "index">>(elements: readonly T[]): T[] {
  const key = (element: T) => element.index ?? "";
  return [...elements].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
