import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from "drizzle-orm";
import { type InventoryItem, type InventoryListItem } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { groupMembers, inventoryAlerts, inventoryBookmarks, inventoryItems, members } from "../db/schema";
import { AppError } from "../lib/errors";
import { memberLeft, memberName } from "../members/name";
import { standingOf } from "../groups/queries";
import { itemDecision } from "./access";

export type ItemRow = Omit<
  typeof inventoryItems.$inferSelect,
  "searchText" | "searchBigrams" | "searchHead" | "formulaHill"
>;

// The search columns are only matched against, never read back.
const {
  formulaHill: _formulaHill,
  searchText: _searchText,
  searchBigrams: _searchBigrams,
  searchHead: _searchHead,
  ...itemColumns
} = getTableColumns(inventoryItems);

/**
 * Below its level now: the state the last change or daily check recorded (alerts.ts), a probe of
 * the alerts' primary key.
 */
const lowStock = sql<boolean>`EXISTS (SELECT 1 FROM ${inventoryAlerts} WHERE ${inventoryAlerts.rowKey} = ${inventoryItems.rowKey} AND ${inventoryAlerts.kind} = 'lowStock')`;

/** An item row with its creator's name and the caller's bookmark, as every item query selects it. */
export const itemSelection = {
  ...itemColumns,
  creatorName: memberName(members),
  creatorLeft: memberLeft(members),
  bookmark: sql<boolean>`(${inventoryBookmarks.memberIdx} IS NOT NULL)`,
  lowStock,
};
export type ItemRecord = ItemRow & { creatorName: string; creatorLeft: boolean; bookmark: boolean; lowStock: boolean };

/** What a row of the list shows (InventoryListItem), with the creator's name and the caller's bookmark. */
export const listSelection = {
  rowKey: inventoryItems.rowKey,
  groupIdx: inventoryItems.groupIdx,
  name: inventoryItems.name,
  nameEn: inventoryItems.nameEn,
  casNo: inventoryItems.casNo,
  amount: inventoryItems.amount,
  unit: inventoryItems.unit,
  purerate: inventoryItems.purerate,
  location: inventoryItems.location,
  supplier: inventoryItems.supplier,
  manufacturer: inventoryItems.manufacturer,
  catalogNo: inventoryItems.catalogNo,
  pinNo: inventoryItems.pinNo,
  customPin: inventoryItems.customPin,
  barcode: inventoryItems.barcode,
  addedAt: inventoryItems.addedAt,
  disused: inventoryItems.disused,
  creatorIdx: inventoryItems.creatorIdx,
  inventoryGroup: inventoryItems.inventoryGroup,
  isPrivate: inventoryItems.isPrivate,
  restricted: inventoryItems.restricted,
  // As text: the list's rows are read raw (preparedRows), where a date would become a Date.
  expiresDue: sql<string | null>`${inventoryItems.expiresDue}::text`,
  lowStock,
  creatorName: itemSelection.creatorName,
  creatorLeft: itemSelection.creatorLeft,
  bookmark: itemSelection.bookmark,
};
export type ListRecord = Pick<ItemRecord, Exclude<keyof typeof listSelection, "expiresDue">> & {
  expiresDue: string | null;
};

/** The item query: creator joined, the caller's bookmark left-joined. Add where/order/limit. */
export function selectItems(db: Db, memberIdx: number) {
  return db
    .select(itemSelection)
    .from(inventoryItems)
    .innerJoin(members, eq(members.memberIdx, inventoryItems.creatorIdx))
    .leftJoin(inventoryBookmarks, callersBookmark(memberIdx));
}

/** The list's rows (listSelection), joined like selectItems; `extra` fields beside. */
export function selectListItems<E extends Record<string, SQL.Aliased>>(
  db: Pick<Db, "select">,
  memberIdx: number | Placeholder,
  extra: E,
) {
  return db
    .select({ ...listSelection, ...extra })
    .from(inventoryItems)
    .innerJoin(members, eq(members.memberIdx, inventoryItems.creatorIdx))
    .leftJoin(inventoryBookmarks, callersBookmark(memberIdx));
}

/**
 * Like selectItems, with the caller's managing flag in each item's group (`isManager`; null when
 * not a member), for deciding item by item what the caller may see (itemDecision).
 */
export function selectItemsWithStanding(db: Db, memberIdx: number) {
  return db
    .select({ ...itemSelection, isManager: groupMembers.isManager })
    .from(inventoryItems)
    .innerJoin(members, eq(members.memberIdx, inventoryItems.creatorIdx))
    .leftJoin(inventoryBookmarks, callersBookmark(memberIdx))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupIdx, inventoryItems.groupIdx), eq(groupMembers.memberIdx, memberIdx)),
    );
}

/** The join condition of the caller's own bookmark of an item. */
export function callersBookmark(memberIdx: number | Placeholder): SQL | undefined {
  return and(eq(inventoryBookmarks.rowKey, inventoryItems.rowKey), eq(inventoryBookmarks.memberIdx, memberIdx));
}

/** Private items only their creator sees (unless the caller sees all of the group's private items). */
export function visibleTo(memberIdx: number | Placeholder, seesAllPrivate: boolean): SQL | undefined {
  if (seesAllPrivate) return undefined;
  return sql`(NOT ${inventoryItems.isPrivate} OR ${inventoryItems.creatorIdx} = ${memberIdx})`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toItem(row: ItemRecord): InventoryItem {
  return {
    ...toListItem(row),
    compound: row.compound,
    smiles: row.smiles,
    // As the member entered it; its Hill order is only a search key (formula_hill).
    formula: row.formula,
    molWeight: row.molWeight,
    density: row.density,
    structureImage:
      row.structureFile && row.structureType && row.structureSize !== null && row.structureUploadedAt
        ? { type: row.structureType, size: row.structureSize, uploadedAt: row.structureUploadedAt.toISOString() }
        : null,
    packUnit: row.packUnit,
    company: row.company,
    memo: row.memo,
    caution: row.caution,
    msdsUrl: row.msdsUrl,
    msdsFile:
      row.msdsFile && row.msdsSize !== null && row.msdsUploadedAt
        ? { size: row.msdsSize, uploadedAt: row.msdsUploadedAt.toISOString() }
        : null,
    disuseDate: iso(row.disusedAt),
    disuseReason: row.disuseReason,
    lbSeqNo: row.lbSeqNo,
    modifiedDate: row.modifiedAt.toISOString(),
    openedOn: row.openedOn,
    expiresOn: row.expiresOn,
    useWithinMonths: row.useWithinMonths,
    lowStockAmount: row.lowStockAmount,
    lowStockUnit: row.lowStockUnit,
    lowStockAcross: row.lowStockAcross,
  };
}

export function toListItem(row: ListRecord): InventoryListItem {
  return {
    rowKey: row.rowKey,
    groupIdx: row.groupIdx,
    name: row.name,
    nameEn: row.nameEn,
    casNo: row.casNo,
    amount: row.amount,
    unit: row.unit,
    purerate: row.purerate,
    location: row.location,
    supplier: row.supplier,
    manufacturer: row.manufacturer,
    catalogNo: row.catalogNo,
    pinNo: row.pinNo,
    customPin: row.customPin,
    barcode: row.barcode,
    addedDate: row.addedAt.toISOString(),
    disused: row.disused,
    creator: { memberIdx: row.creatorIdx, name: row.creatorName, left: row.creatorLeft },
    inventoryGroup: row.inventoryGroup,
    bookmark: row.bookmark,
    isPrivate: row.isPrivate,
    restricted: row.restricted,
    expiresDue: row.expiresDue,
    lowStock: row.lowStock,
  };
}

/**
 * The item as the actor may see it, after the access check: 404 when it does not exist, is in a
 * group the actor is not in, or is private and not theirs; 403 when `action` is refused.
 * Pass a transaction and `lock` to hold the row until it commits.
 */
export async function loadItem(
  db: Db,
  actor: Actor,
  rowKey: string,
  action: "inventory.read" | "inventory.write",
  lock = false,
): Promise<ItemRecord> {
  let query = selectItemsWithStanding(db, actor.memberIdx).where(eq(inventoryItems.rowKey, rowKey)).$dynamic();
  if (lock) query = query.for("update", { of: inventoryItems });
  const [found] = await query;
  if (!found) throw new AppError("NOT_FOUND");
  const { isManager, ...item } = found;
  const decision = itemDecision(actor, standingOf(isManager), item, action);
  if (!decision.allowed) throw new AppError(decision.code);
  return item;
}
