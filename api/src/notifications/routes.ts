import { z } from "zod";
import {
  idxParam,
  labBookWatch,
  notificationCount,
  notificationList,
  notificationListQuery,
  notificationReadInput,
  notificationReadResult,
  notificationSettings,
  notificationUnsubscribeResult,
} from "@enote/shared";
import type { AppContext } from "../context";
import { AppError } from "../lib/errors";
import { route, type RouteDef } from "../lib/route";
import { listNotifications, markRead, unreadCount } from "./inbox";
import "./mail";
import { readSettings, saveSettings, setDelivery } from "./settings";
import { readUnsubscribeToken } from "./unsubscribe-token";
import { isWatching, setWatching } from "./watch";

const bookParams = z.object({ lbIdx: idxParam });
const tokenParams = z.object({ token: z.string().max(200) });
const settingsInput = notificationSettings.omit({ mailAvailable: true });

/** Notifications (issue 35): the member's inbox, their delivery settings, unsubscribing, watching books. */
export function notificationRoutes(ctx: AppContext): RouteDef[] {
  const { db } = ctx;
  return [
    route({
      method: "get",
      path: "/api/notification/list.do",
      summary: "My notifications, newest first (cursor: the last notificationIdx of the page before)",
      auth: "member",
      query: notificationListQuery,
      response: notificationList,
      handler: ({ actor, query }) => listNotifications(db, actor, query),
    }),
    route({
      method: "get",
      path: "/api/notification/count.do",
      summary: "How many of my notifications are unread (of those I may still read)",
      auth: "member",
      response: notificationCount,
      handler: async ({ actor }) => ({ unread: await unreadCount(db, actor) }),
    }),
    route({
      method: "put",
      path: "/api/notification/read.do",
      summary: "Mark some of my notifications ({notificationIdxs}) or all of them ({all: true}) read",
      auth: "member",
      body: notificationReadInput,
      response: notificationReadResult,
      handler: async ({ actor, body }) => {
        const read = await markRead(db, actor.memberIdx, body);
        await ctx.live.publishToMember?.(actor.memberIdx, "notifications");
        return { read };
      },
    }),
    route({
      method: "get",
      path: "/api/notification/settings.do",
      summary: "How each kind of notification reaches me, and the language of my mails",
      auth: "member",
      response: notificationSettings,
      handler: async ({ actor, locale }) => ({
        ...(await readSettings(db, actor.memberIdx, locale)),
        mailAvailable: ctx.mail.configured,
      }),
    }),
    route({
      method: "put",
      path: "/api/notification/settings.do",
      summary: "Save how each kind of notification reaches me, and the language of my mails",
      auth: "member",
      body: settingsInput,
      response: notificationSettings,
      handler: async ({ actor, body, locale }) => {
        await saveSettings(db, actor.memberIdx, body);
        return { ...(await readSettings(db, actor.memberIdx, locale)), mailAvailable: ctx.mail.configured };
      },
    }),
    route({
      method: "post",
      path: "/api/notification/unsubscribe/:token.do",
      summary: "One-click unsubscribe from a mail's link (no sign-in): that kind, or every kind, stays in the app only",
      auth: "public",
      params: tokenParams,
      response: notificationUnsubscribeResult,
      handler: async ({ params, locale }) => {
        const read = readUnsubscribeToken(ctx.secrets.jwtSecret, params.token);
        if (!read) throw new AppError("UNSUBSCRIBE_LINK_INVALID");
        await setDelivery(db, read.memberIdx, read.scope, "app", locale);
        return { kind: read.scope, unsubscribed: true as const };
      },
    }),
    route({
      method: "get",
      path: "/api/labbook/:lbIdx/watch.do",
      summary: "Whether I watch the lab book (notified of its comments)",
      auth: "member",
      params: bookParams,
      response: labBookWatch,
      handler: async ({ actor, params }) => ({ watching: await isWatching(db, actor, params.lbIdx) }),
    }),
    route({
      method: "post",
      path: "/api/labbook/:lbIdx/watch.do",
      summary: "Watch a lab book I can read",
      auth: "member",
      params: bookParams,
      response: labBookWatch,
      handler: async ({ actor, params }) => ({ watching: await setWatching(db, actor, params.lbIdx, true) }),
    }),
    route({
      method: "delete",
      path: "/api/labbook/:lbIdx/watch.do",
      summary: "Stop watching a lab book (also one I watch automatically as its writer, owner or commenter)",
      auth: "member",
      params: bookParams,
      response: labBookWatch,
      handler: async ({ actor, params }) => ({ watching: await setWatching(db, actor, params.lbIdx, false) }),
    }),
  ];
}
