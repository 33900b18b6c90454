import { and, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayMemberName, notificationPaths, translate, type Locale, type NotificationKind } from "@enote/shared";
import type { AppContext } from "../context";
import { members, notificationSettings, notifications } from "../db/schema";
import type { MailBlock } from "../mail/compose";
import { mailOrigin } from "../lib/origin";
import { memberLeft, memberName } from "../members/name";
import { registerOutboxHandler } from "../outbox";
import { readableTitles, subjectKey } from "./access";
import { digestJobKind, mailJobKind } from "./record";
import { deliveriesOf } from "./settings";
import { unsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token";

const actor = alias(members, "notification_actor");

/** A member's notifications with what a mail says about them. */
function selectForMail(ctx: AppContext) {
  return ctx.db
    .select({
      notificationIdx: notifications.notificationIdx,
      recipientIdx: notifications.recipientIdx,
      kind: notifications.kind,
      subjectType: notifications.subjectType,
      subjectIdx: notifications.subjectIdx,
      link: notifications.link,
      readAt: notifications.readAt,
      mailedAt: notifications.mailedAt,
      actorName: memberName(actor),
      actorLeft: memberLeft(actor),
    })
    .from(notifications)
    .leftJoin(actor, eq(actor.memberIdx, notifications.actorIdx));
}

async function recipientOf(ctx: AppContext, memberIdx: number) {
  const [row] = await ctx.db
    .select({
      memberIdx: members.memberIdx,
      role: members.role,
      status: members.status,
      email: members.email,
      name: memberName(),
      locale: notificationSettings.locale,
    })
    .from(members)
    .leftJoin(notificationSettings, eq(notificationSettings.memberIdx, members.memberIdx))
    .where(eq(members.memberIdx, memberIdx));
  if (!row || row.status !== "ACTIVE" || !row.email) return null;
  return { ...row, email: row.email, locale: (row.locale ?? "en-US") as Locale };
}

function line(
  locale: Locale,
  kind: NotificationKind,
  actor: { actorName: string | null; actorLeft: boolean | null },
  title: string,
): string {
  const who =
    actor.actorName === null
      ? translate(locale, "notifications.system")
      : displayMemberName({ name: actor.actorName, left: actor.actorLeft === true }, (key, params) =>
          translate(locale, key, params),
        );
  return translate(locale, `notifications.kinds.${kind}`, { actor: who, title });
}

/**
 * The mail's unsubscribe addresses: the List-Unsubscribe header's one-click POST to the api, and
 * the body's link to the client page that asks before it posts (mail scanners open links).
 */
function unsubscribeLinks(ctx: AppContext, memberIdx: number, scope: UnsubscribeScope) {
  const token = unsubscribeToken(ctx.secrets.jwtSecret, memberIdx, scope);
  return {
    header: mailOrigin(ctx.env) + notificationPaths.unsubscribe(token),
    page: `${mailOrigin(ctx.env)}/notifications/unsubscribe/${encodeURIComponent(token)}`,
  };
}

function closing(locale: Locale, unsubscribePage: string): MailBlock[] {
  return [
    { kind: "paragraph", text: translate(locale, "notifications.mail.footer") },
    { kind: "link", label: translate(locale, "notifications.mail.unsubscribe"), href: unsubscribePage },
  ];
}

/**
 * Mails one notification at once, in the recipient's language, unless it went out already, was
 * read, the member turned the kind's mail off since, or can no longer read what it is about.
 */
export async function mailNotification(ctx: AppContext, notificationIdx: number): Promise<void> {
  if (!ctx.mail.configured) return;
  const [row] = await selectForMail(ctx).where(eq(notifications.notificationIdx, notificationIdx));
  if (!row || row.mailedAt !== null || row.readAt !== null) return;
  const recipient = await recipientOf(ctx, row.recipientIdx);
  if (!recipient) return;
  const delivery = (await deliveriesOf(ctx.db, [row.recipientIdx], row.kind)).get(row.recipientIdx)?.delivery;
  if (delivery !== "mail") return;
  const title = (await readableTitles(ctx.db, recipient, [row])).get(subjectKey(row));
  if (title === undefined) return;
  const { locale } = recipient;
  const text = line(locale, row.kind, row, title);
  const unsubscribe = unsubscribeLinks(ctx, recipient.memberIdx, row.kind);
  await ctx.mail.send({
    to: recipient.email,
    toName: recipient.name,
    subject: text,
    blocks: [
      { kind: "paragraph", text },
      { kind: "link", label: translate(locale, "notifications.mail.open"), href: mailOrigin(ctx.env) + row.link },
      ...closing(locale, unsubscribe.page),
    ],
    unsubscribeUrl: unsubscribe.header,
  });
  await ctx.db
    .update(notifications)
    .set({ mailedAt: new Date() })
    .where(eq(notifications.notificationIdx, notificationIdx));
}

/**
 * The daily digest of one member: every unread, unmailed notification of a kind they get as a
 * digest, that they can still read, in one mail. Nothing to say → no mail.
 */
export async function mailDigest(ctx: AppContext, memberIdx: number): Promise<void> {
  if (!ctx.mail.configured) return;
  const recipient = await recipientOf(ctx, memberIdx);
  if (!recipient) return;
  const pending = await selectForMail(ctx).where(
    and(eq(notifications.recipientIdx, memberIdx), isNull(notifications.mailedAt), isNull(notifications.readAt)),
  );
  const digestKinds = new Set<NotificationKind>();
  for (const kind of new Set(pending.map((row) => row.kind))) {
    const delivery = (await deliveriesOf(ctx.db, [memberIdx], kind)).get(memberIdx)?.delivery;
    if (delivery === "digest") digestKinds.add(kind);
  }
  const due = pending.filter((row) => digestKinds.has(row.kind));
  if (due.length === 0) return;
  const titles = await readableTitles(ctx.db, recipient, due);
  const shown = due.filter((row) => titles.has(subjectKey(row)));
  const { locale } = recipient;
  if (shown.length > 0) {
    const unsubscribe = unsubscribeLinks(ctx, memberIdx, "all");
    await ctx.mail.send({
      to: recipient.email,
      toName: recipient.name,
      subject: translate(locale, "notifications.mail.digestSubject", { count: shown.length }),
      blocks: [
        { kind: "paragraph", text: translate(locale, "notifications.mail.digestIntro") },
        ...shown.map((row): MailBlock => ({
          kind: "link",
          label: line(locale, row.kind, row, titles.get(subjectKey(row)) ?? ""),
          href: mailOrigin(ctx.env) + row.link,
        })),
        ...closing(locale, unsubscribe.page),
      ],
      unsubscribeUrl: unsubscribe.header,
    });
  }
  await ctx.db
    .update(notifications)
    .set({ mailedAt: new Date() })
    .where(
      inArray(
        notifications.notificationIdx,
        due.map((row) => row.notificationIdx),
      ),
    );
}

registerOutboxHandler({
  kind: mailJobKind,
  run: (ctx, payload) => mailNotification(ctx, Number(payload.notificationIdx)),
});

registerOutboxHandler({
  kind: digestJobKind,
  run: (ctx, payload) => mailDigest(ctx, Number(payload.memberIdx)),
});
