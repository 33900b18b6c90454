import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type {
  Locale,
  PasswordResetConfirmResult,
  PasswordResetRequestResult,
  passwordResetConfirmInput,
  passwordResetRequestInput,
} from "@enote/shared";
import type { AppContext } from "../context";
import { members, passwordResets } from "../db/schema";
import { hashPassword } from "../auth/passwords";
import { revokeMemberSessions } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import { refreshMemberAccess } from "../labbook/refresh";
import { AppError } from "../lib/errors";
import { enqueue } from "../outbox";
import { limitCalls } from "../throttle/throttle";
import { countHit } from "../throttle/store";
import { passwordChangedJob, resetLinkJob } from "./mail";
import { resettableByAccount, resettableByIdx } from "./member";

type RequestInput = z.output<typeof passwordResetRequestInput>;
type ConfirmInput = z.output<typeof passwordResetConfirmInput>;

/** Where a request came from: its network address (throttled) and the language it was made in. */
export interface RequestOrigin {
  address: string | undefined;
  locale: Locale;
}

/** Mails are off without SMTP: passwords are then reset by an administrator only. */
function assertMailOn(ctx: AppContext): void {
  if (!ctx.mail.configured) throw new AppError("FUNCTION_UNAVAILABLE");
}

/**
 * Whether one more link may be mailed to the member: past the account's limit the request is
 * answered as always, and no mail goes out (an inbox is not flooded by whoever knows its address).
 */
async function mayMailAgain(ctx: AppContext, memberIdx: number): Promise<boolean> {
  const rule = ctx.env.ENOTE_THROTTLE.passwordResetAccount;
  const counter = await countHit(ctx, `passwordResetAccount:member:${memberIdx}`, rule.windowSeconds);
  return counter.hits <= rule.max;
}

/**
 * request.do: queues a link for the account the id or e-mail names, if it may have one, and
 * answers every caller the same: an unknown account, a member who left, a directory account and
 * a real one alike (same status, same body, the same throttles counted). The mail itself leaves
 * through the outbox, so no caller waits for the mail server.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: RequestInput,
  origin: RequestOrigin,
): Promise<PasswordResetRequestResult> {
  assertMailOn(ctx);
  await limitCalls(ctx, "passwordResetAddress", `ip:${origin.address ?? "unknown"}`);
  const typed = input.email !== undefined ? `email:${input.email}` : `id:${(input.memberId ?? "").toLowerCase()}`;
  await limitCalls(ctx, "passwordResetAccount", typed);
  const member = await resettableByAccount(ctx.db, ctx.env, input);
  if (member && (await mayMailAgain(ctx, member.memberIdx))) {
    // A burst of requests for one member makes one mail while it waits.
    await enqueue(
      ctx.db,
      resetLinkJob,
      { memberIdx: member.memberIdx, locale: origin.locale, requestedAt: Date.now() },
      { dedupeKey: String(member.memberIdx) },
    );
    ctx.outbox.wake();
  }
  return { accepted: true };
}

/**
 * confirm.do: a live link sets the new password, in one transaction with using the link up,
 * dropping the member's other links, clearing a pending forced change, ending every sign-in of
 * the member and queueing the "your password was changed" mail. Any other token changes nothing.
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  input: ConfirmInput,
  locale: Locale,
): Promise<PasswordResetConfirmResult> {
  assertMailOn(ctx);
  const passwordHash = await hashPassword(input.newPassword);
  const tokenHash = hashToken(input.token);
  const member = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ memberIdx: passwordResets.memberIdx });
    // A member who left, was deactivated or moved to the directory since the mail: the link is void.
    const target = link ? await resettableByIdx(tx, ctx.env, link.memberIdx) : null;
    if (!target) throw new AppError("PASSWORD_RESET_LINK_INVALID");
    await tx
      .update(members)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(members.memberIdx, target.memberIdx));
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.memberIdx, target.memberIdx), isNull(passwordResets.usedAt)));
    await revokeMemberSessions(tx, target.memberIdx, "password reset by e-mail");
    await enqueue(tx, passwordChangedJob, { memberIdx: target.memberIdx, locale, changedAt: now.getTime() });
    return target;
  });
  ctx.outbox.wake();
  // The ended sign-ins' open documents close now, not when their tokens expire.
  await refreshMemberAccess(ctx, member.memberIdx);
  return { memberId: member.memberId };
}
