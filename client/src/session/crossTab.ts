import { logout } from "./logout";
import { useSession } from "./store";
import { tokenStorageKeys } from "./tokens";

const watched: ReadonlySet<string | null> = new Set([tokenStorageKeys.access, tokenStorageKeys.refresh, null]);

/** Another tab rotated the tokens or logged out: follow it, so no tab replays a dead refresh token. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || !watched.has(event.key)) return;
    const session = useSession.getState();
    session.syncTokens();
    const after = useSession.getState();
    if (!after.accessToken && !after.refreshToken && session.member) logout();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
