import { randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import {
  formatDateTime,
  isLocale,
  recoveryLimits,
  resetLinkPath,
  translate,
  type Locale,
  type TranslationParams,
} from "@enote/shared";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { notificationSettings, passwordResets } from "../db/schema";
import { hashToken } from "../auth/tokens";
import { mailOrigin } from "../lib/origin";
import type { MailBlock } from "../mail/compose";
import { registerOutboxHandler, type OutboxPayload } from "../outbox";
import { resettableByIdx, type ResettableMember } from "./member";

/** Outbox jobs: `{ memberIdx, locale, requestedAt }` mails a new link; `{ memberIdx, locale, changedAt }` says it was used. */
export const resetLinkJob = "recovery.resetLink";
export const passwordChangedJob = "recovery.passwordChanged";

const linkMs = recoveryLimits.linkMinutes * 60_000;

/** The member's mail language (their notification settings), else the language they asked in. */
async function mailLocale(db: Db, memberIdx: number, asked: unknown): Promise<Locale> {
  const [row] = await db
    .select({ locale: notificationSettings.locale })
    .from(notificationSettings)
    .where(eq(notificationSettings.memberIdx, memberIdx));
  return row?.locale ?? (isLocale(asked) ? asked : "en-US");
}

function texts(locale: Locale) {
  return (key: string, params: TranslationParams = {}) => translate(locale, `accountMail.${key}`, params);
}

const shownId = (member: ResettableMember) => member.memberId ?? member.email;

/**
 * Makes a new link and mails it. The token exists only in the mail: the database keeps its hash,
 * and the job's payload never held it. Asking again replaces the link mailed before, and a job
 * that waited (the mail server was down) past a link's lifetime is dropped: nobody waits for it.
 */
export async function mailResetLink(ctx: AppContext, payload: OutboxPayload): Promise<void> {
  const memberIdx = Number(payload.memberIdx);
  if (!ctx.mail.configured || !(Date.now() - Number(payload.requestedAt) < linkMs)) return;
  const member = await resettableByIdx(ctx.db, ctx.env, memberIdx);
  if (!member) return;
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + linkMs);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(or(eq(passwordResets.memberIdx, memberIdx), lt(passwordResets.expiresAt, now)));
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), memberIdx, expiresAt });
  });
  const t = texts(await mailLocale(ctx.db, memberIdx, payload.locale));
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: t("greeting", { name: member.name }) },
    { kind: "paragraph", text: t("resetIntro", { memberId: shownId(member) }) },
    { kind: "link", label: t("resetLink"), href: mailOrigin(ctx.env) + resetLinkPath(token) },
    {
      kind: "paragraph",
      text: t("resetExpiry", {
        time: formatDateTime(expiresAt, ctx.env.ENOTE_TIME_ZONE),
        minutes: recoveryLimits.linkMinutes,
      }),
    },
    { kind: "paragraph", text: t("resetIgnore") },
    { kind: "paragraph", text: t("footer") },
  ];
  await ctx.mail.send({ to: member.email, toName: member.name, subject: t("resetSubject"), blocks });
}

/** Tells the member their password was changed with a link, and what to do if it was not them. */
export async function mailPasswordChanged(ctx: AppContext, payload: OutboxPayload): Promise<void> {
  const memberIdx = Number(payload.memberIdx);
  if (!ctx.mail.configured) return;
  const member = await resettableByIdx(ctx.db, ctx.env, memberIdx);
  if (!member) return;
  const t = texts(await mailLocale(ctx.db, memberIdx, payload.locale));
  const time = formatDateTime(new Date(Number(payload.changedAt)), ctx.env.ENOTE_TIME_ZONE);
  await ctx.mail.send({
    to: member.email,
    toName: member.name,
    subject: t("changedSubject"),
    blocks: [
      { kind: "paragraph", text: t("greeting", { name: member.name }) },
      { kind: "paragraph", text: t("changedBody", { memberId: shownId(member), time }) },
      { kind: "paragraph", text: t("changedWarning") },
      { kind: "paragraph", text: t("footer") },
    ],
  });
}

registerOutboxHandler({ kind: resetLinkJob, run: mailResetLink });
registerOutboxHandler({ kind: passwordChangedJob, run: mailPasswordChanged });
