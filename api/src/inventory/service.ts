import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  hillFormula,
  levelInBottleUnit,
  type AmountUnit,
  type InventoryHistoryField,
  type InventoryHistorySource,
  type InventoryItem,
  type InventoryItemValues,
} from "@enote/shared";
import type { z } from "zod";
import type { inventoryBookmarkInput } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { inventoryBookmarks, inventoryHistory, inventoryItems } from "../db/schema";
import { AppError } from "../lib/errors";
import { announceNotifications } from "../notifications/record";
import { requireGroup } from "./access";
import { labToday, syncAlerts } from "./alerts";
import { withChemistry } from "./chemistry";
import { historyEntry } from "./history";
import { loadItem, toItem, type ItemRecord } from "./items";
import { publishItemChange } from "./live";
import { itemStructureColumns } from "../structure/fingerprint";

const base32 = "abcdefghijklmnopqrstuvwxyz234567";

/** 12 characters of base32 from 60 random bits: the item's key in URLs and QR codes. */
export function newRowKey(): string {
  const bytes = randomBytes(12);
  let key = "";
  for (const byte of bytes) key += base32[byte & 31];
  return key;
}

/** The columns an item form sets (everything but identity, pin, creator and state). */
export function itemColumns(values: InventoryItemValues) {
  return {
    groupIdx: values.groupIdx,
    name: values.name,
    nameEn: values.nameEn,
    compound: values.compound,
    casNo: values.casNo,
    smiles: values.smiles,
    formula: values.formula,
    molWeight: values.molWeight,
    density: values.density,
    amount: values.amount,
    unit: values.unit,
    purerate: values.purerate,
    packUnit: values.packUnit,
    location: values.location,
    supplier: values.supplier,
    manufacturer: values.manufacturer,
    company: values.company,
    catalogNo: values.catalogNo,
    memo: values.memo,
    caution: values.caution,
    customPin: values.customPin,
    barcode: values.barcode,
    msdsUrl: values.msdsUrl,
    lbSeqNo: values.lbSeqNo,
    inventoryGroup: values.inventoryGroup,
    isPrivate: values.isPrivate,
    restricted: values.restricted,
    openedOn: values.openedOn,
    expiresOn: values.expiresOn,
    useWithinMonths: values.useWithinMonths,
    lowStockAmount: values.lowStockAmount,
    // A level given without a unit is in the bottle's; no level keeps no unit.
    lowStockUnit: values.lowStockAmount === null ? null : (values.lowStockUnit ?? values.unit),
    lowStockAcross: values.lowStockAcross,
  };
}

/**
 * Why a bottle's low-stock level cannot be kept: its unit does not convert to the bottle's with
 * its MW, density and purity (a level in L for a bottle in g without density). Null when it can.
 */
export function levelProblem(values: InventoryItemValues): { from: AmountUnit; to: AmountUnit } | null {
  if (values.lowStockAmount === null) return null;
  const level = { amount: values.lowStockAmount, unit: values.lowStockUnit ?? values.unit };
  const bottle = { ...values, purerate: values.purerate };
  return levelInBottleUnit(level, bottle) === null ? { from: level.unit, to: values.unit } : null;
}

/** 400 UNIT_NOT_CONVERTIBLE, on the level's unit, when the level cannot be compared with the bottle. */
function requireComparableLevel(values: InventoryItemValues): void {
  const problem = levelProblem(values);
  if (!problem) return;
  throw new AppError("UNIT_NOT_CONVERTIBLE", undefined, {
    params: problem,
    issues: [{ path: ["lowStockUnit"], message: "validation.lowStockUnit", params: problem }],
  });
}

type ItemColumns = ReturnType<typeof itemColumns>;

/**
 * The search keys the api derives from an item's values: its formula in Hill order ("K2CO3" is
 * also found as "CK2O3"). Not a field of the item: never shown, never in its history.
 */
/** Keys the api derives from what the member typed: the Hill formula, the structure's search keys. */
export async function searchKeys(values: Pick<InventoryItemValues, "formula" | "smiles">) {
  return {
    formulaHill: values.formula ? hillFormula(values.formula) : null,
    ...(await itemStructureColumns(values.smiles)),
  };
}

/** A date-only added date is kept at noon UTC, so it reads as the same day in every time zone. */
export function toAddedAt(value: string | null | undefined): Date | null {
  if (!value) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

async function reload(db: Db, actor: Actor, rowKey: string): Promise<InventoryItem> {
  return toItem(await loadItem(db, actor, rowKey, "inventory.read"));
}

export async function createItem(ctx: AppContext, actor: Actor, values: InventoryItemValues): Promise<InventoryItem> {
  await requireGroup(ctx.db, actor, values.groupIdx, "inventory.write");
  const input = await withChemistry(values);
  requireComparableLevel(input);
  const { rowKey, notified } = await ctx.db.transaction(async (tx) => {
    const key = await insertItem(tx, actor, input);
    return { rowKey: key, notified: await syncAlerts(ctx, tx, [key], labToday(ctx), actor.memberIdx) };
  });
  await announceNotifications(ctx, notified);
  await publishItemChange(ctx, input.groupIdx, { rowKey, isPrivate: input.isPrivate });
  return reload(ctx.db, actor, rowKey);
}

/**
 * Inserts a new item with its "created" history entry inside the caller's transaction (the caller
 * has checked the group and publishes the change after commit): how orders bring received bottles in.
 */
export async function insertItem(
  tx: Db,
  actor: Actor,
  input: InventoryItemValues,
  source: InventoryHistorySource = "form",
): Promise<string> {
  const rowKey = newRowKey();
  await tx.insert(inventoryItems).values({
    rowKey,
    ...itemColumns(input),
    ...(await searchKeys(input)),
    creatorIdx: actor.memberIdx,
    addedAt: toAddedAt(input.addedDate) ?? undefined,
  });
  await tx.insert(inventoryHistory).values(historyEntry.created(rowKey, actor.memberIdx, source));
  return rowKey;
}

export async function getItem(ctx: AppContext, actor: Actor, rowKey: string): Promise<InventoryItem> {
  return reload(ctx.db, actor, rowKey);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The names of the fields an update changes, amount and unit aside (those get their own entry). */
function changedFields(before: ItemRecord, after: ItemColumns, addedAt: Date | null): InventoryHistoryField[] {
  const changed: InventoryHistoryField[] = (Object.keys(after) as (keyof ItemColumns)[]).filter(
    (field): field is Exclude<keyof ItemColumns, "amount" | "unit"> =>
      field !== "amount" && field !== "unit" && !sameValue(before[field], after[field]),
  );
  if (addedAt && addedAt.getTime() !== before.addedAt.getTime()) changed.push("addedDate");
  return changed;
}

/** Replaces the item's fields; a new groupIdx moves it to that group (the actor must write there too). */
export async function updateItem(
  ctx: AppContext,
  actor: Actor,
  rowKey: string,
  values: InventoryItemValues,
): Promise<InventoryItem> {
  const input = await withChemistry(values);
  const keys = await searchKeys(input);
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await loadItem(tx, actor, rowKey, "inventory.write", true);
    if (input.groupIdx !== before.groupIdx) await requireGroup(tx, actor, input.groupIdx, "inventory.write");
    requireComparableLevel(input);
    const after = itemColumns(input);
    const addedAt = toAddedAt(input.addedDate);
    const fields = changedFields(before, after, addedAt);
    const amountChanged = before.amount !== after.amount || before.unit !== after.unit;
    if (fields.length === 0 && !amountChanged) return null;
    await tx
      .update(inventoryItems)
      .set({ ...after, ...keys, ...(addedAt ? { addedAt } : {}), modifiedAt: new Date() })
      .where(eq(inventoryItems.rowKey, rowKey));
    const entries: (typeof inventoryHistory.$inferInsert)[] = [];
    if (amountChanged) entries.push(historyEntry.amount(rowKey, actor.memberIdx, before, after));
    if (fields.length > 0) entries.push(historyEntry.updated(rowKey, actor.memberIdx, fields));
    await tx.insert(inventoryHistory).values(entries);
    const notified = await syncAlerts(ctx, tx, [rowKey], labToday(ctx), actor.memberIdx, [before]);
    // Private before or after: the key stays off the feed either way.
    const isPrivate = before.isPrivate || after.isPrivate;
    return { groups: [...new Set([before.groupIdx, input.groupIdx])], isPrivate, notified };
  });
  if (changed) {
    await announceNotifications(ctx, changed.notified);
    for (const groupIdx of changed.groups) {
      await publishItemChange(ctx, groupIdx, { rowKey, isPrivate: changed.isPrivate });
    }
  }
  return reload(ctx.db, actor, rowKey);
}

/** Disuses the item with a reason (an item already disused stays as it was). */
export async function disuseItem(
  ctx: AppContext,
  actor: Actor,
  rowKey: string,
  input: { reason: string },
): Promise<InventoryItem> {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await loadItem(tx, actor, rowKey, "inventory.write", true);
    if (found.disused) return null;
    await tx
      .update(inventoryItems)
      .set({ disusedAt: new Date(), disuseReason: input.reason, modifiedAt: new Date() })
      .where(eq(inventoryItems.rowKey, rowKey));
    await tx.insert(inventoryHistory).values(historyEntry.disused(rowKey, actor.memberIdx, input.reason));
    // A disused bottle is in no state, and no longer counts towards its catalog number's level.
    return { found, notified: await syncAlerts(ctx, tx, [rowKey], labToday(ctx), actor.memberIdx) };
  });
  if (item) {
    await announceNotifications(ctx, item.notified);
    await publishItemChange(ctx, item.found.groupIdx, item.found);
  }
  return reload(ctx.db, actor, rowKey);
}

/** Cancels the disuse: the item is in use again (an item in use stays as it was). */
export async function restoreItem(ctx: AppContext, actor: Actor, rowKey: string): Promise<InventoryItem> {
  const item = await ctx.db.transaction(async (tx) => {
    const found = await loadItem(tx, actor, rowKey, "inventory.write", true);
    if (!found.disused) return null;
    await tx
      .update(inventoryItems)
      .set({ disusedAt: null, disuseReason: null, modifiedAt: new Date() })
      .where(eq(inventoryItems.rowKey, rowKey));
    await tx.insert(inventoryHistory).values(historyEntry.restored(rowKey, actor.memberIdx));
    return { found, notified: await syncAlerts(ctx, tx, [rowKey], labToday(ctx), actor.memberIdx) };
  });
  if (item) {
    await announceNotifications(ctx, item.notified);
    await publishItemChange(ctx, item.found.groupIdx, item.found);
  }
  return reload(ctx.db, actor, rowKey);
}

/** Sets (or, without `bookmark`, toggles) the caller's own bookmark on an item they can see. */
export async function setBookmark(
  ctx: AppContext,
  actor: Actor,
  rowKey: string,
  input: z.output<typeof inventoryBookmarkInput>,
): Promise<{ rowKey: string; bookmark: boolean }> {
  const item = await loadItem(ctx.db, actor, rowKey, "inventory.read");
  const bookmark = input.bookmark ?? !item.bookmark;
  if (bookmark) {
    await ctx.db.insert(inventoryBookmarks).values({ memberIdx: actor.memberIdx, rowKey }).onConflictDoNothing();
  } else {
    await ctx.db
      .delete(inventoryBookmarks)
      .where(and(eq(inventoryBookmarks.memberIdx, actor.memberIdx), eq(inventoryBookmarks.rowKey, rowKey)));
  }
  return { rowKey, bookmark };
}
