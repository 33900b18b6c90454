import { lazy } from "react";

export type { DrawingCanvasProps } from "./DrawingCanvas";
export type { DrawingFiles, DrawingFile } from "./files";

let canvasCode: Promise<typeof import("./DrawingCanvas")> | null = null;

/**
 * Starts downloading Excalidraw's code (once per page). Called when a drawing is opened, so the
 * code arrives while its document syncs over the socket instead of after it; never earlier.
 */
export function preloadDrawingCanvas(): Promise<typeof import("./DrawingCanvas")> {
  canvasCode ??= import("./DrawingCanvas");
  // A failed download is not kept: opening the drawing again tries again.
  canvasCode.catch(() => {
    canvasCode = null;
  });
  return canvasCode;
}

/** Excalidraw loads with the first drawing opened, never with the page that links to it. */
export const DrawingCanvas = lazy(() => preloadDrawingCanvas().then((module) => ({ default: module.DrawingCanvas })));

export type { DrawingSvgProps } from "./DrawingSvg";

/** A drawing as an SVG; Excalidraw's export loads with it, as lazily. */
export const DrawingSvg = lazy(() => import("./DrawingSvg").then((module) => ({ default: module.DrawingSvg })));
