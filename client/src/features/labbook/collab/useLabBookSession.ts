import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LabBookSession, type SessionAuth } from "./session";
import { initialSessionState, reopenedState, type SessionState } from "./sessionState";

function authKey(auth: SessionAuth | null): string | null {
  if (!auth) return null;
  if (auth.kind === "share") return `share:${auth.key}`;
  return `member:${auth.memberIdx}:${auth.presence ? "present" : "silent"}:${auth.offline ? "offline" : "online"}`;
}

/**
 * Opens the lab book while mounted (one provider per open book); null until opened. A session
 * whose copy diverged from the server (a refused change) is discarded and the book reopened from
 * the server's content, so the member keeps working on what is stored.
 */
export function useLabBookSession(lbIdx: number, auth: SessionAuth | null, name?: string): LabBookSession | null {
  const [session, setSession] = useState<LabBookSession | null>(null);
  /** Bumped to open the book again after a session diverged; `reopenFrom` is where the next one starts. */
  const [generation, setGeneration] = useState(0);
  const reopenFrom = useRef<SessionState>(initialSessionState);
  const latestAuth = useRef(auth);
  latestAuth.current = auth;
  const key = authKey(auth);

  useEffect(() => {
    const current = latestAuth.current;
    if (!key || !current) return;
    const opened = new LabBookSession(lbIdx, current, reopenFrom.current, name);
    reopenFrom.current = initialSessionState;
    setSession(opened);
    const unsubscribe = opened.subscribe(() => {
      const state = opened.getState();
      if (!state.diverged) return;
      unsubscribe();
      void opened.discard().then(() => {
        reopenFrom.current = reopenedState(state);
        setGeneration((count) => count + 1);
      });
    });
    return () => {
      unsubscribe();
      opened.destroy();
      setSession((existing) => (existing === opened ? null : existing));
    };
  }, [lbIdx, key, generation, name]);

  return session;
}

const noSubscription = () => () => undefined;

export function useSessionState(session: LabBookSession | null): SessionState {
  return useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? (() => initialSessionState));
}
