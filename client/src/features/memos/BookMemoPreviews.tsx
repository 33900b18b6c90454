import { useMemo } from "react";
import type { SessionAuth } from "../labbook/collab/session";
import { MemoPreviews } from "./MemoPreviews";
import { useMemos, useSharedMemos } from "./queries";

/** A public book's memos for the share view, live, with the link's key. */
export function SharedMemoPreviews({ lbIdx, shareKey }: { lbIdx: number; shareKey: string }) {
  const memos = useSharedMemos(lbIdx, shareKey);
  const auth = useMemo<SessionAuth>(() => ({ kind: "share", key: shareKey }), [shareKey]);
  return <MemoPreviews lbIdx={lbIdx} memos={memos.data?.items ?? []} auth={auth} />;
}

/** A book's memos on the printed page, read silently (no presence, no offline copy). */
export function PrintedMemoPreviews({ lbIdx, memberIdx }: { lbIdx: number; memberIdx: number }) {
  const memos = useMemos(lbIdx);
  const auth = useMemo<SessionAuth>(() => ({ kind: "member", memberIdx, presence: null, offline: false }), [memberIdx]);
  return <MemoPreviews lbIdx={lbIdx} memos={memos.data?.items ?? []} auth={auth} />;
}
