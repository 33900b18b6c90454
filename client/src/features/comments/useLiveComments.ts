import type { HocuspocusProvider } from "@hocuspocus/provider";
import { parseCollabMessage } from "@enote/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { commentKeys } from "./queries";

/**
 * Reads the book's comments again whenever the collab server says they changed (someone else
 * commented, replied, edited, deleted or resolved), and after a reconnect, which may have missed one.
 */
export function useLiveComments(lbIdx: number, provider: HocuspocusProvider | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!provider) return;
    const refetch = () => void client.invalidateQueries({ queryKey: commentKeys.labBook(lbIdx) });
    const onStateless = ({ payload }: { payload: string }) => {
      if (parseCollabMessage(payload)?.type === "comments") refetch();
    };
    provider.on("stateless", onStateless);
    provider.on("synced", refetch);
    return () => {
      provider.off("stateless", onStateless);
      provider.off("synced", refetch);
    };
  }, [client, lbIdx, provider]);
}
