import { useSearchParams } from "react-router-dom";
import { idxParam } from "../../lib/searchParams";
import { MeetingListView } from "./MeetingListView";
import { MeetingOpen } from "./MeetingOpen";

/** /meeting: a group's meetings; `?meetingIdx=` opens one (its live room, or its record once ended). */
export function MeetingPage() {
  const [search] = useSearchParams();
  const meetingIdx = idxParam(search.get("meetingIdx"));
  return meetingIdx === null ? <MeetingListView /> : <MeetingOpen key={meetingIdx} meetingIdx={meetingIdx} />;
}
