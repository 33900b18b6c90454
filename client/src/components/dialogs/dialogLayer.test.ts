import { afterEach, describe, expect, it } from "vitest";
import { openDialog, setDialogLayerListening, useDialogLayer } from "./dialogLayer";

afterEach(() => {
  setDialogLayerListening(false);
  useDialogLayer.setState({ wanted: false });
});

describe("openDialog", () => {
  it("keeps a dialog asked for before the layer listens, asks for the layer, and opens it, in order, once it listens", () => {
    const opened: string[] = [];
    openDialog(() => opened.push("confirm"));
    openDialog(() => opened.push("result"));
    expect(opened).toEqual([]);
    expect(useDialogLayer.getState().wanted).toBe(true);

    setDialogLayerListening(true);
    expect(opened).toEqual(["confirm", "result"]);
  });

  it("opens at once while the layer listens, and waits again once it has stopped", () => {
    const opened: string[] = [];
    setDialogLayerListening(true);
    openDialog(() => opened.push("now"));
    expect(opened).toEqual(["now"]);

    setDialogLayerListening(false);
    openDialog(() => opened.push("later"));
    expect(opened).toEqual(["now"]);
    setDialogLayerListening(true);
    expect(opened).toEqual(["now", "later"]);
  });
});
