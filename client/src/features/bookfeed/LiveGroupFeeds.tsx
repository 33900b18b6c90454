import { useLiveTopic } from "../../hooks/useLiveTopic";

function LiveGroupFeed({ groupIdx }: { groupIdx: number }) {
  useLiveTopic(groupIdx, "bookfeed");
  return null;
}

/** Listens to the book feed topic of each group, so new entries arrive without a reload. */
export function LiveGroupFeeds({ groupIdxs }: { groupIdxs: number[] }) {
  return (
    <>
      {groupIdxs.map((groupIdx) => (
        <LiveGroupFeed key={groupIdx} groupIdx={groupIdx} />
      ))}
    </>
  );
}
