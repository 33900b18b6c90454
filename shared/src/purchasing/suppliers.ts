import { z } from "zod";
import { emailPattern, idxParam, idxRule, limits, optionalText, singleLine } from "../validation/rules";
import { optionalBusinessNoRule } from "./business-number";

/** Issue 23: each group's supplier directory. Managers edit it, members read it. */
export const supplierLimits = { companyMax: 100, contactMax: 50, phoneMax: 30, memoMax: 2000 } as const;

export const supplierPaths = {
  create: "/api/supplier/create.do",
  list: (groupIdx: number) => `/api/supplier/list.do?groupIdx=${groupIdx}`,
  /** PUT edits, DELETE removes from the directory (orders keep its name). */
  one: (supplierIdx: number) => `/api/supplier/${supplierIdx}.do`,
};

const companyName = z
  .string({ error: "validation.textRequired" })
  .trim()
  .min(1, { error: "validation.textRequired", abort: true })
  .max(supplierLimits.companyMax, "validation.tooLong")
  .superRefine(singleLine);

/** An optional one-line text: empty → null. */
function optionalLine(max: number) {
  return z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, "validation.tooLong")
    .superRefine(singleLine)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional e-mail address: empty → null, stored in lower case. */
export const optionalEmailRule = z
  .string({ error: "validation.emailPattern" })
  .trim()
  .max(limits.emailMax, "validation.emailPattern")
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .pipe(z.string().regex(emailPattern, "validation.emailPattern").nullable());

const phone = z
  .string({ error: "validation.invalid" })
  .trim()
  .max(supplierLimits.phoneMax, "validation.tooLong")
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(
    z
      .string()
      .regex(/^[0-9+()\- ]+$/, "validation.supplierPhone")
      .nullable(),
  );

const supplierFields = {
  companyName,
  businessNo: optionalBusinessNoRule,
  contactName: optionalLine(supplierLimits.contactMax),
  email: optionalEmailRule,
  phone,
  memo: optionalText(supplierLimits.memoMax).transform((value) => value ?? null),
};

export const supplierUpdateInput = z.object(supplierFields);
export type SupplierUpdateInput = z.input<typeof supplierUpdateInput>;

export const supplierCreateInput = z.object({ groupIdx: idxRule, ...supplierFields });
export type SupplierCreateInput = z.input<typeof supplierCreateInput>;

export const supplier = z.object({
  supplierIdx: z.number().int(),
  groupIdx: z.number().int(),
  companyName: z.string(),
  businessNo: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  memo: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplier>;

export const supplierList = z.object({
  suppliers: z.array(supplier),
  /** Whether the caller may add, edit and remove suppliers (the group's managers). */
  canEdit: z.boolean(),
});
export type SupplierList = z.infer<typeof supplierList>;

export const supplierListQuery = z.object({ groupIdx: idxParam });
export const supplierParams = z.object({ supplierIdx: idxParam });
