/**
 * Where the build serves Excalidraw's fonts (client/vite/excalidrawFonts.ts). Without it
 * Excalidraw fetches them from esm.sh, which the CSP (and a lab without internet) refuses.
 */
export const excalidrawAssetPath = "/assets/excalidraw/";

declare global {
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

/** Run when the drawing code loads, before its first render: Excalidraw reads the path when it loads a font. */
export function serveExcalidrawAssetsLocally(): void {
  window.EXCALIDRAW_ASSET_PATH = excalidrawAssetPath;
}
