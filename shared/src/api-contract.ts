import { z } from "zod";

/** Every path the client calls, in one place (spec §7 style: /api/<area>/<action>.do). */
export const apiPaths = {
  oauth: {
    signUp: "/api/oauth/signUp.do",
    authorize: "/api/oauth/authorize.do",
    refresh: "/api/oauth/refresh.do",
    me: "/api/oauth/me.do",
    member: "/api/oauth/member.do",
    changePassword: "/api/oauth/change/pw.do",
    resetPassword: "/api/oauth/reset/pw.do",
    initPassword: "/api/oauth/init/pw.do",
    leave: "/api/oauth/leave/member.do",
  },
  health: "/api/health.do",
  docs: "/api/docs",
} as const;

/** The WebSocket path of the collaboration server. */
export const collabPath = "/collab";

/** A failed call's body. `issues` lists field errors (path and translated message) for 400s. */
export const apiErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
export type ApiIssue = NonNullable<ApiErrorBody["issues"]>[number];

/** Wraps a payload schema in the success envelope `{ data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Size limit of a JSON request body, in bytes. */
export const maxJsonBodyBytes = 100_000;
