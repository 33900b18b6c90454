import type { Collaborator, SocketId } from "@excalidraw/excalidraw/types";

/** The awareness field that carries a member's pointer and selection on a drawing. */
export const drawingField = "drawing";

export interface DrawingPresence {
  pointer: { x: number; y: number; tool: "pointer" | "laser" } | null;
  button: "up" | "down";
  selectedElementIds: Record<string, true>;
}

/** Pointer updates sent at most this often: 33 ms is 30 a second. */
export const pointerIntervalMs = 33;

function isPointer(value: unknown): value is NonNullable<DrawingPresence["pointer"]> {
  if (typeof value !== "object" || value === null) return false;
  const pointer = value as Record<string, unknown>;
  return typeof pointer.x === "number" && typeof pointer.y === "number";
}

function selectionOf(value: unknown): Record<string, true> {
  if (typeof value !== "object" || value === null) return {};
  const ids: Record<string, true> = {};
  for (const [id, selected] of Object.entries(value)) if (selected === true) ids[id] = true;
  return ids;
}

/**
 * Excalidraw's collaborators from the awareness states: every other client whose state carries a
 * member (the server writes `user`) — their name, colour, pointer and selection. Anonymous viewers
 * and readers announce nothing, so they never appear.
 */
export function collaboratorsOf(
  states: ReadonlyMap<number, Record<string, unknown>>,
  myClientId: number,
): Map<SocketId, Collaborator> {
  const collaborators = new Map<SocketId, Collaborator>();
  for (const [clientId, state] of states) {
    if (clientId === myClientId) continue;
    const user = state.user as { name?: unknown; color?: unknown; memberIdx?: unknown } | undefined;
    if (typeof user?.name !== "string" || typeof user.color !== "string") continue;
    const drawing = (state[drawingField] ?? {}) as Record<string, unknown>;
    const socketId = String(clientId) as SocketId;
    collaborators.set(socketId, {
      id: String(user.memberIdx),
      socketId,
      username: user.name,
      color: { background: user.color, stroke: user.color },
      pointer: isPointer(drawing.pointer)
        ? { x: drawing.pointer.x, y: drawing.pointer.y, tool: drawing.pointer.tool === "laser" ? "laser" : "pointer" }
        : undefined,
      button: drawing.button === "down" ? "down" : "up",
      selectedElementIds: selectionOf(drawing.selectedElementIds),
    });
  }
  return collaborators;
}

/** Sends the latest value at most once per interval (the last one always goes out). */
export class Throttle<T> {
  private latest: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly send: (value: T) => void,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  push(value: T): void {
    this.latest = { value };
    if (this.timer !== null) return;
    const wait = this.last + this.intervalMs - this.now();
    if (wait <= 0) this.fire();
    else this.timer = setTimeout(() => this.fire(), wait);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
  }

  private fire(): void {
    this.timer = null;
    if (!this.latest) return;
    this.last = this.now();
    const { value } = this.latest;
    this.latest = null;
    this.send(value);
  }
}
