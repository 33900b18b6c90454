import { lazy } from "react";

export type { DrawingCanvasProps } from "./DrawingCanvas";

/** Excalidraw loads with the first drawing opened, never with the page that links to it. */
export const DrawingCanvas = lazy(() =>
  import("./DrawingCanvas").then((module) => ({ default: module.DrawingCanvas })),
);

export type { DrawingSvgProps } from "./DrawingSvg";

/** A drawing as an SVG; Excalidraw's export loads with it, as lazily. */
export const DrawingSvg = lazy(() => import("./DrawingSvg").then((module) => ({ default: module.DrawingSvg })));
