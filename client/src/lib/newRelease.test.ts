import { describe, expect, it } from "vitest";
import { offerReloadOnNewRelease } from "./newRelease";

const preloadError = () => new Event("vite:preloadError", { cancelable: true });

describe("offerReloadOnNewRelease", () => {
  it("offers the reload when a screen's code fails to load, once however many fail, and leaves the error unhandled", () => {
    const target = new EventTarget();
    let offers = 0;
    offerReloadOnNewRelease(target, () => offers++);
    expect(offers).toBe(0);

    const first = preloadError();
    target.dispatchEvent(first);
    target.dispatchEvent(preloadError());
    expect(offers).toBe(1);
    // Vite rethrows unless the event is cancelled: the screen's own error page still shows.
    expect(first.defaultPrevented).toBe(false);
  });

  it("ignores other events, and stops listening when asked", () => {
    const target = new EventTarget();
    let offers = 0;
    const stop = offerReloadOnNewRelease(target, () => offers++);
    target.dispatchEvent(new Event("error"));
    expect(offers).toBe(0);
    stop();
    target.dispatchEvent(preloadError());
    expect(offers).toBe(0);
  });
});
