import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Material, MaterialInput, MaterialPage } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type ErrorBody, type Result } from "../test/factories";
import { buildLab, type Lab } from "../inventory/fixtures";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const gloves = (groupIdx: number, overrides: Partial<MaterialInput> = {}): MaterialInput => ({
  groupIdx,
  name: "니트릴 장갑",
  spec: "M, 100 pcs",
  quantity: 12,
  consumable: true,
  manufacturer: "Kimberly-Clark",
  memo: "Shelf 3",
  serialNo: "KC-44",
  ...overrides,
});

const create = async (token: string, body: MaterialInput) =>
  ok(await app.call<Result<Material>>("POST", "/api/material/item.do", { token, body }));
const list = async (query: string, token = lab.member.token) =>
  ok(await app.call<Result<MaterialPage>>("GET", `/api/material/list.do?groupIdx=${lab.groupIdx}&${query}`, { token }));

describe("supplies", () => {
  it("creates, lists, searches and filters a group's supplies", async () => {
    const created = await create(lab.member.token, gloves(lab.groupIdx));
    expect(created).toMatchObject({
      name: "니트릴 장갑",
      quantity: 12,
      consumable: true,
      serialNo: "KC-44",
      groupIdx: lab.groupIdx,
    });
    await create(
      lab.colleague.token,
      gloves(lab.groupIdx, {
        name: "Rotary evaporator",
        spec: "R-300",
        quantity: 1,
        consumable: false,
        serialNo: "BU-300-1",
      }),
    );
    await create(lab.outsider.token, gloves(lab.otherGroupIdx, { name: "Other lab's gloves" }));
    expect((await list("")).items.map((m) => m.name)).toEqual(["Rotary evaporator", "니트릴 장갑"]);
    expect((await list("q=장갑")).items.map((m) => m.name)).toEqual(["니트릴 장갑"]);
    expect((await list("q=r-30")).items.map((m) => m.name)).toEqual(["Rotary evaporator"]);
    expect((await list("q=kimberly")).total).toBe(2);
    expect((await list("consumable=false")).items.map((m) => m.name)).toEqual(["Rotary evaporator"]);
    expect((await list("sort=quantity&order=asc")).items.map((m) => m.quantity)).toEqual([1, 12]);
    expect(await list("size=1&page=2")).toMatchObject({ total: 2, page: 2, size: 1 });
  });

  it("refuses a missing name, a negative or fractional quantity, and a member of another group", async () => {
    const bad = await app.call<ErrorBody>("POST", "/api/material/item.do", {
      token: lab.member.token,
      body: gloves(lab.groupIdx, { name: "", quantity: -1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path[0]).sort()).toEqual(["name", "quantity"]);
    const fraction = await app.call("POST", "/api/material/item.do", {
      token: lab.member.token,
      body: gloves(lab.groupIdx, { quantity: 1.5 }),
    });
    expect(fraction.status).toBe(400);
    expect(
      (await app.call("POST", "/api/material/item.do", { token: lab.outsider.token, body: gloves(lab.groupIdx) }))
        .status,
    ).toBe(404);
    expect(
      (await app.call("GET", `/api/material/list.do?groupIdx=${lab.groupIdx}`, { token: lab.outsider.token })).status,
    ).toBe(404);
    expect(
      (await app.call("GET", `/api/material/list.do?groupIdx=${lab.groupIdx}&sort=spec`, { token: lab.member.token }))
        .status,
    ).toBe(400);
  });

  it("edits and deletes, 404 for other groups and for what is gone", async () => {
    const created = await create(lab.member.token, gloves(lab.groupIdx, { name: "Pipette tips" }));
    const path = `/api/material/${created.materialIdx}.do`;
    expect((await app.call("PUT", path, { token: lab.outsider.token, body: gloves(lab.groupIdx) })).status).toBe(404);
    expect((await app.call("DELETE", path, { token: lab.outsider.token })).status).toBe(404);
    const edited = ok(
      await app.call<Result<Material>>("PUT", path, {
        token: lab.colleague.token,
        body: gloves(lab.groupIdx, { name: "Pipette tips 200 µL", quantity: 3 }),
      }),
    );
    expect(edited).toMatchObject({ name: "Pipette tips 200 µL", quantity: 3, addedDate: created.addedDate });
    expect((await app.call("PUT", path, { token: lab.member.token, body: gloves(lab.otherGroupIdx) })).status).toBe(
      404,
    );
    expect(ok(await app.call<Result<{ materialIdx: number }>>("DELETE", path, { token: lab.admin.token }))).toEqual({
      materialIdx: created.materialIdx,
    });
    expect((await app.call("DELETE", path, { token: lab.member.token })).status).toBe(404);
    expect((await app.call("PUT", path, { token: lab.member.token, body: gloves(lab.groupIdx) })).status).toBe(404);
    expect((await app.call("DELETE", "/api/material/abc.do", { token: lab.member.token })).status).toBe(400);
  });
});
