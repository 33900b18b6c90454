import { z } from "zod";
import { chosenIdx, idxParam, idxRule } from "../validation/rules";
import { projectLevels } from "../permissions";

export const projectLimits = { nameMax: 100, partnerMax: 100, inviteCodeLength: 10 } as const;

const projectName = z
  .string({ error: "validation.textRequired" })
  .trim()
  .min(1, { error: "validation.textRequired", abort: true })
  .max(projectLimits.nameMax, "validation.tooLong");

export const projectLevelSchema = z.enum(projectLevels, { error: "validation.selectRequired" });

/**
 * POST /api/project/create.do — a group must be chosen ("please select group"). `moa: true` makes
 * a MoA project (joint research under an agreement), which needs the partner organisation's name.
 */
export const projectCreateInput = z
  .object({
    groupIdx: chosenIdx("validation.groupRequired"),
    name: projectName,
    /** Answer of the "include group members" yes/no dialog: add every group member as WRITER. */
    includeGroupMembers: z.boolean({ error: "validation.selectRequired" }),
    moa: z.boolean({ error: "validation.invalid" }).optional().default(false),
    partner: z
      .string({ error: "validation.textRequired" })
      .trim()
      .max(projectLimits.partnerMax, "validation.tooLong")
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.moa && (value.partner ?? "") === "") {
      ctx.addIssue({ code: "custom", path: ["partner"], message: "validation.textRequired" });
    }
  });
export type ProjectCreateInput = z.input<typeof projectCreateInput>;

/** PUT /api/project/{projectIdx}.do — rename or archive/unarchive. */
export const projectUpdateInput = z
  .object({ name: projectName.optional(), archived: z.boolean({ error: "validation.invalid" }).optional() })
  .refine((value) => value.name !== undefined || value.archived !== undefined, "validation.requiredFields");
export type ProjectUpdateInput = z.input<typeof projectUpdateInput>;

/** PUT /api/project/{projectIdx}/member.do — add a group member or change their level. */
export const projectMemberInput = z.object({ memberIdx: idxRule, level: projectLevelSchema });
export type ProjectMemberInput = z.input<typeof projectMemberInput>;

/** GET /api/project/list.do — optionally one group's projects. */
export const projectListQuery = z.object({ groupIdx: idxParam.optional() });
export type ProjectListQuery = z.input<typeof projectListQuery>;

/** DELETE /api/project/{projectIdx}/member/{memberIdx}.do answers who left which project. */
export const projectMembershipRemoved = z.object({ projectIdx: z.number().int(), memberIdx: z.number().int() });

export const projectMember = z.object({
  memberIdx: z.number().int(),
  memberId: z.string(),
  name: z.string(),
  initial: z.string(),
  level: projectLevelSchema,
});
export type ProjectMember = z.infer<typeof projectMember>;

export const project = z.object({
  projectIdx: z.number().int(),
  groupIdx: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  archived: z.boolean(),
  labBookCount: z.number().int(),
  memberCount: z.number().int(),
  /** The caller's level; null for group managers and administrators who are not members. */
  myLevel: projectLevelSchema.nullable(),
  /** A MoA project: joint research with `partner`; members may come from other groups, only they see it. */
  moa: z.boolean(),
  partner: z.string().nullable(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof project>;

export const projectDetail = project.extend({
  members: z.array(projectMember),
  /**
   * A MoA project's invitation, for its OWNERs (null for others and other projects): whether a
   * code is active and since when. The code itself is shown once, when created or renewed.
   */
  invite: z.object({ active: z.boolean(), createdAt: z.string().nullable() }).nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/**
 * MoA invitation codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z,
 * 5/S, 8/B), typed case-insensitively.
 */
export const inviteCodeAlphabet = "ACDEFGHJKMNPQRTUVWXY34679";

/** POST /api/project/{projectIdx}/invite.do answers the new code (the old one stops working). */
export const projectInviteResult = z.object({ inviteCode: z.string(), createdAt: z.string() });
export type ProjectInviteResult = z.infer<typeof projectInviteResult>;

/** POST /api/project/join.do — spaces and dashes are ignored, letters may be lower-case. */
export const projectJoinInput = z.object({
  inviteCode: z
    .string({ error: "validation.textRequired" })
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: "validation.textRequired", abort: true })
        .length(projectLimits.inviteCodeLength, "validation.inviteCode")
        .refine((value) => [...value].every((c) => inviteCodeAlphabet.includes(c)), "validation.inviteCode"),
    ),
});
export type ProjectJoinInput = z.input<typeof projectJoinInput>;
