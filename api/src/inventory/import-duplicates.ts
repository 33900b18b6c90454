import { and, eq, inArray } from "drizzle-orm";
import { pinNoPattern, type GroupStanding, type InventoryImportRow } from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { inventoryItems } from "../db/schema";
import { itemDecision } from "./access";

export type DuplicateOf = NonNullable<InventoryImportRow["duplicateOf"]>;

/** A PIN as the export writes it (P000012); a hand-typed "p000012 " reads the same. */
export function pinOf(text: string | undefined): string | null {
  const pin = text?.trim().toUpperCase() ?? "";
  return pinNoPattern.test(pin) ? pin : null;
}

/**
 * The bottles of the group that already carry one of `pins` (rows of the app's own export read
 * back), by PIN. Only bottles the actor sees count: another member's private bottle is not
 * revealed by an import, and a PIN of another lab's inventory is a new bottle here.
 */
export async function existingBottles(
  db: Db,
  actor: Actor,
  standing: GroupStanding,
  groupIdx: number,
  pins: readonly string[],
): Promise<Map<string, DuplicateOf>> {
  if (pins.length === 0) return new Map();
  const found = await db
    .select({
      rowKey: inventoryItems.rowKey,
      pinNo: inventoryItems.pinNo,
      name: inventoryItems.name,
      disused: inventoryItems.disused,
      isPrivate: inventoryItems.isPrivate,
      creatorIdx: inventoryItems.creatorIdx,
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.groupIdx, groupIdx), inArray(inventoryItems.pinNo, [...new Set(pins)])));
  return new Map(
    found
      .filter((item) => itemDecision(actor, standing, item, "inventory.read").allowed)
      .map(({ rowKey, pinNo, name, disused }) => [pinNo, { rowKey, pinNo, name, disused }]),
  );
}
