import { z } from "zod";
import { locales } from "../i18n/locale";
import { amountUnits, casNumber } from "../inventory/schema";
import { optionalText } from "../inventory/fields";
import { emailRule, idxParam, idxRule, phoneRule, singleLine } from "../validation/rules";
import { businessNoRule } from "./business-number";

/** Issue 23: quotation requests a member sends to suppliers, who answer through a private link. */
export const quotationLimits = {
  itemsMax: 50,
  suppliersMax: 20,
  nameMax: 200,
  textMax: 100,
  noteMax: 2000,
  /** A reply link works until the needed-by date plus this many days. */
  replyDays: 30,
} as const;

export const quotationStatuses = ["WAITING", "PARTLY_ANSWERED", "ANSWERED", "ORDERED", "CLOSED"] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const currencies = ["KRW", "USD", "EUR", "JPY", "CNY"] as const;
export type Currency = (typeof currencies)[number];

export const quotationPaths = {
  create: "/api/quotation/create.do",
  list: (groupIdx: number) => `/api/quotation/list.do?groupIdx=${groupIdx}`,
  one: (quotationIdx: number) => `/api/quotation/${quotationIdx}.do`,
  close: (quotationIdx: number) => `/api/quotation/${quotationIdx}/close.do`,
  /** The supplier's side: GET the request, POST the answer (no account; the token is the key). */
  reply: (token: string) => `/api/quotation/reply/${encodeURIComponent(token)}.do`,
  replyPdf: (token: string) => `/api/quotation/reply/${encodeURIComponent(token)}/pdf.do`,
  quotePdf: (quotationIdx: number, supplierIdx: number) =>
    `/api/quotation/${quotationIdx}/supplier/${supplierIdx}/pdf.do`,
};

/** The page a supplier opens from the mail. */
export const quoteReplyPage = (token: string) => `/quote/${encodeURIComponent(token)}`;

const requiredLine = (max: number) =>
  z
    .string({ error: "validation.textRequired" })
    .trim()
    .min(1, { error: "validation.textRequired", abort: true })
    .max(max, "validation.tooLong")
    .superRefine(singleLine);

const packSize = z.number({ error: "validation.amount" }).positive("validation.amount").max(1e9, "validation.amount");

export const quotationItemInput = z.object({
  name: requiredLine(quotationLimits.nameMax),
  nameEn: optionalText(quotationLimits.nameMax),
  casNo: z
    .string({ error: "validation.invalid" })
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(casNumber.nullable())
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  grade: optionalText(quotationLimits.textMax),
  packSize,
  packUnit: z.enum(amountUnits, { error: "validation.unit" }),
  quantity: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(1, "validation.quantity")
    .max(100_000, "validation.quantity"),
});
export type QuotationItemInput = z.input<typeof quotationItemInput>;

/** A calendar date, YYYY-MM-DD. */
export const isoDateRule = z.iso.date({ error: "validation.date" });

export const quotationCreateInput = z.object({
  groupIdx: idxRule,
  items: z
    .array(quotationItemInput, { error: "validation.requiredFields" })
    .min(1, "validation.quotationItems")
    .max(quotationLimits.itemsMax, "validation.invalid"),
  supplierIdxs: z
    .array(idxRule, { error: "validation.quotationSuppliers" })
    .min(1, "validation.quotationSuppliers")
    .max(quotationLimits.suppliersMax, "validation.invalid")
    .refine((list) => new Set(list).size === list.length, "validation.invalid"),
  contact: z.object({ name: requiredLine(50), phone: phoneRule, email: emailRule }),
  organization: requiredLine(quotationLimits.textMax),
  businessNo: businessNoRule,
  neededBy: isoDateRule,
  note: optionalText(quotationLimits.noteMax),
  /** The language of the mails to the suppliers (and of their reply page at first). */
  locale: z.enum(locales, { error: "validation.invalid" }),
});
export type QuotationCreateInput = z.input<typeof quotationCreateInput>;

export const quotationItem = z.object({
  quotationItemIdx: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  casNo: z.string().nullable(),
  grade: z.string().nullable(),
  packSize: z.number(),
  packUnit: z.enum(amountUnits),
  quantity: z.number().int(),
});
export type QuotationItem = z.infer<typeof quotationItem>;

export const replyItemInput = z.object({
  quotationItemIdx: idxRule,
  unitPrice: z
    .number({ error: "validation.amount" })
    .nonnegative("validation.amount")
    .max(1e12, "validation.amount")
    .nullable(),
  currency: z.enum(currencies, { error: "validation.selectRequired" }),
  leadTimeDays: z
    .number({ error: "validation.quantity" })
    .int("validation.quantity")
    .min(0, "validation.quantity")
    .max(3650, "validation.quantity")
    .nullable(),
  available: z.boolean({ error: "validation.invalid" }),
  validUntil: isoDateRule.nullable(),
});

export const quotationReplyInput = z.object({
  items: z
    .array(replyItemInput, { error: "validation.invalid" })
    .min(1, "validation.invalid")
    .max(quotationLimits.itemsMax),
  note: optionalText(quotationLimits.noteMax),
});
export type QuotationReplyInput = z.input<typeof quotationReplyInput>;

export const replyItem = replyItemInput.extend({ unitPrice: z.number().nullable() });
export type ReplyItem = z.infer<typeof replyItem>;

/** One asked supplier of a request, with its answer once given. */
export const quotationSupplier = z.object({
  supplierIdx: z.number().int(),
  companyName: z.string(),
  email: z.string().nullable(),
  /** When the request was mailed to it; null: its link is to be sent by hand. */
  mailedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  replyNote: z.string().nullable(),
  /** Whether it attached a quote PDF (quotationPaths.quotePdf downloads it). */
  hasPdf: z.boolean(),
  items: z.array(replyItem),
});
export type QuotationSupplier = z.infer<typeof quotationSupplier>;

export const quotation = z.object({
  quotationIdx: z.number().int(),
  groupIdx: z.number().int(),
  items: z.array(quotationItem),
  supplierIdxs: z.array(z.number().int()),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  organization: z.string(),
  businessNo: z.string(),
  neededBy: z.string(),
  note: z.string().nullable(),
  status: z.enum(quotationStatuses),
  locale: z.enum(locales),
  createdAt: z.string(),
  requester: z.object({ memberIdx: z.number().int(), name: z.string() }),
  suppliers: z.array(quotationSupplier),
  /** Whether the caller may close the request (its requester and the group's managers). */
  canClose: z.boolean(),
});
export type Quotation = z.infer<typeof quotation>;

/** What create.do answers: the request, and the reply links that no mail carried (to send by hand). */
export const quotationCreated = quotation.extend({
  manualLinks: z.array(z.object({ supplierIdx: z.number().int(), companyName: z.string(), url: z.string() })),
});
export type QuotationCreated = z.infer<typeof quotationCreated>;

export const quotationSummary = quotation
  .pick({
    quotationIdx: true,
    groupIdx: true,
    neededBy: true,
    status: true,
    createdAt: true,
    requester: true,
  })
  .extend({
    itemNames: z.array(z.string()),
    supplierCount: z.number().int(),
    answerCount: z.number().int(),
  });
export type QuotationSummary = z.infer<typeof quotationSummary>;

export const quotationList = z.object({ quotations: z.array(quotationSummary) });
export type QuotationList = z.infer<typeof quotationList>;

/** The supplier's reply page: what was asked, by whom, and its own answer so far. */
export const quotationReplyView = z.object({
  companyName: z.string(),
  organization: z.string(),
  businessNo: z.string(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  neededBy: z.string(),
  note: z.string().nullable(),
  locale: z.enum(locales),
  expiresAt: z.string(),
  items: z.array(quotationItem),
  answeredAt: z.string().nullable(),
  replyNote: z.string().nullable(),
  hasPdf: z.boolean(),
  answers: z.array(replyItem),
  /** False once the request is closed or ordered: the page shows the answer read-only. */
  open: z.boolean(),
});
export type QuotationReplyView = z.infer<typeof quotationReplyView>;

export const quotationListQuery = z.object({ groupIdx: idxParam });
export const quotationParams = z.object({ quotationIdx: idxParam });
export const quotationPdfParams = z.object({ quotationIdx: idxParam, supplierIdx: idxParam });
/** A reply token: 43 base64url characters (256 random bits). */
export const replyTokenParams = z.object({
  token: z.string({ error: "validation.invalid" }).regex(/^[A-Za-z0-9_-]{43}$/, "validation.invalid"),
});
