import { documentName, type LiveTopic } from "@enote/shared";
import { bookFeedKeys } from "../features/bookfeed/queryKeys";
import { queryKeys } from "../lib/queryKeys";
import { useLiveFeed } from "./useLiveFeed";

const topicKeys: Record<LiveTopic, readonly unknown[]> = {
  inventory: queryKeys.inventory.all,
  material: queryKeys.material.all,
  purchasing: ["purchasing"],
  bookfeed: bookFeedKeys.all,
  community: ["community"],
};

/** Refetches a topic's queries when another member changes one of the group's lists (useLiveFeed). */
export function useLiveTopic(groupIdx: number | null, topic: LiveTopic): void {
  useLiveFeed(groupIdx ? documentName.groupEvents(groupIdx) : null, topic, topicKeys[topic]);
}
