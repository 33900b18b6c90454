import type { LabBookListQuery } from "@enote/shared";

/** Query keys of lab books (kept beside the feature; invalidate `labBookKeys.all` from elsewhere). */
export const labBookKeys = {
  all: ["labBooks"] as const,
  lists: () => [...labBookKeys.all, "list"] as const,
  list: (query: LabBookListQuery) => [...labBookKeys.lists(), query] as const,
  details: () => [...labBookKeys.all, "detail"] as const,
  detail: (lbIdx: number) => [...labBookKeys.details(), lbIdx] as const,
  publicView: (lbIdx: number, key: string) => [...labBookKeys.all, "public", lbIdx, key] as const,
};
