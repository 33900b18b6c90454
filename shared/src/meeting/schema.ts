import { z } from "zod";
import { memberRef } from "../members/ref";
import { idxParam, idxRule, singleLine } from "../validation/rules";

/** Issue 25: the weekly lab meeting, live, in one room (`meeting.<meetingIdx>`). */
export const meetingLimits = {
  titleMax: 100,
  agendaMax: 30,
  agendaTitleMax: 100,
  /** Minutes allotted to one agenda item. */
  itemMinutesMax: 240,
  actionTextMax: 300,
  /** Action items a room keeps (the `actions` map); more are dropped from the record. */
  actionsMax: 200,
  /** My open action items the dashboard lists (the soonest due first); `total` counts them all. */
  myActionsShown: 20,
} as const;

export const meetingStatuses = ["SCHEDULED", "LIVE", "ENDED"] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

const requiredLine = (max: number) =>
  z
    .string({ error: "validation.textRequired" })
    .trim()
    .min(1, { error: "validation.textRequired", abort: true })
    .max(max, "validation.tooLong")
    .superRefine(singleLine);

export const agendaItem = z.object({
  title: requiredLine(meetingLimits.agendaTitleMax),
  /** The member who presents this item (any member of the meeting's group), or null. */
  presenterIdx: idxRule.nullable(),
  minutes: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(meetingLimits.itemMinutesMax, "validation.quantity"),
});
export type AgendaItem = z.infer<typeof agendaItem>;

/** POST /api/meeting/create.do and PUT /api/meeting/{meetingIdx}.do */
export const meetingInput = z.object({
  groupIdx: idxRule,
  /** For one project's members only; null: the whole group. */
  projectIdx: idxRule.nullable().default(null),
  title: requiredLine(meetingLimits.titleMax),
  startsAt: z.iso.datetime({ offset: true, error: "validation.date" }),
  agenda: z
    .array(agendaItem, { error: "validation.invalid" })
    .max(meetingLimits.agendaMax, "validation.invalid")
    .default([]),
});
export type MeetingInput = z.input<typeof meetingInput>;

export const meetingListQuery = z.object({ groupIdx: idxParam });

export const attendanceEntry = memberRef.extend({
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntry>;

/** An action item as the record keeps it (and the assignee's dashboard lists it). */
export const meetingAction = z.object({
  actionIdx: z.number().int(),
  meetingIdx: z.number().int(),
  meetingTitle: z.string(),
  text: z.string(),
  assigneeIdx: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** The assignee left the installation (their name stays, shown as left). */
  assigneeLeft: z.boolean(),
  dueDate: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type MeetingAction = z.infer<typeof meetingAction>;

/** What ending a meeting froze: the minutes (ProseMirror JSON and text), the whiteboard, the actions. */
export const meetingRecord = z.object({
  /** When the room first opened: the meeting's real start (null: it was ended without being opened). */
  startedAt: z.string().nullable(),
  /** When it was ended. */
  endedAt: z.string(),
  minutes: z.unknown(),
  minutesText: z.string(),
  /** The whiteboard's elements (the drawing memo's element JSON), deleted ones left out. */
  whiteboard: z.array(z.record(z.string(), z.unknown())),
  actions: z.array(meetingAction),
});
export type MeetingRecord = z.infer<typeof meetingRecord>;

export const meeting = z.object({
  meetingIdx: z.number().int(),
  groupIdx: z.number().int(),
  groupName: z.string(),
  projectIdx: z.number().int().nullable(),
  projectName: z.string().nullable(),
  title: z.string(),
  /** The scheduled start. */
  startsAt: z.string(),
  /** When the room first opened (it went LIVE); null while scheduled. */
  startedAt: z.string().nullable(),
  /** When it was ended; null until then. */
  endedAt: z.string().nullable(),
  agenda: z.array(agendaItem),
  status: z.enum(meetingStatuses),
  hostIdx: z.number().int(),
  hostName: z.string(),
  /** The host left the installation (their name stays, shown as left). */
  hostLeft: z.boolean(),
  /** Whether I may change, delete and end it (its host, the group's managers). */
  canManage: z.boolean(),
  attendance: z.array(attendanceEntry),
  /** Set once ENDED. */
  record: meetingRecord.nullable(),
});
export type Meeting = z.infer<typeof meeting>;

export const meetingSummary = meeting.omit({ attendance: true, record: true, agenda: true });
export type MeetingSummary = z.infer<typeof meetingSummary>;

/** GET /api/meeting/list.do?groupIdx= */
export const meetingList = z.object({
  live: z.array(meetingSummary),
  upcoming: z.array(meetingSummary),
  past: z.array(meetingSummary),
  /** Whether I may schedule a meeting for this group. */
  canSchedule: z.boolean(),
});
export type MeetingList = z.infer<typeof meetingList>;

export const meetingDeleted = z.object({ meetingIdx: z.number().int() });

/** GET /api/meeting/actions.do — my open action items, for the dashboard. */
export const myMeetingActions = z.object({ items: z.array(meetingAction), total: z.number().int() });
export type MyMeetingActions = z.infer<typeof myMeetingActions>;

export const meetingPaths = {
  create: "/api/meeting/create.do",
  list: "/api/meeting/list.do",
  item: (meetingIdx: number) => `/api/meeting/${meetingIdx}.do`,
  end: (meetingIdx: number) => `/api/meeting/${meetingIdx}/end.do`,
  myActions: "/api/meeting/actions.do",
  actionDone: (actionIdx: number) => `/api/meeting/action/${actionIdx}/done.do`,
} as const;
