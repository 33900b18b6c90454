import { lazy } from "react";

export type { DrawingCanvasProps } from "./DrawingCanvas";

/** Excalidraw loads with the first drawing opened, never with the page that links to it. */
export const DrawingCanvas = lazy(() =>
  import("./DrawingCanvas").then((module) => ({ default: module.DrawingCanvas })),
);
