import { z } from "zod";
import {
  apiPaths,
  authorizeInput,
  changePasswordInput,
  initPasswordInput,
  leaveInput,
  member,
  memberUpdateInput,
  resetPasswordInput,
  resetPasswordResult,
  signUpRequest,
  tokenPair,
} from "@enote/shared";
import { bearerToken } from "../auth/bearer";
import type { AppContext } from "../context";
import type { PassportInstance } from "../auth/passport";
import { rotateRefreshToken } from "../auth/sessions";
import { signOut } from "./sign-out";
import { AppError } from "../lib/errors";
import { limitCalls, withFailuresCounted } from "../throttle/throttle";
import { route, type RouteDef } from "../lib/route";
import { leave } from "./leave";
import { completeSocialSignUp } from "../oauth/service";
import * as accounts from "./service";
import { signIn } from "./sign-in";
import { ldapConfig } from "../ldap/config";

const paths = apiPaths.oauth;

/** Spec §7 account calls. Paths are relative to the api router mounted at the root. */
export function accountRoutes(ctx: AppContext, passport: PassportInstance): RouteDef[] {
  // Read at start: a CA file that cannot be read stops the start, not a sign-in.
  const directory = ldapConfig(ctx.env);
  return [
    route({
      method: "post",
      path: paths.signUp,
      summary: "Create an account and sign in",
      auth: "public",
      body: signUpRequest,
      response: tokenPair,
      handler: async ({ req, body }) => {
        await limitCalls(ctx, "signUp", `ip:${req.ip}`);
        // With a signUpToken: completes a sign-in through a provider (../oauth).
        return body.kind === "social" ? completeSocialSignUp(ctx, body.input) : accounts.signUp(ctx, body.input);
      },
    }),
    route({
      method: "post",
      path: paths.authorize,
      summary: "Sign in with id and password (a local account, else the LDAP directory when ENOTE_LDAP_URL is set)",
      auth: "public",
      body: authorizeInput,
      response: tokenPair,
      handler: ({ req, res, body }) => signIn(ctx, passport, directory, req, res, body),
    }),
    route({
      method: "post",
      path: paths.refresh,
      summary: "Exchange the refresh token (sent as bearer) for a new pair",
      auth: "public",
      response: tokenPair,
      handler: async ({ req }) => {
        const token = bearerToken(req.headers.authorization);
        if (!token) throw new AppError("SESSION_EXPIRED");
        return rotateRefreshToken(ctx.db, ctx, token);
      },
    }),
    route({
      method: "post",
      path: paths.logout,
      summary:
        "Sign out: end the sign-in of the refresh or access token (sent as bearer) and close its live documents; any other token: 401",
      auth: "public",
      response: z.object({ signedOut: z.literal(true) }),
      handler: ({ req }) => signOut(ctx, bearerToken(req.headers.authorization)),
    }),
    route({
      method: "get",
      path: paths.me,
      summary: "The signed-in member",
      auth: "member-pending",
      response: member,
      handler: ({ actor }) => accounts.getMember(ctx, actor),
    }),
    route({
      method: "put",
      path: paths.member,
      summary: "Edit own profile",
      auth: "member",
      body: memberUpdateInput,
      response: member,
      handler: ({ actor, body }) => accounts.updateMember(ctx, actor, body),
    }),
    route({
      method: "put",
      path: paths.changePassword,
      summary: "Change own password",
      auth: "member",
      body: changePasswordInput,
      response: member,
      handler: ({ actor, body }) =>
        withFailuresCounted(ctx, "passwordCheck", `member:${actor.memberIdx}`, ["WRONG_PASSWORD"], () =>
          accounts.changePassword(ctx, actor, body),
        ),
    }),
    route({
      method: "put",
      path: paths.resetPassword,
      summary: "Administrator: reset a member's password",
      auth: "member",
      body: resetPasswordInput,
      response: resetPasswordResult,
      handler: ({ actor, body }) => accounts.resetPassword(ctx, actor, body.memberIdx),
    }),
    route({
      method: "put",
      path: paths.initPassword,
      summary: "Choose a new password after a reset",
      auth: "member-pending",
      body: initPasswordInput,
      response: member,
      handler: ({ actor, body }) => accounts.initPassword(ctx, actor, body),
    }),
    route({
      method: "delete",
      path: paths.leave,
      summary: "Leave: erase own membership",
      auth: "member-pending",
      body: leaveInput,
      response: z.object({ memberIdx: z.number().int() }),
      handler: ({ actor, body }) =>
        withFailuresCounted(ctx, "passwordCheck", `member:${actor.memberIdx}`, ["WRONG_PASSWORD"], () =>
          leave(ctx, actor, body),
        ),
    }),
  ];
}
