import { useLiveTopic } from "../../hooks/useLiveTopic";

function LiveGroup({ groupIdx }: { groupIdx: number }) {
  useLiveTopic(groupIdx, "community");
  return null;
}

/**
 * Listens to the community topic of each group's change feed: a new notice, post or comment
 * anywhere in them makes the open lists, pages, threads and unread count read again.
 */
export function LiveCommunity({ groupIdxs }: { groupIdxs: readonly number[] }) {
  return (
    <>
      {[...new Set(groupIdxs)].map((groupIdx) => (
        <LiveGroup key={groupIdx} groupIdx={groupIdx} />
      ))}
    </>
  );
}
