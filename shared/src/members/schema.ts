import { z } from "zod";
import { roleSchema } from "../roles";
import { idxParam, pageParam, pageSizeParam } from "../validation/rules";

/** GET /api/member/list.do query: search text and paging. */
export const memberListQuery = z.object({
  q: z.string().trim().max(100, "validation.tooLong").optional(),
  /** Only members of this group (group managers see their groups' members). */
  groupIdx: idxParam.optional(),
  page: pageParam,
  size: pageSizeParam(100, 20),
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const memberSummary = z.object({
  memberIdx: z.number().int(),
  memberId: z.string(),
  name: z.string(),
  initial: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  registeredAt: z.string(),
  lastLoginDateTime: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const memberPage = z.object({
  items: z.array(memberSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPage>;

/** PUT /api/member/{memberIdx}/role.do */
export const memberRoleInput = z.object({ role: roleSchema });
export type MemberRoleInput = z.input<typeof memberRoleInput>;

/** PUT /api/member/{memberIdx}/active.do — deactivate (false) or reactivate (true). */
export const memberActiveInput = z.object({ active: z.boolean({ error: "validation.invalid" }) });
export type MemberActiveInput = z.input<typeof memberActiveInput>;

/**
 * GET /api/tree.do?groupIdx=&projectIdx= — one level of the tree view, loaded on demand: no
 * parameter gives the groups, `groupIdx` a group's projects, `projectIdx` a project's lab books.
 */
export const treeQuery = z
  .object({
    groupIdx: idxParam.optional(),
    projectIdx: idxParam.optional(),
  })
  .refine((query) => query.groupIdx === undefined || query.projectIdx === undefined, "validation.invalid");

export const treeNode = z.object({
  kind: z.enum(["group", "project", "labbook"]),
  /** groupIdx, projectIdx or lbIdx by kind. */
  idx: z.number().int(),
  name: z.string(),
  /** Children count: projects of a group, lab books of a project; 0 for a lab book. */
  count: z.number().int(),
});
export type TreeNode = z.infer<typeof treeNode>;
