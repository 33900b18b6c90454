import { z } from "zod";
import { locales } from "../i18n/locale";
import { memberRef } from "../members/ref";
import { idxRule } from "../validation/rules";

/**
 * What a notification is about (issue 35). Each kind has a Korean and an English text
 * (`notifications.kinds.<kind>` in ui-notifications.ts) and its own delivery setting.
 */
export const notificationKinds = [
  "commentMention",
  "bookMention",
  "minutesMention",
  "postMention",
  "commentOnBook",
  "commentReply",
  "bookEnded",
  "bookCompleted",
  "bookEndCancelled",
  "projectAdded",
  "projectLevelChanged",
  "bookRestored",
  "partnerJoined",
  "groupLevelChanged",
  "meetingScheduled",
  "meetingStartingSoon",
  "actionAssigned",
  "noticePublished",
  "proposalAnswered",
  "quotationAnswered",
  "orderAwaitingApproval",
  "orderApproved",
  "orderRejected",
  "orderOrdered",
  "orderReceived",
  "inventoryExpiring",
  "inventoryExpired",
  "inventoryLowStock",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds the "mentions" filter shows: a member named in a comment (of a book, notice or post), a book's text or a meeting's minutes. */
export const mentionKinds = [
  "commentMention",
  "bookMention",
  "minutesMention",
  "postMention",
] as const satisfies readonly NotificationKind[];

/** How a kind reaches the member: in the app only, also mailed at once, in the daily digest, or not at all. */
export const notificationDeliveries = ["app", "mail", "digest", "off"] as const;
export type NotificationDelivery = (typeof notificationDeliveries)[number];

/** Mentions and "waiting for your check" are mailed at once (when SMTP is set); the rest stays in the app. */
export const defaultNotificationDelivery: Record<NotificationKind, NotificationDelivery> = {
  commentMention: "mail",
  bookMention: "mail",
  minutesMention: "mail",
  postMention: "mail",
  commentOnBook: "app",
  commentReply: "app",
  bookEnded: "mail",
  bookCompleted: "app",
  bookEndCancelled: "app",
  projectAdded: "app",
  projectLevelChanged: "app",
  bookRestored: "app",
  partnerJoined: "app",
  groupLevelChanged: "app",
  meetingScheduled: "app",
  meetingStartingSoon: "app",
  actionAssigned: "app",
  noticePublished: "app",
  proposalAnswered: "app",
  quotationAnswered: "app",
  orderAwaitingApproval: "app",
  orderApproved: "app",
  orderRejected: "app",
  orderOrdered: "app",
  orderReceived: "app",
  inventoryExpiring: "app",
  inventoryExpired: "app",
  inventoryLowStock: "app",
};

/** The kinds of thing a notification points at; access to it is checked each time the list is read. */
export const notificationSubjectTypes = [
  "labbook",
  "project",
  "group",
  "meeting",
  "notice",
  "board",
  "proposal",
  "order",
  "quotation",
  /** A bottle of the inventory, by its pin sequence (inventory_items.pin_seq: its row key is text). */
  "inventory",
] as const;
export type NotificationSubjectType = (typeof notificationSubjectTypes)[number];

export const notificationLimits = { pageSize: 30, readMax: 200 } as const;

export const notificationItem = z.object({
  notificationIdx: z.number().int(),
  kind: z.enum(notificationKinds),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Who caused it (marked `left` once they left); null for the system. */
  actor: memberRef.nullable(),
  /** `title` and `link` are null when the member can no longer read the subject ("no longer available"). */
  subject: z.object({
    type: z.enum(notificationSubjectTypes),
    idx: z.number().int(),
    title: z.string().nullable(),
  }),
  /** A path of the client (e.g. `/labBook/experimentComment/12/34`), or null when no longer available. */
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

const flag = z
  .enum(["true", "false"], { error: "validation.invalid" })
  .optional()
  .transform((value) => value === "true");

/** GET /api/notification/list.do: newest first; `cursor` is the last notificationIdx of the page before. */
export const notificationListQuery = z.object({
  cursor: z.coerce.number({ error: "validation.invalid" }).int().positive().optional(),
  unread: flag,
  /** One kind, or `mentions`: every mention kind (mentionKinds). */
  kind: z.enum([...notificationKinds, "mentions"], { error: "validation.invalid" }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationList = z.object({
  items: z.array(notificationItem),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationCount = z.object({ unread: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCount>;

/** PUT /api/notification/read.do: some notifications, or all of the member's. */
export const notificationReadInput = z.union([
  z.object({
    notificationIdxs: z
      .array(idxRule)
      .min(1, "validation.required")
      .max(notificationLimits.readMax, "validation.invalid"),
  }),
  z.object({ all: z.literal(true) }),
]);
export type NotificationReadInput = z.input<typeof notificationReadInput>;

export const notificationReadResult = z.object({ read: z.number().int() });

const delivery = z.enum(notificationDeliveries, { error: "validation.invalid" });

/** GET|PUT /api/notification/settings.do: every kind's delivery, and the language of the mails. */
export const notificationSettings = z.object({
  locale: z.enum(locales, { error: "validation.invalid" }),
  kinds: z.object({
    commentMention: delivery,
    bookMention: delivery,
    minutesMention: delivery,
    postMention: delivery,
    commentOnBook: delivery,
    commentReply: delivery,
    bookEnded: delivery,
    bookCompleted: delivery,
    bookEndCancelled: delivery,
    projectAdded: delivery,
    projectLevelChanged: delivery,
    bookRestored: delivery,
    partnerJoined: delivery,
    groupLevelChanged: delivery,
    meetingScheduled: delivery,
    meetingStartingSoon: delivery,
    actionAssigned: delivery,
    noticePublished: delivery,
    proposalAnswered: delivery,
    quotationAnswered: delivery,
    orderAwaitingApproval: delivery,
    orderApproved: delivery,
    orderRejected: delivery,
    orderOrdered: delivery,
    orderReceived: delivery,
    inventoryExpiring: delivery,
    inventoryExpired: delivery,
    inventoryLowStock: delivery,
  } satisfies Record<NotificationKind, typeof delivery>),
  /** Whether this installation can send mail at all (ENOTE_SMTP_URL); read-only. */
  mailAvailable: z.boolean().optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const notificationUnsubscribeResult = z.object({
  kind: z.union([z.enum(notificationKinds), z.literal("all")]),
  unsubscribed: z.literal(true),
});

/** POST|DELETE /api/labbook/{lbIdx}/watch.do and GET for the button's state. */
export const labBookWatch = z.object({ watching: z.boolean() });
export type LabBookWatch = z.infer<typeof labBookWatch>;

export const notificationPaths = {
  list: "/api/notification/list.do",
  count: "/api/notification/count.do",
  read: "/api/notification/read.do",
  settings: "/api/notification/settings.do",
  unsubscribe: (token: string) => `/api/notification/unsubscribe/${encodeURIComponent(token)}.do`,
  watch: (lbIdx: number) => `/api/labbook/${lbIdx}/watch.do`,
} as const;
