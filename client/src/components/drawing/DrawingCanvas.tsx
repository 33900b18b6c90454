import { CaptureUpdateAction, Excalidraw, reconcileElements } from "@excalidraw/excalidraw";
import "@excalidraw/excalidraw/index.css";
import type { RemoteExcalidrawElement } from "@excalidraw/excalidraw/data/reconcile";
import type { OrderedExcalidrawElement } from "@excalidraw/excalidraw/element/types";
import type { AppState, ExcalidrawImperativeAPI, ExcalidrawProps } from "@excalidraw/excalidraw/types";
import type { HocuspocusProvider } from "@hocuspocus/provider";
import type { Locale } from "@enote/shared";
import { useCallback, useEffect, useMemo, useState } from "react";
import type * as Y from "yjs";
import { serveExcalidrawAssetsLocally } from "./assetPath";
import { ElementSync } from "./elementSync";
import { useCanvasPresence } from "./useCanvasPresence";

export interface DrawingCanvasProps {
  /** The drawing's document (a memo, a meeting room's whiteboard). */
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Draw and announce pointers; false: watch live in view mode and send nothing. */
  editable: boolean;
  language: Locale;
  testId: string;
}

/** Images need the attachment store: until a drawing can keep them as files, the tool is hidden. */
const uiOptions: ExcalidrawProps["UIOptions"] = {
  tools: { image: false },
  canvasActions: { loadScene: false, saveToActiveFile: false, clearCanvas: false },
};

serveExcalidrawAssetsLocally();

const visibleCount = (elements: readonly OrderedExcalidrawElement[]) =>
  elements.reduce((count, element) => (element.isDeleted ? count : count + 1), 0);

/**
 * Excalidraw bound to a drawing's Y.Doc (one binding for memos and whiteboards): remote changes
 * go through Excalidraw's reconciliation outside the undo history, so my undo never undoes
 * another member's stroke; the others' pointers show live.
 */
export function DrawingCanvas({ doc, provider, editable, language, testId }: DrawingCanvasProps) {
  const [sync] = useState(() => new ElementSync<OrderedExcalidrawElement>(doc, { editable }));
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const initialData = useMemo(() => ({ elements: sync.storedElements(), scrollToContent: true }), [sync]);
  const [count, setCount] = useState(() => visibleCount(initialData.elements));
  const presence = useCanvasPresence(api, provider.awareness, editable);

  useEffect(() => () => sync.destroy(), [sync]);
  useEffect(() => sync.setEditable(editable), [sync, editable]);
  useEffect(() => {
    if (!api) return;
    sync.attach({
      elements: () => api.getSceneElementsIncludingDeleted(),
      replace: (elements) => api.updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER }),
      reconcile: (local, remote) =>
        reconcileElements(local, remote as readonly RemoteExcalidrawElement[], api.getAppState()),
    });
    return api.onPointerUp(() => sync.flush());
  }, [api, sync]);

  const onChange = useCallback(
    (elements: readonly OrderedExcalidrawElement[], appState: AppState) => {
      sync.localChange(elements);
      presence.selection(appState.selectedElementIds);
      setCount(visibleCount(elements));
    },
    [sync, presence],
  );
  const onPointerUpdate = useCallback<NonNullable<ExcalidrawProps["onPointerUpdate"]>>(
    ({ pointer, button }) => presence.pointer(pointer, button),
    [presence],
  );

  return (
    <div style={{ height: "100%", width: "100%" }} data-testid={testId} data-editable={editable} data-elements={count}>
      <Excalidraw
        excalidrawAPI={setApi}
        initialData={initialData}
        onChange={onChange}
        onPointerUpdate={onPointerUpdate}
        viewModeEnabled={!editable}
        isCollaborating
        langCode={language === "ko-KR" ? "ko-KR" : "en"}
        UIOptions={uiOptions}
      />
    </div>
  );
}
