import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryItem, LabBookDetail, Material } from "@enote/shared";
import { startTestApp, type TestApp } from "./harness";
import { ok, type Result } from "./factories";
import { startInventoryMatrixServices } from "../inventory/matrix-rows";
import { ethanol } from "../inventory/fixtures";
import { buildWorld, type World } from "./matrix-world";
import { matrixOrder, matrixQuotation } from "../purchasing/matrix-rows";
import { matrixProposal } from "../proposal/matrix-rows";
import {
  hostileBodies,
  hostileFieldValues,
  hostileParamValues,
  hostileQueryValues,
  sampleOf,
  type JsonSchema,
} from "./hostile-values";

/*
 * The hostile-input walk (api/src/hostile-input*.test.ts): every route of the OpenAPI document,
 * called with hostile values in each of its parameters and body fields in turn (the others valid),
 * and with hostile whole bodies: none may answer 5xx. The document is generated from the routes
 * themselves, so a new route is walked without a line here. What a value may do instead (400, 404,
 * 413, 2xx for harmless unicode) is the route's own.
 *
 * The routes are dealt round-robin into `walkParts` parts, one test file each, so vitest workers
 * share the walk; in a part, `inFlight` routes are walked at once, each route's calls in order.
 */

/** How many files the walk is split over (hostile-input.test.ts is part 0, hostile-input.<n>.test.ts the others). */
export const walkParts = 4;
/** Routes walked at once in one part. */
const inFlight = 8;

export interface Operation {
  parameters?: { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

export interface Call {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
}

let services: Awaited<ReturnType<typeof startInventoryMatrixServices>>;
let app: TestApp;
let world: World;
let known: Record<string, number | string>;
let docs: OpenApi;

async function setUp(): Promise<void> {
  services = await startInventoryMatrixServices();
  // Hostile sign-ins are failures too; the throttles are not what this walk is about (the
  // harness lifts the others).
  app = await startTestApp({
    ...services.env,
    ENOTE_LOGIN_FREE_FAILURES: "100000",
    ENOTE_LOGIN_MAX_FAILURES_PER_ID_ADDRESS: "100000",
    ENOTE_LOGIN_MAX_FAILURES_PER_ID: "100000",
    ENOTE_LOGIN_MAX_FAILURES_PER_IP: "100000",
  });
  world = await buildWorld(app);
  const { owner, writer } = world.members;
  const { projectIdx, groupIdx } = world.shared;
  const book = ok(
    await app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", {
      token: owner.token,
      body: { projectIdx, title: "Walked book" },
    }),
  );
  const item = ok(
    await app.call<Result<InventoryItem>>("POST", "/api/inventory/item.do", {
      token: writer.token,
      body: ethanol(groupIdx),
    }),
  );
  const material = ok(
    await app.call<Result<Material>>("POST", "/api/material/item.do", {
      token: writer.token,
      body: { groupIdx, name: "Nitrile gloves", quantity: 5, consumable: true },
    }),
  );
  // Reagent purchasing (issue 23): a request to one supplier, whose reply link the public routes walk.
  const quotation = await matrixQuotation(world.shared, world);
  const order = await matrixOrder(world.shared, world, "ORDERED");
  known = {
    groupIdx,
    supplierIdx: quotation.supplierIdx,
    quotationIdx: quotation.quotationIdx,
    token: quotation.token,
    orderIdx: order.orderIdx,
    projectIdx,
    memberIdx: world.spare.memberIdx,
    lbIdx: book.lbIdx,
    rowKey: item.rowKey,
    materialIdx: material.materialIdx,
    // User proposals (issue 24): one of the walking owner's, so its routes are walked past the access check.
    proposalIdx: await matrixProposal(world, owner.token),
  };
  docs = (await app.call<OpenApi>("GET", "/api/docs")).body;
}
async function tearDown(): Promise<void> {
  await app?.close();
  await services?.close();
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? "1");
}

function queryString(values: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The calls that walk one operation: one hostile value at a time, everything else valid. */
function callsOf(template: string, method: string, operation: Operation): Call[] {
  const params = operation.parameters ?? [];
  const validPath = Object.fromEntries(
    params.filter((p) => p.in === "path").map((p) => [p.name, String(known[p.name] ?? sampleOf(p.schema, p.name))]),
  );
  const validQuery = Object.fromEntries(
    params
      .filter((p) => p.in === "query" && p.required)
      .map((p) => [p.name, String(known[p.name] ?? sampleOf(p.schema, p.name))]),
  );
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const validBody = bodySchema ? sampleOf(bodySchema, "", known) : undefined;
  const at = (path: Record<string, string>, query: Record<string, string | string[]>) =>
    fillPath(template, path) + queryString(query);
  const calls: Call[] = [];
  for (const param of params) {
    const values = param.in === "path" ? hostileParamValues : hostileQueryValues;
    for (const [label, value] of values) {
      const call = `${param.in} ${param.name} = ${label}`;
      if (param.in === "path") {
        // Encoded by hand: some hostile values are malformed escapes on purpose.
        calls.push({
          label: call,
          method,
          path: at({ ...validPath, [param.name]: value }, validQuery),
          body: validBody,
        });
      } else {
        const query = { ...validQuery, [param.name]: label === "repeated" ? [value, value] : value };
        calls.push({ label: call, method, path: at(validPath, query), body: validBody });
      }
    }
  }
  if (bodySchema && validBody && typeof validBody === "object" && !Array.isArray(validBody)) {
    for (const field of Object.keys(bodySchema.properties ?? {})) {
      for (const [label, value] of hostileFieldValues) {
        calls.push({
          label: `body ${field} = ${label}`,
          method,
          path: at(validPath, validQuery),
          body: { ...validBody, [field]: value },
        });
      }
    }
    for (const [label, rawBody] of hostileBodies) {
      calls.push({ label: `body = ${label}`, method, path: at(validPath, validQuery), rawBody });
    }
  }
  return calls;
}

const operations = () =>
  Object.entries(docs.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ template, method: method.toUpperCase(), operation })),
  );

/** The operations part `part` walks: every `walkParts`-th from the `part`-th. */
function operationsOf(part: number) {
  return operations().filter((_operation, index) => index % walkParts === part);
}

/** How many calls walking these operations makes (what the values are does not change it). */
function countCalls(list: ReturnType<typeof operations>): number {
  return list.reduce((sum, { template, method, operation }) => sum + callsOf(template, method, operation).length, 0);
}

/** Runs `work` on every item, at most `limit` at once. */
async function bounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The walk of part `part` (0 … walkParts - 1) on a world of its own. Part 0 also checks the split. */
export function walkHostileInput(part: number): void {
  beforeAll(setUp);
  afterAll(tearDown);

  describe(`hostile input on every route of the OpenAPI document (part ${part + 1} of ${walkParts})`, () => {
    if (part === 0) {
      it("walks every route (the document lists them all), every route and call in exactly one part", () => {
        expect(operations().length).toBeGreaterThan(50);
        const parts = Array.from({ length: walkParts }, (_unused, index) => operationsOf(index));
        expect(parts.flat().length).toBe(operations().length);
        const total = countCalls(operations());
        expect(parts.reduce((sum, list) => sum + countCalls(list), 0)).toBe(total);
        expect(total).toBeGreaterThan(1000);
      });
    }

    it("answers no 5xx to NUL, huge ids, wrong types, 100 KB strings, deep nesting or unicode oddities", async () => {
      const failures: string[] = [];
      let calls = 0;
      const mine = operationsOf(part);
      await bounded(mine, inFlight, async ({ template, method, operation }) => {
        // Administrators' routes are walked as an administrator, the rest as a project owner.
        const actor = template.startsWith("/api/member/") ? world.members.admin : world.members.owner;
        const token = operation.security?.length ? actor.token : undefined;
        for (const call of callsOf(template, method, operation)) {
          calls += 1;
          const result = await app.call<{ code?: string }>(call.method, call.path, {
            token,
            body: call.body,
            rawBody: call.rawBody,
          });
          if (result.status >= 500) {
            failures.push(`${method} ${template} (${call.label}) → ${result.status} ${result.body?.code ?? ""}`);
          }
        }
      });
      expect(failures).toEqual([]);
      // Every combination of this part's routes × fields × hostile values was sent.
      expect(calls).toBe(countCalls(mine));
      expect(calls).toBeGreaterThan(200);
      // The walk ran signed in to its end: no hostile value ended the walkers' sign-ins.
      for (const member of [world.members.owner, world.members.admin]) {
        expect((await app.call("GET", "/api/oauth/me.do", { token: member.token })).status).toBe(200);
      }
    }, 600_000);
  });
}
