import { modals } from "@mantine/modals";
import { endSessionOnServer } from "../lib/api";
import { navigateTo } from "../lib/navigation";
import { queryClient } from "../lib/queryClient";
import { isInitPasswordPath, isPublicPath, isSharePath, paths } from "../paths";
import { clearOfflineDocuments } from "../features/labbook/collab/offlineStore";
import { stopInactivityTracking } from "./inactivity";
import { currentFullPath, useSession } from "./store";
import { storedRefreshToken } from "./tokens";

export interface LogoutOptions {
  /** Come back here after signing in again (session expired), instead of the dashboard. */
  rememberLocation?: boolean;
}

/**
 * Spec §4: ends the sign-in on the server, clears member and tokens, stops inactivity tracking,
 * empties the query cache, goes to sign-in.
 */
export function logout(options: LogoutOptions = {}): void {
  // An expired sign-in has nothing left to end; a tab following another's sign-out finds no token.
  const refreshToken = options.rememberLocation ? null : storedRefreshToken();
  if (refreshToken) endSessionOnServer(refreshToken);
  const { pathname } = window.location;
  const session = useSession.getState();
  const remember = options.rememberLocation && !isPublicPath(pathname) && !isInitPasswordPath(pathname);
  session.setReturnUrl(remember ? currentFullPath() : null);
  stopInactivityTracking();
  // Offline copies of lab books leave with the member (a shared bench computer keeps nothing).
  // An expired session keeps them: the same member signs in again and they merge.
  if (!options.rememberLocation) void clearOfflineDocuments();
  session.clear();
  queryClient.clear();
  modals.closeAll();
  // A shared lab book stays readable without a session.
  if (!isSharePath(pathname)) navigateTo(paths.signIn());
}
