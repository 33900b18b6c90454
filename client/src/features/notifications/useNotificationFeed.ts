import { documentName } from "@enote/shared";
import { useLiveFeed } from "../../hooks/useLiveFeed";
import { notificationKeys } from "./queries";

/**
 * Listens to the member's own feed (`member.<idx>`) and refetches the bell and the lists when a
 * notification arrives or is read elsewhere: the count follows without a reload.
 */
export function useNotificationFeed(memberIdx: number | null): void {
  useLiveFeed(memberIdx ? documentName.memberEvents(memberIdx) : null, "notifications", notificationKeys.all);
}
