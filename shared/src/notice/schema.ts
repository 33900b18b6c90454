import { z } from "zod";
import {
  communityAttachment,
  communityGroup,
  communityMember,
  communitySearch,
  communityTitle,
} from "../community/schema";
import { richTextDoc, richTextRule } from "../richtext/schema";
import { idxParam, idxRule, pageParam } from "../validation/rules";

/**
 * Notices (issue 24): to the whole installation (written by administrators) or to one group
 * (written by its managers). Pinned notices come first; after `showUntil` a notice leaves the
 * lists, the unread count and the dashboard of those who cannot edit it.
 */
export const noticeLimits = {
  /** Latest notices on the dashboard. */
  latest: 5,
} as const;

export const noticePaths = {
  create: "/api/notice/create.do",
  list: "/api/notice/list.do",
  unread: "/api/notice/unread.do",
  one: (noticeIdx: number) => `/api/notice/${noticeIdx}.do`,
  attachments: (noticeIdx: number) => `/api/notice/${noticeIdx}/attachment.do`,
  attachment: (noticeIdx: number, attachmentIdx: number) => `/api/notice/${noticeIdx}/attachment/${attachmentIdx}.do`,
} as const;

const showUntil = z.iso.date({ error: "validation.noticeShowUntil" }).nullable().optional();

const noticeFields = {
  title: communityTitle,
  content: richTextRule({ required: true }),
  pinned: z.boolean({ error: "validation.invalid" }).optional().default(false),
  /** The last day the notice is shown (YYYY-MM-DD); null or absent: always. */
  showUntil,
};

/** POST /api/notice/create.do: without `groupIdx` the notice is to the whole installation. */
export const noticeCreateInput = z.object({ groupIdx: idxRule.nullable().optional(), ...noticeFields });
export type NoticeCreateInput = z.input<typeof noticeCreateInput>;

/** PUT /api/notice/{noticeIdx}.do: the audience stays. */
export const noticeUpdateInput = z.object(noticeFields);
export type NoticeUpdateInput = z.input<typeof noticeUpdateInput>;

export const noticeParams = z.object({ noticeIdx: idxParam });
export const noticeAttachmentParams = z.object({ noticeIdx: idxParam, attachmentIdx: idxParam });

/** GET /api/notice/list.do: `groupIdx` narrows to one group's notices (and the installation's). */
export const noticeListQuery = z.object({
  groupIdx: idxParam.optional(),
  q: communitySearch,
  page: pageParam,
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

const noticeCommon = {
  noticeIdx: z.number().int(),
  /** null: to the whole installation. */
  groupIdx: z.number().int().nullable(),
  groupName: z.string().nullable(),
  title: z.string(),
  pinned: z.boolean(),
  showUntil: z.string().nullable(),
  /** Past its show-until date (only those who edit it still list it). */
  expired: z.boolean(),
  writer: communityMember,
  writeDate: z.string(),
  editDate: z.string().nullable(),
  /** The caller has not opened it yet. */
  unread: z.boolean(),
  commentCount: z.number().int(),
};

export const noticeSummary = z.object({
  ...noticeCommon,
  /** The text's first words, one line. */
  excerpt: z.string(),
  attachmentCount: z.number().int(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

export const notice = z.object({
  ...noticeCommon,
  content: richTextDoc,
  attachments: z.array(communityAttachment),
  /** The largest file an upload may be, in bytes. */
  maxBytes: z.number().int(),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Notice = z.infer<typeof notice>;

export const noticeList = z.object({
  notices: z.array(noticeSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Where the caller may post: the whole installation, and which groups. */
  canWrite: z.object({ installation: z.boolean(), groups: z.array(communityGroup) }),
});
export type NoticeList = z.infer<typeof noticeList>;

/** GET /api/notice/unread.do: the navigation's count and the dashboard's latest notices. */
export const noticeUnread = z.object({
  unreadCount: z.number().int(),
  latest: z.array(noticeSummary),
});
export type NoticeUnread = z.infer<typeof noticeUnread>;
