import { z } from "zod";
import { roleSchema } from "../roles";
import { groupCodePattern, idxRule, limits } from "../validation/rules";

export const groupLimits = { nameMax: 100, codeValidDays: 30 } as const;

const groupName = z
  .string({ error: "validation.textRequired" })
  .trim()
  .min(1, { error: "validation.textRequired", abort: true })
  .max(groupLimits.nameMax, "validation.tooLong");

/** POST /api/group/create.do */
export const groupCreateInput = z.object({ groupName });
export type GroupCreateInput = z.input<typeof groupCreateInput>;

/** PUT /api/group/{groupIdx}.do — rename */
export const groupRenameInput = z.object({ groupName });
export type GroupRenameInput = z.input<typeof groupRenameInput>;

/** POST /api/group/join.do */
export const groupJoinInput = z.object({
  signUpCode: z
    .string({ error: "validation.groupCodePattern" })
    .trim()
    .length(limits.groupCodeLength, "validation.groupCodePattern")
    .regex(groupCodePattern, "validation.groupCodePattern"),
});
export type GroupJoinInput = z.input<typeof groupJoinInput>;

/** PUT /api/group/{groupIdx}/member.do — appoint (true) or remove (false) a manager. */
export const groupManagerInput = z.object({
  memberIdx: idxRule,
  manager: z.boolean({ error: "validation.invalid" }),
});
export type GroupManagerInput = z.input<typeof groupManagerInput>;

export const groupStandingSchema = z.enum(["member", "manager"]);

/** A group as a member sees it. `signUpCode` is shown to its managers (and administrators) only. */
export const group = z.object({
  groupIdx: z.number().int(),
  groupName: z.string(),
  /** null for members who do not manage the group. */
  signUpCode: z.string().nullable(),
  signUpCodeExpiresAt: z.string().nullable(),
  labBookCount: z.number().int(),
  memberCount: z.number().int(),
  projectCount: z.number().int(),
  /** The caller's standing; null for an administrator who is not in the group. */
  myRole: groupStandingSchema.nullable(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof group>;

export const groupMember = z.object({
  memberIdx: z.number().int(),
  memberId: z.string(),
  name: z.string(),
  initial: z.string(),
  email: z.string(),
  /** Installation role, for the role label and for asking decide about this member. */
  role: roleSchema,
  manager: z.boolean(),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** DELETE /api/group/{groupIdx}/member/{memberIdx}.do and POST /api/group/{groupIdx}/leave.do. */
export const groupMembershipRemoved = z.object({ groupIdx: z.number().int(), memberIdx: z.number().int() });
