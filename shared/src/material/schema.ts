import { z } from "zod";
import { chosenIdx, idxParam, pageParam, pageSizeParam } from "../validation/rules";
import { optionalText } from "../inventory/fields";

/** POST /api/material/item.do and PUT /api/material/{materialIdx}.do */
export const materialInput = z.object({
  groupIdx: chosenIdx("validation.groupRequired"),
  name: z
    .string({ error: "validation.itemNameRequired" })
    .trim()
    .min(1, { error: "validation.itemNameRequired", abort: true })
    .max(200, "validation.tooLong"),
  spec: optionalText(200),
  quantity: z.number({ error: "validation.amount" }).int("validation.amount").nonnegative("validation.amount").max(1e9),
  consumable: z.boolean({ error: "validation.invalid" }),
  manufacturer: optionalText(200),
  memo: optionalText(2000),
  serialNo: optionalText(100),
});
export type MaterialInput = z.input<typeof materialInput>;

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
