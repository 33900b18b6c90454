import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  meetingPaths,
  type Meeting,
  type MeetingAction,
  type MeetingInput,
  type MeetingList,
  type MyMeetingActions,
} from "@enote/shared";
import { api } from "../../lib/api";
import { recordPollMs } from "./format";

/** Query keys of the meeting room (issue 25). */
export const meetingKeys = {
  all: ["meeting"] as const,
  list: (groupIdx: number) => [...meetingKeys.all, "list", groupIdx] as const,
  detail: (meetingIdx: number) => [...meetingKeys.all, "detail", meetingIdx] as const,
  myActions: () => [...meetingKeys.all, "myActions"] as const,
};

export function useMeetings(groupIdx: number | null) {
  return useQuery({
    queryKey: meetingKeys.list(groupIdx ?? 0),
    queryFn: ({ signal }) => api.get<MeetingList>(`${meetingPaths.list}?groupIdx=${groupIdx ?? 0}`, { signal }),
    enabled: groupIdx !== null,
  });
}

export function useMeeting(meetingIdx: number | null) {
  return useQuery({
    queryKey: meetingKeys.detail(meetingIdx ?? 0),
    queryFn: ({ signal }) => api.get<Meeting>(meetingPaths.item(meetingIdx ?? 0), { signal }),
    enabled: meetingIdx !== null,
    // The room turns read-only (ENDED) before what it holds is frozen into the record: a page that
    // reads the meeting in between gets no record yet, and reads again until it is there.
    refetchInterval: (query) => recordPollMs(query.state.data, Date.now()),
  });
}

function useMeetingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export const useCreateMeeting = () =>
  useMeetingMutation((input: MeetingInput) => api.post<Meeting>(meetingPaths.create, input));

export const useUpdateMeeting = () =>
  useMeetingMutation(({ meetingIdx, input }: { meetingIdx: number; input: MeetingInput }) =>
    api.put<Meeting>(meetingPaths.item(meetingIdx), input),
  );

export const useDeleteMeeting = () =>
  useMeetingMutation((meetingIdx: number) => api.delete<unknown>(meetingPaths.item(meetingIdx)));

export const useEndMeeting = () =>
  useMeetingMutation((meetingIdx: number) => api.post<Meeting>(meetingPaths.end(meetingIdx)));

export function useMyMeetingActions() {
  return useQuery({
    queryKey: meetingKeys.myActions(),
    queryFn: ({ signal }) => api.get<MyMeetingActions>(meetingPaths.myActions, { signal }),
  });
}

export const useMarkActionDone = () =>
  useMeetingMutation((actionIdx: number) => api.post<MeetingAction>(meetingPaths.actionDone(actionIdx)));
