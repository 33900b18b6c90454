import type { BookKind } from "@enote/shared";
import { labBookKeys } from "../labbook/queryKeys";

/** Query keys of the book feed. Under the lab books' keys: a lab book change refreshes the feed too. */
export const bookFeedKeys = {
  all: [...labBookKeys.all, "feed"] as const,
  list: (filters: { groupIdx: number | null; kind: BookKind | null }) => [...bookFeedKeys.all, filters] as const,
};
