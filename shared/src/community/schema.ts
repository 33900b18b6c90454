import { z } from "zod";
import { memberRef } from "../members/ref";
import { labBookAttachment } from "../attachments/schema";
import { singleLine } from "../validation/rules";

/** What notices and board posts share: their titles, searches, pages, writers and attached files. */
export const communityLimits = {
  titleMax: 200,
  searchMax: 100,
  pageSize: 20,
} as const;

/** A notice's or post's title: one line, required. */
export const communityTitle = z
  .string({ error: "validation.textRequired" })
  .trim()
  .min(1, { error: "validation.textRequired", abort: true })
  .max(communityLimits.titleMax, "validation.tooLong")
  .superRefine(singleLine);

/** `q` of a list: part of the title or the text, in any language. */
export const communitySearch = z
  .string({ error: "validation.invalid" })
  .trim()
  .max(communityLimits.searchMax, "validation.tooLong")
  .optional();

export const communityGroup = z.object({ groupIdx: z.number().int(), groupName: z.string() });
export type CommunityGroup = z.infer<typeof communityGroup>;

export const communityMember = memberRef;
export type CommunityMember = z.infer<typeof communityMember>;

/** A file kept with a notice or a post: the same record as a lab book's attachment. */
export const communityAttachment = labBookAttachment;
export type CommunityAttachment = z.infer<typeof communityAttachment>;

/** The kinds of things that keep community attachments and comments. */
export const communityKinds = ["notice", "board"] as const;
export type CommunityKind = (typeof communityKinds)[number];
