import { pipeline } from "node:stream/promises";
import { and, eq, gt } from "drizzle-orm";
import type { Request, Response } from "express";
import type { QuotationReplyView, quotationReplyInput } from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import { notifyQuotationAnswered } from "../notifications/purchasing-events";
import { announceNotifications } from "../notifications/record";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { quotationReplies, quotationSuppliers, quotations, suppliers } from "../db/schema";
import { looksLikePdf } from "../inventory/msds";
import { apiCacheControl } from "../lib/answer";
import { AppError } from "../lib/errors";
import { readUpload } from "../lib/upload";
import { loadQuotation, quotationView } from "./quotations";
import { hashReplyToken } from "./tokens";

type ReplyInput = z.output<typeof quotationReplyInput>;

/** The largest quote PDF a supplier may attach. */
export const quotePdfBytesMax = 10_000_000;

/** The asked supplier a token opens; 404 for an unknown or expired token, as for any stranger. */
async function openToken(db: Db, token: string) {
  const [found] = await db
    .select({ link: quotationSuppliers, quotation: quotations, companyName: suppliers.companyName })
    .from(quotationSuppliers)
    .innerJoin(quotations, eq(quotations.quotationIdx, quotationSuppliers.quotationIdx))
    .innerJoin(suppliers, eq(suppliers.supplierIdx, quotationSuppliers.supplierIdx))
    .where(and(eq(quotationSuppliers.tokenHash, hashReplyToken(token)), gt(quotationSuppliers.expiresAt, new Date())));
  if (!found) throw new AppError("NOT_FOUND");
  return found;
}

const isOpen = (q: typeof quotations.$inferSelect) => !q.closedAt && !q.orderedAt;

export async function replyView(ctx: AppContext, token: string): Promise<QuotationReplyView> {
  const { link, quotation, companyName } = await openToken(ctx.db, token);
  const view = await quotationView(ctx.db, quotation, false);
  const mine = view.suppliers.find((s) => s.supplierIdx === link.supplierIdx);
  return {
    companyName,
    organization: view.organization,
    businessNo: view.businessNo,
    contact: view.contact,
    neededBy: view.neededBy,
    note: view.note,
    locale: view.locale,
    expiresAt: link.expiresAt.toISOString(),
    items: view.items,
    answeredAt: mine?.answeredAt ?? null,
    replyNote: mine?.replyNote ?? null,
    hasPdf: link.pdfKey !== null,
    answers: mine?.items ?? [],
    open: isOpen(quotation),
  };
}

/** Saves (or replaces) the supplier's answer: every item of the request once, nothing else. */
export async function saveReply(ctx: AppContext, token: string, input: ReplyInput): Promise<QuotationReplyView> {
  const { link, quotation } = await openToken(ctx.db, token);
  if (!isOpen(quotation)) throw new AppError("QUOTATION_CLOSED");
  const view = await quotationView(ctx.db, quotation, false);
  const asked = new Set(view.items.map((item) => item.quotationItemIdx));
  const given = new Set(input.items.map((item) => item.quotationItemIdx));
  if (given.size !== input.items.length || given.size !== asked.size || [...given].some((idx) => !asked.has(idx))) {
    throw new AppError("VALIDATION_FAILED", "the answer must cover each item of the request once", {
      issues: [{ path: ["items"], message: "validation.quoteItems" }],
    });
  }
  const where = and(
    eq(quotationSuppliers.quotationIdx, link.quotationIdx),
    eq(quotationSuppliers.supplierIdx, link.supplierIdx),
  );
  const notified = await ctx.db.transaction(async (tx) => {
    await tx
      .delete(quotationReplies)
      .where(
        and(eq(quotationReplies.quotationIdx, link.quotationIdx), eq(quotationReplies.supplierIdx, link.supplierIdx)),
      );
    await tx
      .insert(quotationReplies)
      .values(input.items.map((item) => ({ ...item, quotationIdx: link.quotationIdx, supplierIdx: link.supplierIdx })));
    await tx.update(quotationSuppliers).set({ answeredAt: new Date(), replyNote: input.note }).where(where);
    return notifyQuotationAnswered(ctx, tx, quotation);
  });
  await ctx.live.publish(quotation.groupIdx, "purchasing", String(quotation.quotationIdx));
  await announceNotifications(ctx, notified);
  return replyView(ctx, token);
}

/** Stores the supplier's quote PDF (the raw body, application/pdf), replacing an earlier one. */
export async function saveReplyPdf(ctx: AppContext, token: string, req: Request): Promise<QuotationReplyView> {
  const { link, quotation } = await openToken(ctx.db, token);
  if (!isOpen(quotation)) throw new AppError("QUOTATION_CLOSED");
  const bytes = await readUpload(req, quotePdfBytesMax);
  if (!looksLikePdf(bytes)) throw new AppError("NOT_A_QUOTE_PDF");
  const key = await ctx.files.put("quotes", bytes);
  await ctx.db
    .update(quotationSuppliers)
    .set({ pdfKey: key })
    .where(
      and(eq(quotationSuppliers.quotationIdx, link.quotationIdx), eq(quotationSuppliers.supplierIdx, link.supplierIdx)),
    );
  if (link.pdfKey) {
    await ctx.files
      .remove(link.pdfKey)
      .catch((error: unknown) => ctx.log.warn({ err: error }, "old quote PDF not removed"));
  }
  await ctx.live.publish(quotation.groupIdx, "purchasing", String(quotation.quotationIdx));
  return replyView(ctx, token);
}

/** A supplier's quote PDF, for the members of the request's group. */
export async function sendQuotePdf(
  ctx: AppContext,
  actor: Actor,
  quotationIdx: number,
  supplierIdx: number,
  res: Response,
): Promise<void> {
  await loadQuotation(ctx.db, actor, quotationIdx);
  const [link] = await ctx.db
    .select({ pdfKey: quotationSuppliers.pdfKey })
    .from(quotationSuppliers)
    .where(and(eq(quotationSuppliers.quotationIdx, quotationIdx), eq(quotationSuppliers.supplierIdx, supplierIdx)));
  const stream = link?.pdfKey ? await ctx.files.get(link.pdfKey) : null;
  if (!stream) throw new AppError("NOT_FOUND");
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="quotation-${quotationIdx}-${supplierIdx}.pdf"`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", apiCacheControl);
  await pipeline(stream, res).catch((error: unknown) => {
    if (!res.destroyed) ctx.log.warn({ err: error }, "quote PDF download broke off");
  });
}
