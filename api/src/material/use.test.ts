import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Material, MaterialHistoryEntry, MaterialInput, MaterialLabel, MaterialUseResult } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import {
  codeOf,
  createGroup,
  createProject,
  joinGroup,
  ok,
  setLevel,
  type ErrorBody,
  type Result,
  type TestMember,
} from "../test/factories";
import { buildLab, createLabBook, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
let lbIdx: number;
let seqNo: string;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Column chromatography");
  lbIdx = book.lbIdx;
  seqNo = book.seqNo;
});
afterAll(async () => {
  await app?.close();
});

/** 10 boxes of gloves in the lab's group, added by the writer, unless told otherwise. */
const supply = async (overrides: Partial<MaterialInput> = {}) =>
  ok(
    await app.call<Result<Material>>("POST", "/api/material/item.do", {
      token: lab.writer.token,
      body: {
        groupIdx: lab.groupIdx,
        name: "Nitrile gloves",
        spec: "M, 100 pcs",
        quantity: 10,
        consumable: true,
        serialNo: "NG-7",
        ...overrides,
      },
    }),
  );

const use = (materialIdx: number, body: unknown, member: TestMember = lab.writer, locale = "en-US") =>
  app.call<Result<MaterialUseResult> & Partial<ErrorBody>>("POST", `/api/material/${materialIdx}/use.do`, {
    token: member.token,
    body,
    headers: { "accept-language": locale },
  });

const supplyOf = async (materialIdx: number) =>
  ok(await app.call<Result<Material>>("GET", `/api/material/${materialIdx}.do`, { token: lab.writer.token }));
const historyOf = async (materialIdx: number, member: TestMember = lab.writer) =>
  ok(
    await app.call<Result<{ entries: MaterialHistoryEntry[] }>>("GET", `/api/material/${materialIdx}/history.do`, {
      token: member.token,
    }),
  ).entries;

describe("POST /api/material/{materialIdx}/use.do", () => {
  it("takes 3 of 10 boxes for a lab book's supplies row and records the use with the book", async () => {
    const gloves = await supply();
    const result = ok(await use(gloves.materialIdx, { quantity: 3, lbIdx, reactionRowId: "sup-1" }));
    expect(result.material).toMatchObject({ materialIdx: gloves.materialIdx, quantity: 7 });
    expect((await supplyOf(gloves.materialIdx)).quantity).toBe(7);
    const [latest, created] = await historyOf(gloves.materialIdx);
    expect(latest).toMatchObject({
      kind: "used",
      used: 3,
      quantity: { before: 10, after: 7 },
      labBook: { lbIdx, seqNo, title: "Column chromatography" },
      by: { memberIdx: lab.writer.memberIdx, name: "Akira Suzuki", left: false },
    });
    expect(created).toMatchObject({ kind: "created", quantity: { before: null, after: 10 }, used: null });
  });

  it("records a quantity changed on the form, and not an edit that keeps the quantity", async () => {
    const gloves = await supply();
    const edit = (quantity: number, name = "Nitrile gloves") =>
      app.call<Result<Material>>("PUT", `/api/material/${gloves.materialIdx}.do`, {
        token: lab.owner.token,
        body: { groupIdx: lab.groupIdx, name, quantity, consumable: true },
      });
    ok(await edit(25));
    ok(await edit(25, "Nitrile gloves, blue"));
    const entries = await historyOf(gloves.materialIdx);
    expect(entries.map((entry) => entry.kind)).toEqual(["quantity", "created"]);
    expect(entries[0]).toMatchObject({ quantity: { before: 10, after: 25 }, by: { memberIdx: lab.owner.memberIdx } });
  });

  it("may take every last one, to 0, and refuses more than there are with 409 in the caller's language", async () => {
    const tips = await supply({ name: "Pipette tips", quantity: 4 });
    const english = await use(tips.materialIdx, { quantity: 5, lbIdx });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: "NOT_ENOUGH_STOCK",
      message: "Not enough left in stock: 4 remain, 5 was asked for. Nothing was deducted.",
    });
    const korean = await use(tips.materialIdx, { quantity: 1000, lbIdx }, lab.writer, "ko-KR");
    expect(korean.body.message).toBe(
      "재고가 부족합니다: 4 남았는데 1,000을(를) 요청했습니다. 아무것도 차감하지 않았습니다.",
    );
    expect((await historyOf(tips.materialIdx)).map((entry) => entry.kind)).toEqual(["created"]);
    expect(ok(await use(tips.materialIdx, { quantity: 4, lbIdx })).material.quantity).toBe(0);
  });

  it("refuses a zero, fractional or missing quantity, a bad row id and a missing lab book, and changes nothing", async () => {
    const gloves = await supply();
    for (const body of [
      { quantity: 0, lbIdx },
      { quantity: 1.5, lbIdx },
      { lbIdx },
      { quantity: 1 },
      { quantity: 1, lbIdx, reactionRowId: "../x" },
    ]) {
      const result = await use(gloves.materialIdx, body, lab.writer, "ko-KR");
      expect(result.status).toBe(400);
      expect(result.body.code).toBe("VALIDATION_FAILED");
    }
    const zero = await use(gloves.materialIdx, { quantity: 0, lbIdx }, lab.writer, "ko-KR");
    expect(zero.body.message).toBe("1 이상의 정수를 입력해 주세요");
    expect((await use(gloves.materialIdx, { quantity: 1, lbIdx: 999999 })).status).toBe(404);
    expect((await use(999999, { quantity: 1, lbIdx })).status).toBe(404);
    expect((await supplyOf(gloves.materialIdx)).quantity).toBe(10);
  });

  it("takes a supplies row once, whoever confirms it and however often, and lets two members share the last box fairly", async () => {
    const gloves = await supply();
    const row = { quantity: 2, lbIdx, reactionRowId: "sup-4f2a" };
    const results = await Promise.all([use(gloves.materialIdx, row), use(gloves.materialIdx, row, lab.owner)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const again = await use(gloves.materialIdx, row, lab.writer, "ko-KR");
    expect(again.body).toMatchObject({
      code: "ROW_ALREADY_USED",
      message: "반응표의 이 행은 이미 재고에서 차감되었습니다. 더 차감하지 않았습니다.",
    });
    // The same row taken from another supply is still the same row.
    const other = await supply({ name: "Latex gloves" });
    expect((await use(other.materialIdx, row)).body.code).toBe("ROW_ALREADY_USED");
    expect((await supplyOf(gloves.materialIdx)).quantity).toBe(8);
    expect((await supplyOf(other.materialIdx)).quantity).toBe(10);

    const last = await supply({ name: "Last column", quantity: 1 });
    const race = await Promise.all([
      use(last.materialIdx, { quantity: 1, lbIdx }),
      use(last.materialIdx, { quantity: 1, lbIdx }, lab.owner),
    ]);
    expect(race.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await supplyOf(last.materialIdx)).quantity).toBe(0);
  });

  it("refuses the project's READER (403), a group member outside the project and another group's member (404)", async () => {
    const gloves = await supply();
    const reader = await use(gloves.materialIdx, { quantity: 1, lbIdx }, lab.reader);
    expect(reader.status).toBe(403);
    expect(reader.body.code).toBe("NO_MODIFY_AUTHORITY");
    expect((await use(gloves.materialIdx, { quantity: 1, lbIdx }, lab.bystander)).status).toBe(404);
    expect((await use(gloves.materialIdx, { quantity: 1, lbIdx }, lab.outsider)).status).toBe(404);
    expect(ok(await use(gloves.materialIdx, { quantity: 1, lbIdx }, lab.owner)).material.quantity).toBe(9);
  });

  it("refuses a supply of one group for a lab book of another group", async () => {
    const second = await createGroup(app, lab.manager.token, "Second Lab");
    await joinGroup(app, lab.writer.token, await codeOf(app, second.groupIdx));
    const project = await createProject(app, lab.manager.token, second.groupIdx, { name: "Other project" });
    await setLevel(app, lab.manager.token, project.projectIdx, lab.writer.memberIdx, "WRITER");
    const otherBook = await createLabBook(app, lab.writer.token, project.projectIdx, "Elsewhere");
    const gloves = await supply();
    const result = await use(gloves.materialIdx, { quantity: 1, lbIdx: otherBook.lbIdx });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("LAB_BOOK_OTHER_GROUP");
    expect((await supplyOf(gloves.materialIdx)).quantity).toBe(10);
  });

  it("names the book in the history only to a reader who may read it", async () => {
    const gloves = await supply();
    ok(await use(gloves.materialIdx, { quantity: 1, lbIdx }));
    // The bystander keeps the group's supplies but is not in the book's project.
    const [seen] = await historyOf(gloves.materialIdx, lab.bystander);
    expect(seen).toMatchObject({ kind: "used", used: 1, labBook: null });
    const [shown] = await historyOf(gloves.materialIdx, lab.reader);
    expect(shown?.labBook).toMatchObject({ lbIdx, seqNo });
    const outsider = await app.call("GET", `/api/material/${gloves.materialIdx}/history.do`, {
      token: lab.outsider.token,
    });
    expect(outsider.status).toBe(404);
  });

  it("deletes a used supply with its history", async () => {
    const gloves = await supply();
    ok(await use(gloves.materialIdx, { quantity: 1, lbIdx, reactionRowId: "sup-deleted" }));
    ok(await app.call("DELETE", `/api/material/${gloves.materialIdx}.do`, { token: lab.writer.token }));
    expect((await app.call("GET", `/api/material/${gloves.materialIdx}.do`, { token: lab.writer.token })).status).toBe(
      404,
    );
  });
});

describe("GET /api/material/labels.do", () => {
  it("answers name, spec, serial number and the supply page's address, in the order asked, leaving out other groups'", async () => {
    const gloves = await supply();
    const column = await supply({ name: "Silica column", spec: "40 g", serialNo: null, consumable: false });
    // A group of the manager's that the reader is not in.
    const elsewhere = await createGroup(app, lab.manager.token, "Foreign Lab");
    const foreign = ok(
      await app.call<Result<Material>>("POST", "/api/material/item.do", {
        token: lab.manager.token,
        body: { groupIdx: elsewhere.groupIdx, name: "Their gloves", quantity: 1, consumable: true },
      }),
    );
    const { labels } = ok(
      await app.call<Result<{ labels: MaterialLabel[] }>>(
        "GET",
        `/api/material/labels.do?materialIdxs=${column.materialIdx},${foreign.materialIdx},${gloves.materialIdx}`,
        { token: lab.reader.token },
      ),
    );
    expect(labels.map((label) => label.materialIdx)).toEqual([column.materialIdx, gloves.materialIdx]);
    expect(labels[1]).toMatchObject({
      name: "Nitrile gloves",
      spec: "M, 100 pcs",
      serialNo: "NG-7",
      path: `/material/${gloves.materialIdx}`,
    });
    expect(labels[1]?.url).toMatch(new RegExp(`^https?://[^/]+/material/${gloves.materialIdx}$`));
    const none = await app.call<ErrorBody>("GET", "/api/material/labels.do?materialIdxs=", { token: lab.reader.token });
    expect(none.status).toBe(400);
  });
});
