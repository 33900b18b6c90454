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

/**
 * One value read from the session's state (a string, a number, a boolean: compared with ===): the
 * component renders again only when that value changes. A session's state changes with every save
 * (saving, then saved: many times a minute while a member types), so the lab book's page reads only
 * what it shows, and the save badge reads the save status itself.
 */
export function useSessionValue<T extends string | number | boolean | null>(
  session: LabBookSession | null,
  select: (state: SessionState) => T,
): T {
  return useSyncExternalStore(session?.subscribe ?? noSubscription, () =>
    select(session ? session.getState() : initialSessionState),
  );
}
