import { exportToSvg, restoreElements } from "@excalidraw/excalidraw";
import { inDrawingOrder, isMemoElement, memoDoc } from "@enote/shared";
import { useEffect, useRef, useState } from "react";
import type * as Y from "yjs";
import type { BinaryFiles } from "@excalidraw/excalidraw/types";
import { serveExcalidrawAssetsLocally } from "./assetPath";
import type { DrawingFiles } from "./files";
import { loadFiles } from "./missingFiles";

serveExcalidrawAssetsLocally();

/** Redrawn at most this often while others draw: an SVG export costs far more than a canvas frame. */
const redrawMs = 300;

export interface DrawingSvgProps {
  doc: Y.Doc;
  /** Shown instead of an empty picture. */
  emptyText: string;
  testId: string;
  /** Where its images are kept; without it images show as Excalidraw's placeholder. */
  files?: DrawingFiles;
  /** The root map of `doc` holding the elements (memoDoc.elements unless given). */
  mapName?: string;
}

/** A drawing as an SVG (print, the share view), kept up to date as the document changes. */
export function DrawingSvg({ doc, emptyText, testId, files, mapName = memoDoc.elements }: DrawingSvgProps) {
  const box = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const map = doc.getMap(mapName);
    let timer: ReturnType<typeof setTimeout> | null = null;
    let rendering = 0;
    const render = async () => {
      timer = null;
      const run = ++rendering;
      const stored = inDrawingOrder([...map.values()].filter(isMemoElement)).filter((element) => !element.isDeleted);
      const elements = restoreElements(stored as unknown as Parameters<typeof restoreElements>[0], null);
      const images: BinaryFiles = {};
      for (const file of files ? await loadFiles(files, elements) : []) {
        images[file.id] = { ...file, created: Date.now() } as BinaryFiles[string];
      }
      if (run !== rendering) return;
      const svg =
        elements.length === 0
          ? null
          : await exportToSvg({
              elements,
              appState: { exportBackground: true, viewBackgroundColor: "#ffffff" },
              files: images,
              exportPadding: 12,
            });
      if (run !== rendering || !box.current) return;
      svg?.setAttribute("width", "100%");
      svg?.removeAttribute("height");
      box.current.replaceChildren(...(svg ? [svg] : []));
      setCount(elements.length);
    };
    const schedule = () => {
      timer ??= setTimeout(() => void render(), redrawMs);
    };
    void render();
    map.observe(schedule);
    return () => {
      map.unobserve(schedule);
      if (timer !== null) clearTimeout(timer);
      rendering += 1;
    };
  }, [doc, files, mapName]);

  return (
    <div data-testid={testId} data-elements={count ?? -1}>
      <div ref={box} />
      {count === 0 ? <p className="print-empty">{emptyText}</p> : null}
    </div>
  );
}
