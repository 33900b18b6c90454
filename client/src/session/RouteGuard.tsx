import { Suspense, useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router-dom";
import { useShallow } from "zustand/react/shallow";
import { FullPageLoader } from "../components/FullPageLoader";
import { isInitPasswordPath, isPublicPath, paths } from "../paths";
import { logout } from "./logout";
import { loadMember, takeReturnUrl } from "./member";
import { currentFullPath, useSession } from "./store";

/** Goes elsewhere after render, optionally remembering where the member wanted to be. */
function Redirect({ to, remember }: { to: "signIn" | "initPassword" | "returnUrl"; remember: boolean }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return; // StrictMode runs effects twice; the return address is taken once
    done.current = true;
    if (remember) useSession.getState().setReturnUrl(currentFullPath());
    const target = to === "signIn" ? paths.signIn() : to === "initPassword" ? paths.initPassword() : takeReturnUrl();
    navigate(target, { replace: true });
  }, [navigate, remember, to]);
  return <FullPageLoader />;
}

/**
 * Spec §2 route guard. Every path needs an access token except the public ones; with a token
 * but no member, the member is fetched (also on public pages, "on start"); a member who must
 * choose a new password is kept on that screen.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { accessToken, member, signingOut } = useSession(
    useShallow((state) => ({ accessToken: state.accessToken, member: state.member, signingOut: state.signingOut })),
  );
  const isPublic = isPublicPath(pathname);

  useEffect(() => {
    if (isPublic && signingOut) useSession.getState().signedOut();
  }, [isPublic, signingOut]);

  useEffect(() => {
    if (!accessToken || member) return;
    loadMember().catch(() => {
      // A failed refresh has already logged out; public pages stay usable without a member.
      if (useSession.getState().accessToken && !isPublicPath(window.location.pathname)) logout();
    });
  }, [accessToken, member]);

  let content = <Outlet />;
  if (!isPublic) {
    const onInitPassword = isInitPasswordPath(pathname);
    if (!accessToken) content = <Redirect to="signIn" remember={!signingOut} />;
    else if (!member) content = <FullPageLoader />;
    else if (member.mustChangePassword && !onInitPassword) content = <Redirect to="initPassword" remember />;
    else if (!member.mustChangePassword && onInitPassword) content = <Redirect to="returnUrl" remember={false} />;
  }

  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<FullPageLoader />}>{content}</Suspense>
    </>
  );
}
