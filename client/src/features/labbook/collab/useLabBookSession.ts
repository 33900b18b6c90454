import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LabBookSession, type SessionAuth } from "./session";
import { initialSessionState, type SessionState } from "./sessionState";

function authKey(auth: SessionAuth | null): string | null {
  if (!auth) return null;
  if (auth.kind === "share") return `share:${auth.key}`;
  return `member:${auth.memberIdx}:${auth.presence ? "present" : "silent"}:${auth.offline ? "offline" : "online"}`;
}

/** Opens the lab book while mounted (one provider per open book); null until opened. */
export function useLabBookSession(lbIdx: number, auth: SessionAuth | null): LabBookSession | null {
  const [session, setSession] = useState<LabBookSession | null>(null);
  const latestAuth = useRef(auth);
  latestAuth.current = auth;
  const key = authKey(auth);

  useEffect(() => {
    const current = latestAuth.current;
    if (!key || !current) return;
    const opened = new LabBookSession(lbIdx, current);
    setSession(opened);
    return () => {
      opened.destroy();
      setSession((existing) => (existing === opened ? null : existing));
    };
  }, [lbIdx, key]);

  return session;
}

const noSubscription = () => () => undefined;

export function useSessionState(session: LabBookSession | null): SessionState {
  return useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? (() => initialSessionState));
}
