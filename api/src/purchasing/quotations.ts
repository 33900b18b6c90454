import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  type Quotation,
  type QuotationCreated,
  type QuotationList,
  type QuotationStatus,
  type QuotationSupplier,
  type quotationCreateInput,
} from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { members, quotationItems, quotationReplies, quotationSuppliers, quotations, suppliers } from "../db/schema";
import { AppError } from "../lib/errors";
import { memberName } from "../members/name";
import { groupAccess, managesPurchasing } from "./access";
import { quotationRequestMail } from "./quotation-mail";
import { hashReplyToken, newReplyToken, replyExpiry, replyUrl } from "./tokens";

type CreateInput = z.output<typeof quotationCreateInput>;
type QuotationRow = typeof quotations.$inferSelect;

/** Status from the answers: closed and ordered win; then how many of the asked suppliers answered. */
export function statusOf(
  row: Pick<QuotationRow, "closedAt" | "orderedAt">,
  asked: number,
  answered: number,
): QuotationStatus {
  if (row.closedAt) return "CLOSED";
  if (row.orderedAt) return "ORDERED";
  if (answered === 0) return "WAITING";
  return answered < asked ? "PARTLY_ANSWERED" : "ANSWERED";
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The request's row; 404 when there is none or the caller is not in its group. */
export async function loadQuotation(db: Db, actor: Actor, quotationIdx: number) {
  const [row] = await db.select().from(quotations).where(eq(quotations.quotationIdx, quotationIdx));
  if (!row) throw new AppError("NOT_FOUND");
  const standing = await groupAccess(db, actor, row.groupIdx, "group.view");
  return { row, standing };
}

/** The whole request as its group's members see it, answers included. */
export async function quotationView(db: Db, row: QuotationRow, canClose: boolean): Promise<Quotation> {
  const items = await db
    .select()
    .from(quotationItems)
    .where(eq(quotationItems.quotationIdx, row.quotationIdx))
    .orderBy(asc(quotationItems.quotationItemIdx));
  const asked = await db
    .select({
      supplierIdx: quotationSuppliers.supplierIdx,
      companyName: suppliers.companyName,
      email: suppliers.email,
      mailedAt: quotationSuppliers.mailedAt,
      answeredAt: quotationSuppliers.answeredAt,
      replyNote: quotationSuppliers.replyNote,
      pdfKey: quotationSuppliers.pdfKey,
    })
    .from(quotationSuppliers)
    .innerJoin(suppliers, eq(suppliers.supplierIdx, quotationSuppliers.supplierIdx))
    .where(eq(quotationSuppliers.quotationIdx, row.quotationIdx))
    .orderBy(asc(suppliers.companyName), asc(quotationSuppliers.supplierIdx));
  const replies = await db
    .select()
    .from(quotationReplies)
    .where(eq(quotationReplies.quotationIdx, row.quotationIdx))
    .orderBy(asc(quotationReplies.quotationItemIdx));
  const [requester] = await db
    .select({ memberIdx: members.memberIdx, name: memberName() })
    .from(members)
    .where(eq(members.memberIdx, row.requestedBy));
  const supplierViews: QuotationSupplier[] = asked.map((s) => ({
    supplierIdx: s.supplierIdx,
    companyName: s.companyName,
    email: s.email,
    mailedAt: iso(s.mailedAt),
    answeredAt: iso(s.answeredAt),
    replyNote: s.replyNote,
    hasPdf: s.pdfKey !== null,
    items: s.answeredAt
      ? replies
          .filter((r) => r.supplierIdx === s.supplierIdx)
          .map((r) => ({
            quotationItemIdx: r.quotationItemIdx,
            unitPrice: r.unitPrice,
            currency: r.currency,
            leadTimeDays: r.leadTimeDays,
            available: r.available,
            validUntil: r.validUntil,
          }))
      : [],
  }));
  const answered = supplierViews.filter((s) => s.answeredAt !== null).length;
  return {
    quotationIdx: row.quotationIdx,
    groupIdx: row.groupIdx,
    items: items.map((item) => ({
      quotationItemIdx: item.quotationItemIdx,
      name: item.name,
      nameEn: item.nameEn,
      casNo: item.casNo,
      grade: item.grade,
      packSize: item.packSize,
      packUnit: item.packUnit,
      quantity: item.quantity,
    })),
    supplierIdxs: supplierViews.map((s) => s.supplierIdx),
    contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
    organization: row.organization,
    businessNo: row.businessNo,
    neededBy: row.neededBy,
    note: row.note,
    status: statusOf(row, supplierViews.length, answered),
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    requester: { memberIdx: row.requestedBy, name: requester?.name ?? "" },
    suppliers: supplierViews,
    canClose: canClose && !row.closedAt,
  };
}

function mayClose(actor: Actor, row: QuotationRow, standing: Awaited<ReturnType<typeof groupAccess>>): boolean {
  return row.requestedBy === actor.memberIdx || managesPurchasing(actor, standing);
}

/**
 * Saves the request, its items and one reply link per supplier in one transaction, then mails
 * each supplier that has an address. A supplier not mailed (no SMTP, no address, a failed send)
 * comes back in `manualLinks`: the only time its link is ever shown, since only its hash is kept.
 */
export async function createQuotation(
  ctx: AppContext,
  actor: Actor,
  input: CreateInput,
  origin: string,
): Promise<QuotationCreated> {
  await groupAccess(ctx.db, actor, input.groupIdx, "group.view");
  const expiresAt = replyExpiry(input.neededBy);
  const { row, links } = await ctx.db.transaction(async (tx) => {
    const asked = await tx
      .select()
      .from(suppliers)
      .where(
        and(
          eq(suppliers.groupIdx, input.groupIdx),
          inArray(suppliers.supplierIdx, input.supplierIdxs),
          isNull(suppliers.deletedAt),
        ),
      );
    if (asked.length !== input.supplierIdxs.length) {
      throw new AppError("VALIDATION_FAILED", "a supplier is not in the group's directory", {
        issues: [{ path: ["supplierIdxs"], message: "validation.quotationSuppliers" }],
      });
    }
    const [created] = await tx
      .insert(quotations)
      .values({
        groupIdx: input.groupIdx,
        requestedBy: actor.memberIdx,
        organization: input.organization,
        businessNo: input.businessNo,
        contactName: input.contact.name,
        contactPhone: input.contact.phone,
        contactEmail: input.contact.email,
        neededBy: input.neededBy,
        note: input.note,
        locale: input.locale,
      })
      .returning();
    if (!created) throw new Error("the quotation was not inserted");
    await tx
      .insert(quotationItems)
      .values(input.items.map((item) => ({ ...item, quotationIdx: created.quotationIdx })));
    const tokens = asked.map((supplier) => ({ supplier, token: newReplyToken() }));
    await tx.insert(quotationSuppliers).values(
      tokens.map(({ supplier, token }) => ({
        quotationIdx: created.quotationIdx,
        supplierIdx: supplier.supplierIdx,
        tokenHash: hashReplyToken(token),
        expiresAt,
      })),
    );
    return { row: created, links: tokens };
  });

  const manualLinks: QuotationCreated["manualLinks"] = [];
  for (const { supplier, token } of links) {
    const url = replyUrl(origin, token);
    const mailed =
      supplier.email && ctx.mail.configured ? await mailSupplier(ctx, row, input, supplier, url, expiresAt) : false;
    if (mailed) {
      await ctx.db
        .update(quotationSuppliers)
        .set({ mailedAt: new Date() })
        .where(
          and(
            eq(quotationSuppliers.quotationIdx, row.quotationIdx),
            eq(quotationSuppliers.supplierIdx, supplier.supplierIdx),
          ),
        );
    } else {
      manualLinks.push({ supplierIdx: supplier.supplierIdx, companyName: supplier.companyName, url });
    }
  }
  await ctx.live.publish(row.groupIdx, "purchasing", null);
  return { ...(await quotationView(ctx.db, row, true)), manualLinks };
}

async function mailSupplier(
  ctx: AppContext,
  row: QuotationRow,
  input: CreateInput,
  supplier: typeof suppliers.$inferSelect,
  link: string,
  expiresAt: Date,
): Promise<boolean> {
  if (!supplier.email) return false;
  try {
    await ctx.mail.send(
      quotationRequestMail({
        locale: input.locale,
        supplier: { companyName: supplier.companyName, email: supplier.email, contactName: supplier.contactName },
        organization: input.organization,
        businessNo: input.businessNo,
        contact: input.contact,
        neededBy: input.neededBy,
        note: input.note,
        items: input.items,
        link,
        expiresAt: expiresAt.toISOString().slice(0, 10),
      }),
    );
    return true;
  } catch (error) {
    ctx.log.warn(
      { err: error, quotationIdx: row.quotationIdx, supplierIdx: supplier.supplierIdx },
      "quotation mail not sent",
    );
    return false;
  }
}

export async function listQuotations(ctx: AppContext, actor: Actor, groupIdx: number): Promise<QuotationList> {
  await groupAccess(ctx.db, actor, groupIdx, "group.view");
  const rows = await ctx.db
    .select({ row: quotations, requesterName: memberName() })
    .from(quotations)
    .innerJoin(members, eq(members.memberIdx, quotations.requestedBy))
    .where(eq(quotations.groupIdx, groupIdx))
    .orderBy(desc(quotations.quotationIdx))
    .limit(500);
  const ids = rows.map((r) => r.row.quotationIdx);
  const items = ids.length
    ? await ctx.db
        .select({ quotationIdx: quotationItems.quotationIdx, name: quotationItems.name })
        .from(quotationItems)
        .where(inArray(quotationItems.quotationIdx, ids))
        .orderBy(asc(quotationItems.quotationItemIdx))
    : [];
  const asked = ids.length
    ? await ctx.db
        .select({ quotationIdx: quotationSuppliers.quotationIdx, answeredAt: quotationSuppliers.answeredAt })
        .from(quotationSuppliers)
        .where(inArray(quotationSuppliers.quotationIdx, ids))
    : [];
  return {
    quotations: rows.map(({ row, requesterName }) => {
      const mine = asked.filter((a) => a.quotationIdx === row.quotationIdx);
      const answerCount = mine.filter((a) => a.answeredAt !== null).length;
      return {
        quotationIdx: row.quotationIdx,
        groupIdx: row.groupIdx,
        neededBy: row.neededBy,
        status: statusOf(row, mine.length, answerCount),
        createdAt: row.createdAt.toISOString(),
        requester: { memberIdx: row.requestedBy, name: requesterName },
        itemNames: items.filter((i) => i.quotationIdx === row.quotationIdx).map((i) => i.name),
        supplierCount: mine.length,
        answerCount,
      };
    }),
  };
}

export async function getQuotation(ctx: AppContext, actor: Actor, quotationIdx: number): Promise<Quotation> {
  const { row, standing } = await loadQuotation(ctx.db, actor, quotationIdx);
  return quotationView(ctx.db, row, mayClose(actor, row, standing));
}

/** Closes a request (its requester or a group manager): its reply links stop taking answers. */
export async function closeQuotation(ctx: AppContext, actor: Actor, quotationIdx: number): Promise<Quotation> {
  const { row, standing } = await loadQuotation(ctx.db, actor, quotationIdx);
  if (!mayClose(actor, row, standing)) throw new AppError("NO_MODIFY_AUTHORITY");
  if (row.closedAt) throw new AppError("QUOTATION_CLOSED");
  const [closed] = await ctx.db
    .update(quotations)
    .set({ closedAt: new Date() })
    .where(eq(quotations.quotationIdx, quotationIdx))
    .returning();
  await ctx.live.publish(row.groupIdx, "purchasing", null);
  return quotationView(ctx.db, closed ?? row, true);
}
