import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type {
  InventoryAlerts,
  InventoryItem,
  InventoryItemInput,
  InventoryPage,
  NotificationKind,
  NotificationList,
} from "@enote/shared";
import type { AppContext } from "../context";
import { inventoryItems, notifications } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type ErrorBody, type Result, type TestMember } from "../test/factories";
import { buildLab, createLabBook, type Lab } from "../test/labbooks";
import { checkInventory, labToday } from "./alerts";
import { addItem, ethanol } from "./fixtures";

/*
 * Issue 40: a bottle's expiry and low-stock states, computed in the lab's time zone and across
 * units, told to the group's managers and the bottle's users once per change.
 */

let app: TestApp;
let lab: Lab;
let lbIdx: number;
let ctx: AppContext;

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  lbIdx = (await createLabBook(app, lab.writer.token, lab.projectIdx)).lbIdx;
  ctx = app.server.ctx;
});
afterAll(async () => {
  await app?.close();
});

const bottle = (overrides: Partial<InventoryItemInput> = {}) =>
  addItem(app, lab.writer.token, ethanol(lab.groupIdx, { catalogNo: null, ...overrides }));

const itemOf = async (rowKey: string, member: TestMember = lab.writer) =>
  ok(await app.call<Result<InventoryItem>>("GET", `/api/inventory/${rowKey}.do`, { token: member.token }));

const edit = (item: InventoryItem, overrides: Partial<InventoryItemInput>, member: TestMember = lab.writer) =>
  app.call<Result<InventoryItem> & Partial<ErrorBody>>("PUT", `/api/inventory/${item.rowKey}.do`, {
    token: member.token,
    body: { ...ethanol(lab.groupIdx), ...item, caution: item.caution, addedDate: undefined, ...overrides },
  });

const use = (rowKey: string, amount: number, unit: string, member: TestMember = lab.writer) =>
  app.call<Result<unknown>>("POST", `/api/inventory/${rowKey}/use.do`, {
    token: member.token,
    body: { amount, unit, lbIdx },
  });

async function pinSeqOf(rowKey: string): Promise<number> {
  const [row] = await app.database.db
    .select({ pinSeq: inventoryItems.pinSeq })
    .from(inventoryItems)
    .where(eq(inventoryItems.rowKey, rowKey));
  return row?.pinSeq ?? -1;
}

/** Who was told what about the bottle, in order: "kind→memberIdx". */
async function told(rowKey: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ kind: notifications.kind, recipientIdx: notifications.recipientIdx })
    .from(notifications)
    .where(and(eq(notifications.subjectType, "inventory"), eq(notifications.subjectIdx, await pinSeqOf(rowKey))))
    .orderBy(notifications.notificationIdx);
  return rows.map((row) => `${row.kind}→${row.recipientIdx}`);
}

const to = (kind: NotificationKind, ...who: TestMember[]) => who.map((m) => `${kind}→${m.memberIdx}`);

/** The same app in another lab time zone. */
const inZone = (timeZone: string): AppContext => ({ ...ctx, env: { ...ctx.env, ENOTE_TIME_ZONE: timeZone } });

/** Noon UTC of a day. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe("expiry", () => {
  it("counts the due day in the lab's time zone: due today is expiring, expired from the next day", async () => {
    const item = await bottle({ name: "Due at the date line", expiresOn: "2031-03-01" });
    // 20:00 UTC on 1 March is already 2 March in Seoul, still 1 March in Los Angeles.
    const evening = new Date("2031-03-01T20:00:00Z");
    await checkInventory(inZone("America/Los_Angeles"), evening);
    expect(await told(item.rowKey)).toEqual(to("inventoryExpiring", lab.manager));
    await checkInventory(inZone("Asia/Seoul"), evening);
    expect(await told(item.rowKey)).toEqual([
      ...to("inventoryExpiring", lab.manager),
      ...to("inventoryExpired", lab.manager),
    ]);
  });

  it("tells the managers and the bottle's users once per change, not every day, and again when it comes back", async () => {
    const item = await bottle({ name: "Acetone, opened", amount: 500, openedOn: "2031-01-10", useWithinMonths: 6 });
    expect(item.expiresDue).toBe("2031-07-10");
    ok(await use(item.rowKey, 5, "mL", lab.owner));
    await checkInventory(ctx, noon("2031-06-01"));
    expect(await told(item.rowKey)).toEqual([]);
    await checkInventory(ctx, noon("2031-06-10"));
    await checkInventory(ctx, noon("2031-06-11"));
    await checkInventory(ctx, noon("2031-07-10"));
    expect(await told(item.rowKey)).toEqual(to("inventoryExpiring", lab.manager, lab.owner));
    await checkInventory(ctx, noon("2031-07-11"));
    await checkInventory(ctx, noon("2031-07-12"));
    const expired = [
      ...to("inventoryExpiring", lab.manager, lab.owner),
      ...to("inventoryExpired", lab.manager, lab.owner),
    ];
    expect(await told(item.rowKey)).toEqual(expired);
    const alerts = ok(
      await app.call<Result<InventoryAlerts>>("GET", `/api/inventory/alerts.do?groupIdx=${lab.groupIdx}`, {
        token: lab.manager.token,
      }),
    );
    expect(alerts.alerts.filter((a) => a.item.rowKey === item.rowKey).map((a) => a.kind)).toEqual(["expired"]);
    // A new expiry ends the state (checked at once); it coming back later tells them again.
    ok(await edit(await itemOf(item.rowKey), { expiresOn: "2032-01-31" }));
    await checkInventory(ctx, noon("2031-07-13"));
    expect(await told(item.rowKey)).toEqual(expired);
    await checkInventory(ctx, noon("2032-01-05"));
    expect(await told(item.rowKey)).toEqual([...expired, ...to("inventoryExpiring", lab.manager, lab.owner)]);
  });

  it("filters the list by expired and expiring within 30 days of the lab's today", async () => {
    const today = labToday(ctx);
    const day = (offset: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + offset);
      return d.toISOString().slice(0, 10);
    };
    const names = { gone: "Filter: expired yesterday", last: "Filter: due today", soon: "Filter: due in 30 days" };
    await bottle({ name: names.gone, expiresOn: day(-1) });
    await bottle({ name: names.last, expiresOn: day(0) });
    await bottle({ name: names.soon, expiresOn: day(30) });
    await bottle({ name: "Filter: due in 31 days", expiresOn: day(31) });
    const listed = async (alert: string) => {
      const page = ok(
        await app.call<Result<InventoryPage>>(
          "GET",
          `/api/inventory/list.do?groupIdx=${lab.groupIdx}&alert=${alert}&q=filter&size=50`,
          { token: lab.writer.token },
        ),
      );
      return page.items.map((i) => i.name).sort();
    };
    expect(await listed("expired")).toEqual([names.gone]);
    const plain = ok(
      await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&alert=expired`, {
        token: lab.writer.token,
      }),
    );
    expect(plain.items.map((i) => i.name)).toEqual([names.gone]);
    expect(await listed("expiring")).toEqual([names.last, names.soon].sort());
  });
});

describe("low stock", () => {
  it("compares a bottle in mL with a level in L, and tells the managers at once when use takes it below", async () => {
    const item = await bottle({ name: "Toluene", amount: 700, unit: "mL", lowStockAmount: 0.5, lowStockUnit: "L" });
    expect(item).toMatchObject({ lowStock: false, lowStockAmount: 0.5, lowStockUnit: "L" });
    ok(await use(item.rowKey, 200, "mL"));
    expect((await itemOf(item.rowKey)).lowStock).toBe(false);
    ok(await use(item.rowKey, 0.001, "L"));
    expect((await itemOf(item.rowKey)).lowStock).toBe(true);
    expect(await told(item.rowKey)).toEqual(to("inventoryLowStock", lab.manager));
    // Still below: neither the next use nor the daily check tells anyone again.
    ok(await use(item.rowKey, 10, "mL"));
    await checkInventory(ctx);
    expect(await told(item.rowKey)).toEqual(to("inventoryLowStock", lab.manager));
    const bell = ok(
      await app.call<Result<NotificationList>>("GET", "/api/notification/list.do", { token: lab.manager.token }),
    );
    const alert = bell.items.find((n) => n.kind === "inventoryLowStock" && n.subject.title === "Toluene");
    expect(alert?.link).toBe(`/inventory/experiment/${item.rowKey}`);
    // Restocked above the level: the state ends; taken below again, the managers hear again.
    ok(await edit(await itemOf(item.rowKey), { amount: 1000, unit: "mL" }));
    expect((await itemOf(item.rowKey)).lowStock).toBe(false);
    ok(await use(item.rowKey, 600, "mL"));
    expect(await told(item.rowKey)).toEqual(to("inventoryLowStock", lab.manager, lab.manager));
  });

  it("counts every in-use bottle of the catalog number, each converted, for a level across bottles", async () => {
    const catalogNo = "ACN-2500";
    // 1.2 L of acetonitrile in two bottles, one kept in g (0.786 g/mL): 400 g is 508.9 mL.
    // Alone, the levelled bottle is below its litre; with the other, not.
    const levelled = await bottle({
      name: "Acetonitrile A",
      catalogNo,
      amount: 700,
      unit: "mL",
      lowStockAmount: 1,
      lowStockUnit: "L",
      lowStockAcross: true,
    });
    expect((await itemOf(levelled.rowKey)).lowStock).toBe(true);
    const other = await bottle({ name: "Acetonitrile B", catalogNo, amount: 400, unit: "g", density: 0.786 });
    expect((await itemOf(levelled.rowKey)).lowStock).toBe(false);
    // 200 g (254.5 mL) left: 954.5 mL in all, below the litre.
    ok(await use(other.rowKey, 200, "g"));
    expect((await itemOf(levelled.rowKey)).lowStock).toBe(true);
    expect(await told(levelled.rowKey)).toEqual([
      ...to("inventoryLowStock", lab.manager),
      ...to("inventoryLowStock", lab.manager),
    ]);
    // Restocked, then given another catalog number: the level no longer counts it.
    ok(await edit(await itemOf(other.rowKey), { amount: 400 }));
    expect((await itemOf(levelled.rowKey)).lowStock).toBe(false);
    ok(await edit(await itemOf(other.rowKey), { catalogNo: "ACN-4000" }));
    expect((await itemOf(levelled.rowKey)).lowStock).toBe(true);
  });

  it("refuses a level whose unit cannot be compared with the bottle's, in the caller's language, and changes nothing", async () => {
    const item = await bottle({ name: "Sodium chloride", amount: 500, unit: "g", smiles: null, molWeight: null });
    const refused = await app.call<ErrorBody>("PUT", `/api/inventory/${item.rowKey}.do`, {
      token: lab.writer.token,
      headers: { "accept-language": "ko-KR" },
      body: {
        ...ethanol(lab.groupIdx),
        ...item,
        caution: item.caution,
        addedDate: undefined,
        lowStockAmount: 1,
        lowStockUnit: "L",
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("UNIT_NOT_CONVERTIBLE");
    expect(refused.body.issues?.[0]?.path).toEqual(["lowStockUnit"]);
    expect(refused.body.message).toMatch(/[가-힣]/);
    expect((await itemOf(item.rowKey)).lowStockAmount).toBeNull();
  });

  it("lists a private bottle's alert only to those who see the bottle", async () => {
    const item = await bottle({ name: "Private osmium", amount: 1, unit: "g", lowStockAmount: 5, isPrivate: true });
    const alertsOf = async (m: TestMember) =>
      ok(
        await app.call<Result<InventoryAlerts>>("GET", `/api/inventory/alerts.do?groupIdx=${lab.groupIdx}`, {
          token: m.token,
        }),
      ).alerts.filter((a) => a.item.rowKey === item.rowKey);
    expect((await alertsOf(lab.manager)).map((a) => a.kind)).toEqual(["lowStock"]);
    expect(await alertsOf(lab.writer)).toHaveLength(1);
    expect(await alertsOf(lab.reader)).toEqual([]);
  });
});
