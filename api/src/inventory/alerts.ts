// The reagent life cycle's alerts (issue 40): a bottle is expired, expiring within 30 days, or
// below its low-stock level. inventory_alerts holds the states a bottle is in now: a row appears
// when a state begins (and the group's managers and the bottle's users are told, once) and is
// deleted when it ends, so a state that comes back tells them again. Every change to a bottle
// (form, import, use from stock, disuse) brings its states up to date at once; the daily check
// (an outbox job at ENOTE_INVENTORY_CHECK_HOUR in ENOTE_TIME_ZONE) does it for the days passing.
import { and, asc, eq, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import {
  addDays,
  expiringWithinDays,
  expiryState,
  formatDate,
  isBelowLevel,
  type InventoryAlerts,
  type InventoryAlertState,
  type NotificationKind,
} from "@enote/shared";
import type { Actor } from "../auth/actor";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { groupMembers, inventoryAlerts, inventoryHistory, inventoryItems, members } from "../db/schema";
import { announceNotifications, notify } from "../notifications/record";
import { nextLocalHour } from "../notifications/digest-time";
import { enqueue, registerOutboxHandler } from "../outbox";
import { requireGroup, seesAllPrivate } from "./access";
import { visibleTo } from "./items";

/** The lab's day now (YYYY-MM-DD in ENOTE_TIME_ZONE): what "expired" and "expiring" are counted from. */
export function labToday(ctx: Pick<AppContext, "env">, now: Date = new Date()): string {
  return formatDate(now, ctx.env.ENOTE_TIME_ZONE);
}

const notificationKinds: Record<InventoryAlertState, NotificationKind> = {
  expired: "inventoryExpired",
  expiring: "inventoryExpiring",
  lowStock: "inventoryLowStock",
};

/** What deciding a bottle's states reads. */
const facts = {
  rowKey: inventoryItems.rowKey,
  groupIdx: inventoryItems.groupIdx,
  pinSeq: inventoryItems.pinSeq,
  isPrivate: inventoryItems.isPrivate,
  creatorIdx: inventoryItems.creatorIdx,
  disused: inventoryItems.disused,
  amount: inventoryItems.amount,
  unit: inventoryItems.unit,
  molWeight: inventoryItems.molWeight,
  density: inventoryItems.density,
  purerate: inventoryItems.purerate,
  catalogNo: inventoryItems.catalogNo,
  expiresDue: inventoryItems.expiresDue,
  lowStockAmount: inventoryItems.lowStockAmount,
  lowStockUnit: inventoryItems.lowStockUnit,
  lowStockAcross: inventoryItems.lowStockAcross,
};
const selectBottles = (db: Db, where: SQL | undefined) => db.select(facts).from(inventoryItems).where(where);
type Bottle = Awaited<ReturnType<typeof selectBottles>>[number];

const catalogKey = (groupIdx: number, catalogNo: string) => `${groupIdx}\u0000${catalogNo}`;
const countsAcross = (b: Bottle): b is Bottle & { catalogNo: string } =>
  b.lowStockAcross && b.lowStockAmount !== null && b.catalogNo !== null && !b.disused;

/** (group, catalog number) IN the given pairs. */
function ofCatalogs(pairs: { groupIdx: number; catalogNo: string }[]): SQL {
  const list = sql.join(
    pairs.map((p) => sql`(${p.groupIdx}::int, ${p.catalogNo}::text)`),
    sql`, `,
  );
  return sql`(${inventoryItems.groupIdx}, ${inventoryItems.catalogNo}) IN (${list})`;
}

function distinctCatalogs(
  bottles: { groupIdx: number; catalogNo: string | null }[],
): { groupIdx: number; catalogNo: string }[] {
  const seen = new Map<string, { groupIdx: number; catalogNo: string }>();
  for (const b of bottles) {
    if (b.catalogNo !== null)
      seen.set(catalogKey(b.groupIdx, b.catalogNo), { groupIdx: b.groupIdx, catalogNo: b.catalogNo });
  }
  return [...seen.values()];
}

/** The states a bottle is in on `today`; `stock` holds the in-use bottles of each levelled catalog number. */
function statesOf(bottle: Bottle, today: string, stock: Map<string, Bottle[]>): InventoryAlertState[] {
  if (bottle.disused) return [];
  const states: InventoryAlertState[] = [];
  const expiry = expiryState(bottle.expiresDue, today);
  if (expiry) states.push(expiry);
  if (bottle.lowStockAmount !== null) {
    const level = { amount: bottle.lowStockAmount, unit: bottle.lowStockUnit ?? bottle.unit };
    const counted = countsAcross(bottle) ? stock.get(catalogKey(bottle.groupIdx, bottle.catalogNo)) : undefined;
    if (isBelowLevel(bottle, level, counted ?? [bottle])) states.push("lowStock");
  }
  return states;
}

/** Who hears of a bottle's alerts: the group's active managers and the members of the group who used it. */
async function recipientsOf(db: Db, bottle: Bottle): Promise<number[]> {
  const managers = await db
    .select({ memberIdx: groupMembers.memberIdx })
    .from(groupMembers)
    .innerJoin(members, eq(members.memberIdx, groupMembers.memberIdx))
    .where(
      and(eq(groupMembers.groupIdx, bottle.groupIdx), eq(groupMembers.isManager, true), eq(members.status, "ACTIVE")),
    );
  const users = await db
    .selectDistinct({ memberIdx: inventoryHistory.memberIdx })
    .from(inventoryHistory)
    .innerJoin(
      groupMembers,
      and(eq(groupMembers.memberIdx, inventoryHistory.memberIdx), eq(groupMembers.groupIdx, bottle.groupIdx)),
    )
    .innerJoin(members, eq(members.memberIdx, inventoryHistory.memberIdx))
    .where(
      and(eq(inventoryHistory.rowKey, bottle.rowKey), eq(inventoryHistory.kind, "used"), eq(members.status, "ACTIVE")),
    );
  // A private bottle exists only for its creator and the managers: no one else hears of it.
  const seeing = users.map((u) => u.memberIdx).filter((idx) => !bottle.isPrivate || idx === bottle.creatorIdx);
  return [...managers.map((m) => m.memberIdx), ...seeing];
}

/** The link of a bottle's notifications: its item page. */
export const itemLink = (rowKey: string) => `/inventory/experiment/${rowKey}`;

/**
 * Brings the alert states of the given bottles up to date in `tx` (the transaction of the change
 * that may have moved them), and of the bottles whose level counts them (the same catalog number
 * with lowStockAcross). Each state that begins is recorded and notified once; each that ended is
 * deleted. `actorIdx` caused the change (never notified of it); null for the daily check.
 * `formerCatalogs`: catalog numbers the bottles had before the change, whose levels lost them.
 * Answers who was notified: pass them to announceNotifications after the commit.
 */
export async function syncAlerts(
  ctx: Pick<AppContext, "mail" | "env">,
  tx: Db,
  rowKeys: string[],
  today: string,
  actorIdx: number | null,
  formerCatalogs: { groupIdx: number; catalogNo: string | null }[] = [],
): Promise<number[]> {
  if (rowKeys.length === 0) return [];
  const bottles: Bottle[] = await selectBottles(tx, inArray(inventoryItems.rowKey, rowKeys));
  const catalogs = distinctCatalogs([...bottles, ...formerCatalogs]);
  if (catalogs.length > 0) {
    const known = new Set(bottles.map((b) => b.rowKey));
    const levelled = await selectBottles(
      tx,
      and(
        eq(inventoryItems.disused, false),
        isNotNull(inventoryItems.lowStockAmount),
        eq(inventoryItems.lowStockAcross, true),
        ofCatalogs(catalogs),
      ),
    );
    bottles.push(...levelled.filter((b) => !known.has(b.rowKey)));
  }
  const stock = new Map<string, Bottle[]>();
  const acrossCatalogs = distinctCatalogs(bottles.filter(countsAcross));
  if (acrossCatalogs.length > 0) {
    const inUse = await selectBottles(tx, and(eq(inventoryItems.disused, false), ofCatalogs(acrossCatalogs)));
    for (const b of inUse) {
      const key = catalogKey(b.groupIdx, b.catalogNo ?? "");
      stock.set(key, [...(stock.get(key) ?? []), b]);
    }
  }
  const keys = bottles.map((b) => b.rowKey);
  const existing = await tx.select().from(inventoryAlerts).where(inArray(inventoryAlerts.rowKey, keys));
  const notified: number[] = [];
  for (const bottle of bottles) {
    const now = new Set(statesOf(bottle, today, stock));
    const had = existing.filter((row) => row.rowKey === bottle.rowKey);
    const ended = had.filter((row) => !now.has(row.kind)).map((row) => row.kind);
    if (ended.length > 0) {
      await tx
        .delete(inventoryAlerts)
        .where(and(eq(inventoryAlerts.rowKey, bottle.rowKey), inArray(inventoryAlerts.kind, ended)));
    }
    // A bottle moved to another group keeps its states there, without telling anyone again.
    if (had.some((row) => now.has(row.kind) && row.groupIdx !== bottle.groupIdx)) {
      await tx
        .update(inventoryAlerts)
        .set({ groupIdx: bottle.groupIdx })
        .where(eq(inventoryAlerts.rowKey, bottle.rowKey));
    }
    const begun = [...now].filter((kind) => !had.some((row) => row.kind === kind));
    if (begun.length === 0) continue;
    // A check running beside a change inserts the same row once: only the one that did notifies.
    const inserted = await tx
      .insert(inventoryAlerts)
      .values(begun.map((kind) => ({ rowKey: bottle.rowKey, kind, groupIdx: bottle.groupIdx })))
      .onConflictDoNothing()
      .returning({ kind: inventoryAlerts.kind });
    if (inserted.length === 0) continue;
    const recipients = await recipientsOf(tx, bottle);
    for (const { kind } of inserted) {
      const told = await notify(ctx, tx, {
        kind: notificationKinds[kind],
        actorIdx,
        recipients,
        subjectType: "inventory",
        subjectIdx: bottle.pinSeq,
        link: itemLink(bottle.rowKey),
      });
      notified.push(...told);
    }
  }
  return [...new Set(notified)];
}

/** Bottles one transaction of the daily check goes through. */
const checkBatch = 500;

/**
 * The daily check: every bottle that may be in a state on the lab's day `now` (in use and due
 * within 30 days, or with a level) or was in one, group by group, a batch per transaction.
 */
export async function checkInventory(ctx: AppContext, now: Date = new Date()): Promise<void> {
  const today = labToday(ctx, now);
  const soon = addDays(today, expiringWithinDays);
  const candidates = or(lte(inventoryItems.expiresDue, soon), isNotNull(inventoryItems.lowStockAmount));
  const groupsWithCandidates = await ctx.db
    .selectDistinct({ groupIdx: inventoryItems.groupIdx })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.disused, false), candidates));
  const groupsWithAlerts = await ctx.db.selectDistinct({ groupIdx: inventoryAlerts.groupIdx }).from(inventoryAlerts);
  const groupIdxs = [...new Set([...groupsWithCandidates, ...groupsWithAlerts].map((g) => g.groupIdx))];
  for (const groupIdx of groupIdxs) {
    const inState = await ctx.db
      .select({ rowKey: inventoryItems.rowKey })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.groupIdx, groupIdx), eq(inventoryItems.disused, false), candidates));
    const recorded = await ctx.db
      .select({ rowKey: inventoryAlerts.rowKey })
      .from(inventoryAlerts)
      .where(eq(inventoryAlerts.groupIdx, groupIdx));
    const keys = [...new Set([...inState, ...recorded].map((row) => row.rowKey))];
    for (let start = 0; start < keys.length; start += checkBatch) {
      const batch = keys.slice(start, start + checkBatch);
      const notified = await ctx.db.transaction((tx) => syncAlerts(ctx, tx, batch, today, null));
      await announceNotifications(ctx, notified);
    }
  }
}

const checkJob = "inventory.dailyCheck";

/** Enqueues the next daily check (no-op while one waits): every api process does as it starts. */
export async function scheduleInventoryCheck(ctx: AppContext, now: Date = new Date()): Promise<void> {
  const runAt = nextLocalHour(now, ctx.env.ENOTE_TIME_ZONE, ctx.env.ENOTE_INVENTORY_CHECK_HOUR);
  await enqueue(ctx.db, checkJob, { day: labToday(ctx, runAt) }, { dedupeKey: "daily", runAt });
  ctx.outbox.wake();
}

registerOutboxHandler({
  kind: checkJob,
  async run(ctx) {
    // The claimed job no longer holds the key: the next day's is enqueued first, so a failing
    // check is retried and tomorrow's still comes.
    await scheduleInventoryCheck(ctx);
    await checkInventory(ctx);
  },
});

/** GET /api/inventory/alerts.do: the group's bottles in a state now, as the caller may see them, by kind and pin. */
export async function listAlerts(ctx: AppContext, actor: Actor, groupIdx: number): Promise<InventoryAlerts> {
  const standing = await requireGroup(ctx.db, actor, groupIdx, "inventory.read");
  const rows = await ctx.db
    .select({
      kind: inventoryAlerts.kind,
      since: inventoryAlerts.since,
      rowKey: inventoryItems.rowKey,
      pinNo: inventoryItems.pinNo,
      name: inventoryItems.name,
      amount: inventoryItems.amount,
      unit: inventoryItems.unit,
      location: inventoryItems.location,
      catalogNo: inventoryItems.catalogNo,
      expiresDue: inventoryItems.expiresDue,
      lowStockAmount: inventoryItems.lowStockAmount,
      lowStockUnit: inventoryItems.lowStockUnit,
      lowStockAcross: inventoryItems.lowStockAcross,
    })
    .from(inventoryAlerts)
    .innerJoin(inventoryItems, eq(inventoryItems.rowKey, inventoryAlerts.rowKey))
    .where(
      and(
        eq(inventoryAlerts.groupIdx, groupIdx),
        eq(inventoryItems.groupIdx, groupIdx),
        visibleTo(actor.memberIdx, seesAllPrivate(actor, standing)),
      ),
    )
    .orderBy(asc(inventoryAlerts.kind), asc(inventoryItems.pinSeq));
  return {
    alerts: rows.map(({ kind, since, ...item }) => ({ kind, since: since.toISOString(), item })),
  };
}
