import type { Response } from "express";
import {
  formatDate,
  type ExportFormat,
  type InventoryItem,
  type inventoryExportQuery,
  type Locale,
} from "@enote/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import { apiCacheControl } from "../lib/answer";
import { requireGroup } from "./access";
import { writeCsv, writeXlsx } from "./files";
import { eachItem } from "./list";

const contentTypes = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** Streams every item the filters match as CSV or XLSX, a batch at a time. */
export async function exportItems(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof inventoryExportQuery>,
  res: Response,
  locale: Locale,
): Promise<void> {
  // Checked before the first byte: once streaming, a refusal could no longer be an error body.
  await requireGroup(ctx.db, actor, query.groupIdx, "inventory.read");
  const { format, ...filters } = query;
  const day = formatDate(new Date(), ctx.env.ENOTE_TIME_ZONE).replace(/-/g, "");
  await sendFile(ctx, res, locale, format, `inventory-${query.groupIdx}-${day}`, eachItem(ctx, actor, filters));
}

/** The file to fill in for an import: the export's header row, in the caller's language, and no items. */
export async function sendTemplate(ctx: AppContext, res: Response, locale: Locale, format: ExportFormat) {
  await sendFile(ctx, res, locale, format, "inventory-template", noItems());
}

/** An export of no items. */
async function* noItems(): AsyncGenerator<InventoryItem> {}

/** Streams items as a CSV or XLSX download named `baseName`, with the header row in `locale`. */
async function sendFile(
  ctx: AppContext,
  res: Response,
  locale: Locale,
  format: ExportFormat,
  baseName: string,
  items: AsyncIterable<InventoryItem>,
): Promise<void> {
  res.status(200);
  res.setHeader("Content-Type", contentTypes[format]);
  res.setHeader("Content-Disposition", `attachment; filename="${baseName}.${format}"`);
  res.setHeader("Cache-Control", apiCacheControl);
  try {
    const write = format === "xlsx" ? writeXlsx : writeCsv;
    await write(res, { locale, timeZone: ctx.env.ENOTE_TIME_ZONE }, items);
  } catch (error) {
    // Too late for an error body: cut the download so the client sees it fail, not end short.
    ctx.log.error({ err: error, file: baseName }, "inventory export failed");
    res.destroy();
  }
}
