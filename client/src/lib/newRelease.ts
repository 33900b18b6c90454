/**
 * Every build names its code files anew and a release removes the old ones, so a page opened
 * before a release cannot load a screen (or texts) it has not loaded yet. Vite reports that as
 * `vite:preloadError` on window; `offer` then shows the spec's refresh dialog (§8), once: screens
 * failing together ask once. The error still reaches the screen (its error page stays behind).
 */
export function offerReloadOnNewRelease(target: EventTarget, offer: () => void): () => void {
  let offered = false;
  const listener = () => {
    if (offered) return;
    offered = true;
    offer();
  };
  target.addEventListener("vite:preloadError", listener);
  return () => target.removeEventListener("vite:preloadError", listener);
}
