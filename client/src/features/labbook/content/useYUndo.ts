import { useEffect, useRef, type KeyboardEvent } from "react";
import * as Y from "yjs";
import { inputOrigin } from "./useYText";

type Scope = Y.Text | Y.Array<Y.Map<unknown>>;

/**
 * Undo for inputs bound to Y types (title, reaction tables): tracks only edits made through
 * those inputs in this browser, so Ctrl+Z never takes back what someone else typed.
 */
export function useYUndo(scope: Scope) {
  const manager = useRef<Y.UndoManager | null>(null);
  useEffect(() => {
    const created = new Y.UndoManager(scope, { trackedOrigins: new Set([inputOrigin]) });
    manager.current = created;
    return () => {
      created.destroy();
      if (manager.current === created) manager.current = null;
    };
  }, [scope]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const redo = key === "y" || (key === "z" && event.shiftKey);
    if (key !== "z" && !redo) return;
    event.preventDefault();
    if (redo) manager.current?.redo();
    else manager.current?.undo();
  };
  /** Ends the current undo step: adding a row, or moving to another cell, starts a new one. */
  const newStep = () => manager.current?.stopCapturing();

  return { onKeyDown, newStep };
}
