import { afterEach, describe, expect, it, vi } from "vitest";
import { collaboratorsOf, drawingField, Throttle } from "./presence";

afterEach(() => {
  vi.useRealTimers();
});

describe("collaboratorsOf", () => {
  it("shows other members' names, colours, pointers and selections, never my own or anonymous states", () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { memberIdx: 7, name: "Me", color: "#111111" } }],
      [
        2,
        {
          user: { memberIdx: 8, name: "Rosalind Franklin", color: "#c92a2a" },
          [drawingField]: {
            pointer: { x: 4, y: 5, tool: "pointer" },
            button: "down",
            selectedElementIds: { r1: true },
          },
        },
      ],
      [3, { [drawingField]: { pointer: { x: 1, y: 1, tool: "pointer" } } }],
    ]);
    const collaborators = collaboratorsOf(states, 1);
    expect([...collaborators.keys()]).toEqual(["2"]);
    expect(collaborators.get("2" as never)).toMatchObject({
      username: "Rosalind Franklin",
      color: { background: "#c92a2a", stroke: "#c92a2a" },
      pointer: { x: 4, y: 5, tool: "pointer" },
      button: "down",
      selectedElementIds: { r1: true },
    });
  });
});

describe("Throttle", () => {
  it("sends at most 30 pointer positions a second and always the last one", () => {
    vi.useFakeTimers();
    let t = 0;
    const sent: number[] = [];
    const throttle = new Throttle<number>(
      (value) => sent.push(value),
      33,
      () => t,
    );
    for (let i = 1; i <= 120; i++) {
      t = i * 8; // a 120 Hz pointer for about one second
      throttle.push(i);
      vi.advanceTimersByTime(8);
    }
    vi.advanceTimersByTime(100);
    expect(sent.length).toBeLessThanOrEqual(31);
    expect(sent.at(-1)).toBe(120);
  });
});
