import { lazy, useEffect, useState } from "react";

export type { DrawingCanvasProps } from "./DrawingCanvas";
export type { DrawingFiles, DrawingFile } from "./files";

type CanvasModule = typeof import("./DrawingCanvas");
let canvasCode: Promise<CanvasModule> | null = null;
/** The canvas component once its code has arrived on this page. */
let loadedCanvas: CanvasModule["DrawingCanvas"] | null = null;

/**
 * Starts downloading Excalidraw's code (once per page). Called when a drawing is opened, so the
 * code arrives while its document syncs over the socket instead of after it; never earlier.
 */
export function preloadDrawingCanvas(): Promise<CanvasModule> {
  canvasCode ??= import("./DrawingCanvas").then((module) => {
    loadedCanvas = module.DrawingCanvas;
    return module;
  });
  // A failed download is not kept: opening the drawing again tries again.
  canvasCode.catch(() => {
    canvasCode = null;
  });
  return canvasCode;
}

export type DrawingCanvasCode =
  | { state: "loading" }
  | { state: "failed"; retry: () => void }
  | { state: "ready"; DrawingCanvas: CanvasModule["DrawingCanvas"] };

/**
 * Excalidraw's canvas for a drawing being opened: its code loads from the first call (never with
 * the page that links to the drawing). Not a lazy component on purpose: a Suspense boundary that
 * showed its fallback reveals its content no sooner than React's fallback throttle (300 ms), which
 * a drawing whose code and document arrive together would wait for.
 */
export function useDrawingCanvasCode(): DrawingCanvasCode {
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState<DrawingCanvasCode>(() =>
    loadedCanvas ? { state: "ready", DrawingCanvas: loadedCanvas } : { state: "loading" },
  );
  useEffect(() => {
    if (code.state !== "loading") return;
    let live = true;
    preloadDrawingCanvas().then(
      (module) => live && setCode({ state: "ready", DrawingCanvas: module.DrawingCanvas }),
      () =>
        live && setCode({ state: "failed", retry: () => (setCode({ state: "loading" }), setAttempt((n) => n + 1)) }),
    );
    return () => {
      live = false;
    };
  }, [code.state, attempt]);
  return code;
}

export type { DrawingSvgProps } from "./DrawingSvg";

/** A drawing as an SVG; Excalidraw's export loads with it, as lazily. */
export const DrawingSvg = lazy(() => import("./DrawingSvg").then((module) => ({ default: module.DrawingSvg })));
