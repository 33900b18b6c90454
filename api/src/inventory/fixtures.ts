import type { InventoryItem, InventoryItemInput, InventoryPage } from "@enote/shared";
import type { inventoryItems } from "../db/schema";
import { newRowKey } from "./service";
import type { TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  joinGroup,
  ok,
  setRoleInDb,
  signUpTestMember,
  type Result,
  type TestMember,
} from "../test/factories";

/** A lab: its manager and a member, an administrator in no group, and a member of another lab. */
export interface Lab {
  groupIdx: number;
  otherGroupIdx: number;
  admin: TestMember;
  manager: TestMember;
  member: TestMember;
  colleague: TestMember;
  outsider: TestMember;
}

/** Builds a lab over HTTP. Call it first on a fresh app: the first member signed up is ADMIN. */
export async function buildLab(app: TestApp): Promise<Lab> {
  const admin = await signUpTestMember(app, { firstName: "Ada", lastName: "Admin" });
  const manager = await signUpTestMember(app, { firstName: "Marie", lastName: "Curie" });
  const otherManager = await signUpTestMember(app, { firstName: "Otto", lastName: "Hahn" });
  for (const m of [manager, otherManager]) await setRoleInDb(app, m.memberIdx, "MANAGER");
  const group = await createGroup(app, manager.token, "Organic Synthesis Lab");
  const other = await createGroup(app, otherManager.token, "Physical Chemistry Lab");
  const member = await signUpTestMember(app, { firstName: "Pierre", lastName: "Curie" });
  const colleague = await signUpTestMember(app, { firstName: "Irène", lastName: "Joliot" });
  const outsider = await signUpTestMember(app, { firstName: "Lise", lastName: "Meitner" });
  for (const m of [member, colleague]) await joinGroup(app, m.token, await codeOf(app, group.groupIdx));
  await joinGroup(app, outsider.token, await codeOf(app, other.groupIdx));
  return { groupIdx: group.groupIdx, otherGroupIdx: other.groupIdx, admin, manager, member, colleague, outsider };
}

/** Ethanol, 500 mL, flammable: a valid item body for a group. */
export function ethanol(groupIdx: number, overrides: Partial<InventoryItemInput> = {}): InventoryItemInput {
  return {
    groupIdx,
    name: "에탄올",
    nameEn: "Ethanol",
    casNo: "64-17-5",
    smiles: "CCO",
    formula: "C2H6O",
    molWeight: 46.07,
    amount: 500,
    unit: "mL",
    purerate: 99.5,
    location: "Cabinet A-1",
    supplier: "Daejung",
    catalogNo: "4023-4400",
    caution: { pictograms: ["GHS02", "GHS07"], hazardStatements: ["H225", "H319"] },
    ...overrides,
  };
}

export async function addItem(app: TestApp, token: string, body: InventoryItemInput): Promise<InventoryItem> {
  return ok(await app.call<Result<InventoryItem>>("POST", "/api/inventory/item.do", { token, body }));
}

/** A page of the lab's list as `token` sees it; `query` is the list's query after groupIdx. */
export async function listPage(
  app: TestApp,
  lab: Lab,
  query: string,
  token = lab.member.token,
): Promise<InventoryPage> {
  return ok(
    await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&${query}`, { token }),
  );
}

/**
 * An item row of the lab member's, to write straight to the table: many test items without an
 * API call each (the table's triggers still run).
 */
export function rawItem(
  lab: Lab,
  name: string,
  extra: Partial<Omit<typeof inventoryItems.$inferInsert, "addedAt">> & { addedAt?: Date } = {},
) {
  return {
    rowKey: newRowKey(),
    groupIdx: lab.groupIdx,
    name,
    amount: 1,
    unit: "g" as const,
    creatorIdx: lab.member.memberIdx,
    ...extra,
    addedAt: extra.addedAt ?? new Date(),
  };
}
