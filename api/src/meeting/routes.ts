import { z } from "zod";
import {
  idxParam,
  meeting,
  meetingAction,
  meetingDeleted,
  meetingInput,
  meetingList,
  meetingListQuery,
  myMeetingActions,
} from "@enote/shared";
import type { AppContext } from "../context";
import { route, type RouteDef } from "../lib/route";
import * as meetings from "./service";

const meetingParams = z.object({ meetingIdx: idxParam });
const actionParams = z.object({ actionIdx: idxParam });

/** The meeting room (issue 25): the schedule, the record; the live room is the Y.Doc `meeting.<meetingIdx>`. */
export function meetingRoutes(ctx: AppContext): RouteDef[] {
  return [
    route({
      method: "post",
      path: "/api/meeting/create.do",
      summary: "Schedule a meeting for a group or one of its projects (group managers, MANAGER-role members)",
      auth: "member",
      body: meetingInput,
      response: meeting,
      status: 201,
      handler: ({ actor, body }) => meetings.createMeeting(ctx, actor, body),
    }),
    route({
      method: "get",
      path: "/api/meeting/list.do",
      summary: "A group's meetings I may join: live now, upcoming, past",
      auth: "member",
      query: meetingListQuery,
      response: meetingList,
      handler: ({ actor, query }) => meetings.listMeetings(ctx, actor, query.groupIdx),
    }),
    route({
      method: "get",
      path: "/api/meeting/actions.do",
      summary: "My open action items from meetings, for the dashboard",
      auth: "member",
      response: myMeetingActions,
      handler: ({ actor }) => meetings.myActions(ctx, actor),
    }),
    route({
      method: "post",
      path: "/api/meeting/action/:actionIdx/done.do",
      summary: "Mark one of my action items done",
      auth: "member",
      params: actionParams,
      response: meetingAction,
      handler: ({ actor, params }) => meetings.markActionDone(ctx, actor, params.actionIdx),
    }),
    route({
      method: "get",
      path: "/api/meeting/:meetingIdx.do",
      summary: "A meeting I may join, with its attendance and, once ended, its record",
      auth: "member",
      params: meetingParams,
      response: meeting,
      handler: ({ actor, params }) => meetings.getMeeting(ctx, actor, params.meetingIdx),
    }),
    route({
      method: "put",
      path: "/api/meeting/:meetingIdx.do",
      summary: "Change a meeting's title, time, project or agenda (its host, the group's managers; not once ended)",
      auth: "member",
      params: meetingParams,
      body: meetingInput,
      response: meeting,
      handler: ({ actor, params, body }) => meetings.updateMeeting(ctx, actor, params.meetingIdx, body),
    }),
    route({
      method: "delete",
      path: "/api/meeting/:meetingIdx.do",
      summary: "Delete a meeting that has not ended (its host, the group's managers)",
      auth: "member",
      params: meetingParams,
      response: meetingDeleted,
      handler: ({ actor, params }) => meetings.deleteMeeting(ctx, actor, params.meetingIdx),
    }),
    route({
      method: "post",
      path: "/api/meeting/:meetingIdx/end.do",
      summary: "End a meeting: its room turns read-only and its record is frozen (its host, the group's managers)",
      auth: "member",
      params: meetingParams,
      response: meeting,
      handler: ({ actor, params }) => meetings.endMeeting(ctx, actor, params.meetingIdx),
    }),
  ];
}
