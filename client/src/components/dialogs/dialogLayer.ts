import { create } from "zustand";

/**
 * Mantine's `modals.*` are window events that only a mounted ModalsProvider hears, and the dialog
 * layer that holds it loads on demand (DialogLayerHost): a dialog asked for before it listens
 * waits here, and opens as it starts listening.
 */
export const useDialogLayer = create<{ wanted: boolean }>(() => ({ wanted: false }));

let listening = false;
const waiting: (() => void)[] = [];

/** Opens a dialog (a `modals.*` call) now if the layer listens, else once it does. */
export function openDialog(open: () => void): void {
  if (listening) {
    open();
    return;
  }
  waiting.push(open);
  useDialogLayer.setState({ wanted: true });
}

/** Called by the layer once its ModalsProvider listens, and with false when it unmounts. */
export function setDialogLayerListening(value: boolean): void {
  listening = value;
  if (value) for (const open of waiting.splice(0)) open();
}
