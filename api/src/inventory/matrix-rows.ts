import type { InventoryItem, LabBookDetail, Material } from "@enote/shared";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";
import { startFakePubchem } from "./fake-pubchem";
import { ethanol } from "./fixtures";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for the inventory and supplies. */
export interface InventoryMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

const get = (path: string): MatrixRequest => ({ method: "GET", path });
const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
const del = (path: string): MatrixRequest => ({ method: "DELETE", path });
const pdf = "%PDF-1.4\n% matrix\n%%EOF\n";

/** A bottle the project's WRITER adds to the scene's group; each actor's call gets its own. */
async function bottle(scene: Scene, world: World, isPrivate = false): Promise<InventoryItem> {
  const body = ethanol(scene.groupIdx, { isPrivate, name: isPrivate ? "Writer's private bottle" : "Matrix bottle" });
  const token = world.members.writer.token;
  return ok(await world.app.call<Result<InventoryItem>>("POST", "/api/inventory/item.do", { token, body }));
}

/** A lab book the project's WRITER starts in the scene's project: what use.do deducts for. */
async function book(scene: Scene, world: World): Promise<number> {
  const token = world.members.writer.token;
  const body = { projectIdx: scene.projectIdx, title: "Matrix synthesis" };
  return ok(await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token, body })).lbIdx;
}

/** use.do of 1 mL from a fresh bottle, for a fresh book of the scene's project. */
async function useFromStock(scene: Scene, world: World): Promise<MatrixRequest> {
  const { rowKey } = await bottle(scene, world);
  return post(inventory(rowKey, "/use"), { amount: 1, unit: "mL", lbIdx: await book(scene, world) });
}

async function bottleWithMsds(scene: Scene, world: World): Promise<InventoryItem> {
  const item = await bottle(scene, world);
  const token = world.members.writer.token;
  const headers = { "content-type": "application/pdf" };
  ok(
    await world.app.call<Result<InventoryItem>>("POST", `/api/inventory/${item.rowKey}/msds.do`, {
      token,
      rawBody: pdf,
      headers,
    }),
  );
  return item;
}

/** A PNG's signature: all the structure upload checks. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

async function bottleWithStructure(scene: Scene, world: World, isPrivate = false): Promise<InventoryItem> {
  const item = await bottle(scene, world, isPrivate);
  const token = world.members.writer.token;
  const headers = { "content-type": "image/png" };
  ok(
    await world.app.call<Result<InventoryItem>>("POST", `/api/inventory/${item.rowKey}/structure.do`, {
      token,
      rawBody: png,
      headers,
    }),
  );
  return item;
}

/**
 * What the matrix's app needs besides a database: a stand-in PubChem, so a successful lookup is
 * a row like any other. Start it before the app and pass `env` to startTestApp.
 */
export async function startInventoryMatrixServices(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const pubchem = await startFakePubchem();
  return { env: { ENOTE_PUBCHEM_URL: pubchem.url }, close: () => pubchem.close() };
}

async function supply(scene: Scene, world: World): Promise<Material> {
  const body = { groupIdx: scene.groupIdx, name: "Nitrile gloves", quantity: 5, consumable: true };
  const token = world.members.writer.token;
  return ok(await world.app.call<Result<Material>>("POST", "/api/material/item.do", { token, body }));
}

/** use.do of 1 from a fresh supply, for a fresh book of the scene's project. */
async function useSupply(scene: Scene, world: World): Promise<MatrixRequest> {
  const { materialIdx } = await supply(scene, world);
  return post(`/api/material/${materialIdx}/use.do`, { quantity: 1, lbIdx: await book(scene, world) });
}

const inventory = (rowKey: string, action = "") => `/api/inventory/${rowKey}${action}.do`;
const csv = "name,amount,unit\nMatrix salt,1,g\n";

// Columns: anonymous, member of another group, then the project's READER, WRITER and OWNER (plain
// group members here), the group's manager, an ADMIN and a MADE in no group. The WRITER created
// the private bottle: only they and the group's manager see it (issue 5), not administrators.
// prettier-ignore
export const inventoryMatrixRows: InventoryMatrixRow[] = [
  //                                                                       anon outs  read writ own  gman admn made
  { endpoint: "POST /api/inventory/item.do",                      expect: [401, 404, 201, 201, 201, 201, 201, 201], request: (s) => post("/api/inventory/item.do", ethanol(s.groupIdx)) },
  { endpoint: "GET /api/inventory/list.do",                       expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/inventory/list.do?groupIdx=${s.groupIdx}&q=eth`) },
  { endpoint: "GET /api/inventory/{rowKey}.do",                   expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(inventory((await bottle(s, w)).rowKey)) },
  { endpoint: "GET /api/inventory/{rowKey}.do (private)",         expect: [401, 404, 404, 200, 404, 200, 404, 404], request: async (s, w) => get(inventory((await bottle(s, w, true)).rowKey)) },
  // Structure search (issue 39) reads the cabinet as the list does; books as the book lists do.
  { endpoint: "POST /api/structure/search.do",                    expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => post("/api/structure/search.do", { groupIdx: s.groupIdx, smiles: "CCO", mode: "substructure" }) },
  { endpoint: "GET /api/structure/uses/{rowKey}.do",              expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/structure/uses/${(await bottle(s, w)).rowKey}.do`) },
  { endpoint: "GET /api/structure/uses/{rowKey}.do (private)",    expect: [401, 404, 404, 200, 404, 200, 404, 404], request: async (s, w) => get(`/api/structure/uses/${(await bottle(s, w, true)).rowKey}.do`) },
  { endpoint: "PUT /api/inventory/{rowKey}.do",                   expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => put(inventory((await bottle(s, w)).rowKey), ethanol(s.groupIdx, { amount: 1 })) },
  { endpoint: "PUT /api/inventory/{rowKey}.do (private)",         expect: [401, 404, 404, 200, 404, 200, 404, 404], request: async (s, w) => put(inventory((await bottle(s, w, true)).rowKey), ethanol(s.groupIdx, { isPrivate: true })) },
  { endpoint: "PUT /api/inventory/{rowKey}/disuse.do",            expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => put(inventory((await bottle(s, w)).rowKey, "/disuse"), { reason: "Expired" }) },
  { endpoint: "PUT /api/inventory/{rowKey}/restore.do",           expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => put(inventory((await bottle(s, w)).rowKey, "/restore")) },
  // Using stock writes in the book: only the project's WRITER and OWNER (issue 21).
  { endpoint: "POST /api/inventory/{rowKey}/use.do",              expect: [401, 404, 403, 200, 200, 403, 403, 403], request: useFromStock },
  { endpoint: "PUT /api/inventory/{rowKey}/bookmark.do",          expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => put(inventory((await bottle(s, w)).rowKey, "/bookmark"), { bookmark: true }) },
  { endpoint: "GET /api/inventory/{rowKey}/history.do",           expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(inventory((await bottle(s, w)).rowKey, "/history")) },
  { endpoint: "GET /api/inventory/{rowKey}/history.do (private)", expect: [401, 404, 404, 200, 404, 200, 404, 404], request: async (s, w) => get(inventory((await bottle(s, w, true)).rowKey, "/history")) },
  { endpoint: "POST /api/inventory/{rowKey}/msds.do",             expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => ({ ...post(inventory((await bottle(s, w)).rowKey, "/msds")), file: { content: pdf, type: "application/pdf" } }) },
  { endpoint: "DELETE /api/inventory/{rowKey}/msds.do",           expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => del(inventory((await bottleWithMsds(s, w)).rowKey, "/msds")) },
  { endpoint: "GET /api/inventory/{rowKey}/msds.do",              expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(inventory((await bottleWithMsds(s, w)).rowKey, "/msds")) },
  { endpoint: "POST /api/inventory/{rowKey}/structure.do",        expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => ({ ...post(inventory((await bottle(s, w)).rowKey, "/structure")), file: { content: png, type: "image/png" } }) },
  { endpoint: "GET /api/inventory/{rowKey}/structure.do",         expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(inventory((await bottleWithStructure(s, w)).rowKey, "/structure")) },
  { endpoint: "GET /api/inventory/{rowKey}/structure.do (private)", expect: [401, 404, 404, 200, 404, 200, 404, 404], request: async (s, w) => get(inventory((await bottleWithStructure(s, w, true)).rowKey, "/structure")) },
  { endpoint: "DELETE /api/inventory/{rowKey}/structure.do",      expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => del(inventory((await bottleWithStructure(s, w)).rowKey, "/structure")) },
  { endpoint: "POST /api/inventory/import.do",                    expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => ({ ...post(`/api/inventory/import.do?groupIdx=${s.groupIdx}&mode=preview`), file: { content: csv, type: "text/csv" } }) },
  { endpoint: "GET /api/inventory/facets.do",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/inventory/facets.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "GET /api/inventory/alerts.do",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/inventory/alerts.do?groupIdx=${s.groupIdx}`) },
  // A level whose unit cannot be compared with the bottle's is refused before any access but the group's.
  { endpoint: "PUT /api/inventory/{rowKey}.do (level in L, bottle in g)", expect: [401, 404, 400, 400, 400, 400, 400, 400], request: async (s, w) => put(inventory((await bottle(s, w)).rowKey), ethanol(s.groupIdx, { unit: "g", density: null, lowStockAmount: 1, lowStockUnit: "L" })) },
  { endpoint: "GET /api/inventory/byCode.do",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/inventory/byCode.do?groupIdx=${s.groupIdx}&code=P000001`) },
  { endpoint: "GET /api/inventory/labels.do",                     expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/inventory/labels.do?rowKeys=${(await bottle(s, w)).rowKey}`) },
  { endpoint: "GET /api/inventory/export.do",                     expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/inventory/export.do?groupIdx=${s.groupIdx}&format=csv`) },
  { endpoint: "GET /api/inventory/template.do",                   expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/inventory/template.do?format=csv") },
  { endpoint: "GET /api/inventory/pubchem.do (found)",            expect: [401, 200, 200, 200, 200, 200, 200, 200], request: () => get("/api/inventory/pubchem.do?cas=64-17-5") },
  { endpoint: "GET /api/inventory/pubchem.do (bad CAS)",          expect: [401, 400, 400, 400, 400, 400, 400, 400], request: () => get("/api/inventory/pubchem.do?cas=64-17-4") },
  { endpoint: "POST /api/material/item.do",                       expect: [401, 404, 201, 201, 201, 201, 201, 201], request: (s) => post("/api/material/item.do", { groupIdx: s.groupIdx, name: "Tips", quantity: 1, consumable: true }) },
  { endpoint: "GET /api/material/list.do",                        expect: [401, 404, 200, 200, 200, 200, 200, 200], request: (s) => get(`/api/material/list.do?groupIdx=${s.groupIdx}`) },
  { endpoint: "PUT /api/material/{materialIdx}.do",               expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => put(`/api/material/${(await supply(s, w)).materialIdx}.do`, { groupIdx: s.groupIdx, name: "Gloves L", quantity: 2, consumable: true }) },
  { endpoint: "DELETE /api/material/{materialIdx}.do",            expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => del(`/api/material/${(await supply(s, w)).materialIdx}.do`) },
  // Supplies in lab books (issue 40): read like the list; used like a reagent, writing in the book.
  { endpoint: "GET /api/material/{materialIdx}.do",               expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/material/${(await supply(s, w)).materialIdx}.do`) },
  { endpoint: "GET /api/material/{materialIdx}/history.do",       expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/material/${(await supply(s, w)).materialIdx}/history.do`) },
  { endpoint: "POST /api/material/{materialIdx}/use.do",          expect: [401, 404, 403, 200, 200, 403, 403, 403], request: useSupply },
  { endpoint: "GET /api/material/labels.do",                      expect: [401, 200, 200, 200, 200, 200, 200, 200], request: async (s, w) => get(`/api/material/labels.do?materialIdxs=${(await supply(s, w)).materialIdx}`) },
];
