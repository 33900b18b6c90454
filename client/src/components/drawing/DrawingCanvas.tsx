import {
  CaptureUpdateAction,
  convertToExcalidrawElements,
  Excalidraw,
  reconcileElements,
} from "@excalidraw/excalidraw";
import "@excalidraw/excalidraw/index.css";
import type { RemoteExcalidrawElement } from "@excalidraw/excalidraw/data/reconcile";
import type { OrderedExcalidrawElement } from "@excalidraw/excalidraw/element/types";
import type { FileId } from "@excalidraw/excalidraw/element/types";
import type {
  AppState,
  BinaryFileData,
  BinaryFiles,
  DataURL,
  ExcalidrawImperativeAPI,
  ExcalidrawProps,
} from "@excalidraw/excalidraw/types";
import type { HocuspocusProvider } from "@hocuspocus/provider";
import type { Locale } from "@enote/shared";
import { useCallback, useEffect, useMemo, useState } from "react";
import type * as Y from "yjs";
import { serveExcalidrawAssetsLocally } from "./assetPath";
import { ElementSync } from "./elementSync";
import type { DrawingFile, DrawingFiles } from "./files";
import { MissingFiles } from "./missingFiles";
import { useCanvasPresence } from "./useCanvasPresence";

export interface DrawingCanvasProps {
  /** The drawing's document (a memo, a meeting room's whiteboard). */
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Draw and announce pointers; false: watch live in view mode and send nothing. */
  editable: boolean;
  language: Locale;
  testId: string;
  /** Where its images are kept; without it (or its `upload`) no image can be placed. */
  files?: DrawingFiles;
  /** The root map of `doc` holding the elements (memoDoc.elements unless given). */
  mapName?: string;
}

const canvasActions = { loadScene: false, saveToActiveFile: false, clearCanvas: false } as const;
const withImages: ExcalidrawProps["UIOptions"] = { tools: { image: true }, canvasActions };
const withoutImages: ExcalidrawProps["UIOptions"] = { tools: { image: false }, canvasActions };

const binaryFile = (file: DrawingFile): BinaryFileData => ({
  id: file.id as FileId,
  mimeType: file.mimeType as BinaryFileData["mimeType"],
  dataURL: file.dataURL as DataURL,
  created: Date.now(),
});

serveExcalidrawAssetsLocally();

/**
 * Excalidraw builds its font registry (some 300 FontFace objects, 50–150 ms) on its first mount,
 * in the way of the first drawn frame. Any text element asks for it, so one made now builds it as
 * the code arrives, while the memo's document is still on its way (the code loads at the click).
 */
convertToExcalidrawElements([{ type: "text", x: 0, y: 0, text: "" }]);

const visibleCount = (elements: readonly OrderedExcalidrawElement[]) =>
  elements.reduce((count, element) => (element.isDeleted ? count : count + 1), 0);

/**
 * Excalidraw bound to a drawing's Y.Doc (one binding for memos and whiteboards): remote changes
 * go through Excalidraw's reconciliation outside the undo history, so my undo never undoes
 * another member's stroke; the others' pointers show live.
 */
export function DrawingCanvas({ doc, provider, editable, language, testId, files, mapName }: DrawingCanvasProps) {
  const [sync] = useState(() => new ElementSync<OrderedExcalidrawElement>(doc, { editable, mapName }));
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const initialData = useMemo(() => ({ elements: sync.storedElements(), scrollToContent: true }), [sync]);
  const [count, setCount] = useState(() => visibleCount(initialData.elements));
  /** Images whose bytes the canvas holds (for the page's tests: an image can be drawn). */
  const [fileCount, setFileCount] = useState(0);
  const presence = useCanvasPresence(api, provider.awareness, editable);

  useEffect(() => () => sync.destroy(), [sync]);
  useEffect(() => sync.setEditable(editable), [sync, editable]);
  useEffect(() => {
    if (!api) return;
    // Images on the drawing: their bytes come from the file store, never from the document.
    const missing = files
      ? new MissingFiles(
          files,
          (loaded) => api.addFiles(loaded.map(binaryFile)),
          (fileId) => fileId in api.getFiles(),
        )
      : null;
    missing?.request(api.getSceneElements());
    sync.attach({
      elements: () => api.getSceneElementsIncludingDeleted(),
      replace: (elements) => api.updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER }),
      reconcile: (local, remote) => {
        missing?.request(remote);
        return reconcileElements(local, remote as readonly RemoteExcalidrawElement[], api.getAppState());
      },
    });
    const stopPointerUp = api.onPointerUp(() => sync.flush());
    return () => {
      stopPointerUp();
      missing?.destroy();
    };
  }, [api, sync, files]);

  const onChange = useCallback(
    (elements: readonly OrderedExcalidrawElement[], appState: AppState, files: BinaryFiles) => {
      sync.localChange(elements);
      presence.selection(appState.selectedElementIds);
      setCount(visibleCount(elements));
      setFileCount(Object.keys(files).length);
    },
    [sync, presence],
  );
  const onPointerUpdate = useCallback<NonNullable<ExcalidrawProps["onPointerUpdate"]>>(
    ({ pointer, button }) => presence.pointer(pointer, button),
    [presence],
  );

  return (
    <div
      style={{ height: "100%", width: "100%" }}
      data-testid={testId}
      data-editable={editable}
      data-elements={count}
      data-files={fileCount}
    >
      <Excalidraw
        excalidrawAPI={setApi}
        initialData={initialData}
        onChange={onChange}
        onPointerUpdate={onPointerUpdate}
        viewModeEnabled={!editable}
        isCollaborating
        langCode={language === "ko-KR" ? "ko-KR" : "en"}
        UIOptions={files?.upload ? withImages : withoutImages}
        generateIdForFile={files?.upload}
      />
    </div>
  );
}
