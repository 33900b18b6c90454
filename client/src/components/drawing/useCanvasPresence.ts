import type { HocuspocusProvider } from "@hocuspocus/provider";
import type { ExcalidrawImperativeAPI } from "@excalidraw/excalidraw/types";
import { useEffect, useMemo } from "react";
import { collaboratorsOf, drawingField, pointerIntervalMs, Throttle, type DrawingPresence } from "./presence";

type Awareness = NonNullable<HocuspocusProvider["awareness"]>;

export interface CanvasPresence {
  pointer(pointer: NonNullable<DrawingPresence["pointer"]>, button: DrawingPresence["button"]): void;
  selection(ids: Readonly<Record<string, boolean>>): void;
}

const silent: CanvasPresence = { pointer: () => undefined, selection: () => undefined };

/**
 * Shows the others' pointers, selections and names on the canvas, and, when `announce`, sends mine
 * (at most 30 times a second). Readers and share viewers pass announce = false: they only watch.
 */
export function useCanvasPresence(
  api: ExcalidrawImperativeAPI | null,
  awareness: Awareness | null,
  announce: boolean,
): CanvasPresence {
  useEffect(() => {
    if (!api || !awareness) return;
    let frame: number | null = null;
    const show = () => {
      frame = null;
      api.updateScene({ collaborators: collaboratorsOf(awareness.getStates(), awareness.clientID) });
    };
    const onChange = () => {
      frame ??= requestAnimationFrame(show);
    };
    show();
    awareness.on("change", onChange);
    return () => {
      awareness.off("change", onChange);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [api, awareness]);

  const presence = useMemo(() => {
    if (!awareness || !announce) return null;
    const state: DrawingPresence = { pointer: null, button: "up", selectedElementIds: {} };
    let sentSelection = "{}";
    const throttle = new Throttle<DrawingPresence>(
      (value) => awareness.setLocalStateField(drawingField, value),
      pointerIntervalMs,
    );
    const api: CanvasPresence = {
      pointer: (pointer, button) => {
        state.pointer = pointer;
        state.button = button;
        throttle.push({ ...state });
      },
      selection: (ids) => {
        const selected: Record<string, true> = {};
        for (const [id, on] of Object.entries(ids)) if (on) selected[id] = true;
        const key = JSON.stringify(selected);
        if (key === sentSelection) return;
        sentSelection = key;
        state.selectedElementIds = selected;
        throttle.push({ ...state });
      },
    };
    return { api, throttle };
  }, [awareness, announce]);

  useEffect(() => () => presence?.throttle.cancel(), [presence]);
  return presence?.api ?? silent;
}
