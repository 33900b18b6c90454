import { z } from "zod";
import { memoPaths } from "./memos/schema";

/** Every path the client calls, in one place (spec §7 style: /api/<area>/<action>.do). */
export const apiPaths = {
  oauth: {
    signUp: "/api/oauth/signUp.do",
    authorize: "/api/oauth/authorize.do",
    refresh: "/api/oauth/refresh.do",
    logout: "/api/oauth/logout.do",
    me: "/api/oauth/me.do",
    member: "/api/oauth/member.do",
    changePassword: "/api/oauth/change/pw.do",
    resetPassword: "/api/oauth/reset/pw.do",
    initPassword: "/api/oauth/init/pw.do",
    leave: "/api/oauth/leave/member.do",
  },
  group: {
    create: "/api/group/create.do",
    list: "/api/group/list.do",
    join: "/api/group/join.do",
    detail: (groupIdx: number) => `/api/group/${groupIdx}.do`,
    code: (groupIdx: number) => `/api/group/${groupIdx}/code.do`,
    members: (groupIdx: number) => `/api/group/${groupIdx}/members.do`,
    member: (groupIdx: number) => `/api/group/${groupIdx}/member.do`,
    removeMember: (groupIdx: number, memberIdx: number) => `/api/group/${groupIdx}/member/${memberIdx}.do`,
    leave: (groupIdx: number) => `/api/group/${groupIdx}/leave.do`,
  },
  project: {
    create: "/api/project/create.do",
    list: "/api/project/list.do",
    detail: (projectIdx: number) => `/api/project/${projectIdx}.do`,
    member: (projectIdx: number) => `/api/project/${projectIdx}/member.do`,
    removeMember: (projectIdx: number, memberIdx: number) => `/api/project/${projectIdx}/member/${memberIdx}.do`,
    invite: (projectIdx: number) => `/api/project/${projectIdx}/invite.do`,
    join: "/api/project/join.do",
  },
  member: {
    list: "/api/member/list.do",
    role: (memberIdx: number) => `/api/member/${memberIdx}/role.do`,
    active: (memberIdx: number) => `/api/member/${memberIdx}/active.do`,
  },
  labbook: {
    create: "/api/labbook/create.do",
    list: "/api/labbook/list.do",
    detail: (lbIdx: number) => `/api/labbook/${lbIdx}.do`,
    status: (lbIdx: number) => `/api/labbook/${lbIdx}/status.do`,
    share: (lbIdx: number) => `/api/labbook/${lbIdx}/share.do`,
    bookmark: (lbIdx: number) => `/api/labbook/${lbIdx}/bookmark.do`,
    publicView: (lbIdx: number) => `/api/labbook/share/${lbIdx}.do`,
  },
  memo: memoPaths,
  inventory: {
    create: "/api/inventory/item.do",
    list: "/api/inventory/list.do",
    item: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}.do`,
    disuse: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/disuse.do`,
    restore: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/restore.do`,
    use: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/use.do`,
    bookmark: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/bookmark.do`,
    import: "/api/inventory/import.do",
    export: "/api/inventory/export.do",
    /** An empty file to fill in for import: the export's header row alone, in the caller's language. */
    template: "/api/inventory/template.do",
    history: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/history.do`,
    /** MSDS PDF: GET downloads, POST uploads (raw application/pdf body), DELETE removes. */
    msds: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/msds.do`,
    /** Structural formula image (PNG or JPEG): GET serves, POST uploads (raw body), DELETE removes. */
    structure: (rowKey: string) => `/api/inventory/${encodeURIComponent(rowKey)}/structure.do`,
    byCode: "/api/inventory/byCode.do",
    labels: "/api/inventory/labels.do",
    facets: "/api/inventory/facets.do",
    pubchem: "/api/inventory/pubchem.do",
    /** The group's bottles in an alert state now (expired, expiring, below their level): ?groupIdx= */
    alerts: "/api/inventory/alerts.do",
  },
  structure: {
    search: "/api/structure/search.do",
    /** The books whose reaction tables link a bottle or hold its compound. */
    uses: (rowKey: string) => `/api/structure/uses/${encodeURIComponent(rowKey)}.do`,
  },
  material: {
    create: "/api/material/item.do",
    list: "/api/material/list.do",
    item: (materialIdx: number) => `/api/material/${materialIdx}.do`,
    /** Take a number of a supply for a lab book's supplies row (issue 40). */
    use: (materialIdx: number) => `/api/material/${materialIdx}/use.do`,
    history: (materialIdx: number) => `/api/material/${materialIdx}/history.do`,
    labels: "/api/material/labels.do",
  },
  tree: "/api/tree.do",
  dashboard: "/api/dashboard.do",
  health: "/api/health.do",
  healthLive: "/api/health/live.do",
  healthReady: "/api/health/ready.do",
  terms: "/api/terms.do",
  settings: "/api/settings.do",
  docs: "/api/docs",
} as const;

/** The WebSocket path of the collaboration server. */
export const collabPath = "/collab";

/** A failed call's body. `issues` lists field errors (path and translated message) for 400s. */
export const apiErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  /** An unexpected failure's id, also in the server's log line of it: what a member reports. */
  errorId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
export type ApiIssue = NonNullable<ApiErrorBody["issues"]>[number];

/** Wraps a payload schema in the success envelope `{ data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Size limit of a JSON request body, in bytes. */
export const maxJsonBodyBytes = 100_000;
