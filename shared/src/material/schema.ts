import { z } from "zod";
import { chosenIdx, idxParam, pageParam, pageSizeParam } from "../validation/rules";
import { optionalText } from "../inventory/fields";
import { typedNumber } from "../inventory/number";

/** How many of a supply there are: a whole number, 0 or more. */
const quantityField = z
  .number({ error: "validation.quantity" })
  .int("validation.quantity")
  .nonnegative("validation.quantity")
  .max(1e9, "validation.quantity");

/** POST /api/material/item.do and PUT /api/material/{materialIdx}.do */
export const materialInput = z.object({
  groupIdx: chosenIdx("validation.groupRequired"),
  name: z
    .string({ error: "validation.itemNameRequired" })
    .trim()
    .min(1, { error: "validation.itemNameRequired", abort: true })
    .max(200, "validation.tooLong"),
  spec: optionalText(200),
  quantity: quantityField,
  consumable: z.boolean({ error: "validation.invalid" }),
  manufacturer: optionalText(200),
  memo: optionalText(2000),
  serialNo: optionalText(100),
});
export type MaterialInput = z.input<typeof materialInput>;

/**
 * The supply form: materialInput with the quantity as the member typed it, read by the one
 * number reader ("1,000", as the supplies table shows it, is one thousand). Its output is the
 * request body.
 */
export const materialFormInput = materialInput.extend({
  quantity: typedNumber("validation.quantity").pipe(quantityField),
});

export const material = z.object({
  materialIdx: z.number().int(),
  groupIdx: z.number().int(),
  name: z.string(),
  spec: z.string().nullable(),
  quantity: z.number().int(),
  consumable: z.boolean(),
  manufacturer: z.string().nullable(),
  memo: z.string().nullable(),
  addedDate: z.string(),
  serialNo: z.string().nullable(),
});
export type Material = z.infer<typeof material>;

/** Route params of /api/material/{materialIdx}.do */
export const materialIdxParams = z.object({
  materialIdx: idxParam,
});

export const materialSortKeys = ["name", "addedDate", "quantity", "manufacturer"] as const;

/** GET /api/material/list.do */
export const materialListQuery = z.object({
  groupIdx: idxParam,
  /** Part of the name, standard, manufacturer or serial number. */
  q: z.string().trim().max(100, "validation.tooLong").optional(),
  consumable: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  sort: z.enum(materialSortKeys).optional().default("addedDate"),
  order: z.enum(["asc", "desc"]).optional().default("desc"),
  page: pageParam,
  size: pageSizeParam(200, 50),
});
export type MaterialListQuery = z.input<typeof materialListQuery>;

export const materialPage = z.object({
  items: z.array(material),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MaterialPage = z.infer<typeof materialPage>;

export const materialDeleted = z.object({ materialIdx: z.number().int() });
