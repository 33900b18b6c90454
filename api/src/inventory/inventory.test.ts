import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryHistoryEntry, InventoryItem, InventoryPage } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import { addItem, buildLab, ethanol, type Lab } from "./fixtures";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const item = (rowKey: string) => `/api/inventory/${rowKey}.do`;

describe("POST /api/inventory/item.do", () => {
  it("creates an item with a pin number, its creator and a 'created' history entry", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    expect(created).toMatchObject({
      groupIdx: lab.groupIdx,
      name: "에탄올",
      casNo: "64-17-5",
      amount: 500,
      unit: "mL",
      disused: false,
      bookmark: false,
      isPrivate: false,
      structureImage: null,
      msdsFile: null,
      creator: { memberIdx: lab.member.memberIdx, name: "Pierre Curie" },
      caution: { pictograms: ["GHS02", "GHS07"], hazardStatements: ["H225", "H319"] },
    });
    expect(created.rowKey).toMatch(/^[a-z2-7]{12}$/);
    expect(created.pinNo).toMatch(/^P\d{6}$/);
    const history = ok(
      await app.call<Result<{ entries: InventoryHistoryEntry[] }>>(
        "GET",
        `/api/inventory/${created.rowKey}/history.do`,
        {
          token: lab.member.token,
        },
      ),
    );
    expect(history.entries).toMatchObject([{ kind: "created", by: { memberIdx: lab.member.memberIdx } }]);
  });

  it("gives every item its own pin number, one higher each time", async () => {
    const a = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Acetone" }));
    const b = await addItem(app, lab.colleague.token, ethanol(lab.groupIdx, { name: "Benzene" }));
    expect(Number(b.pinNo.slice(1))).toBe(Number(a.pinNo.slice(1)) + 1);
  });

  it("refuses a wrong CAS check digit, a missing name and an unknown unit, in the caller's language", async () => {
    const result = await app.call<{ code: string; issues: { path: string[]; message: string }[] }>(
      "POST",
      "/api/inventory/item.do",
      {
        token: lab.member.token,
        body: { ...ethanol(lab.groupIdx), casNo: "64-17-4", name: " ", unit: "gal" },
        headers: { "accept-language": "ko-KR" },
      },
    );
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_FAILED");
    const byField = Object.fromEntries(result.body.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({
      casNo: "CAS 번호의 검증 숫자가 맞지 않습니다",
      name: "이름을 입력해 주세요",
      unit: "단위를 선택해 주세요",
    });
  });

  it("answers 404 to a member of another group, and to anyone for a group that does not exist", async () => {
    const outside = await app.call("POST", "/api/inventory/item.do", {
      token: lab.outsider.token,
      body: ethanol(lab.groupIdx),
    });
    expect(outside.status).toBe(404);
    const none = await app.call("POST", "/api/inventory/item.do", {
      token: lab.admin.token,
      body: ethanol(987654),
    });
    expect(none.status).toBe(404);
  });

  it("lets an administrator outside the group add to it", async () => {
    const created = await addItem(app, lab.admin.token, ethanol(lab.groupIdx, { name: "Toluene" }));
    expect(created.creator.memberIdx).toBe(lab.admin.memberIdx);
  });

  it("asks for a sign-in first", async () => {
    const result = await app.call("POST", "/api/inventory/item.do", { body: ethanol(lab.groupIdx) });
    expect(result.status).toBe(401);
  });
});

describe("GET and PUT /api/inventory/{rowKey}.do", () => {
  it("shows an item to group members and administrators, 404 to members of other groups", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    for (const who of [lab.member, lab.colleague, lab.manager, lab.admin]) {
      expect((await app.call("GET", item(created.rowKey), { token: who.token })).status).toBe(200);
    }
    const outside = await app.call<{ code: string }>("GET", item(created.rowKey), { token: lab.outsider.token });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe("NOT_FOUND");
    expect((await app.call("GET", item("zzzzzzzzzzzz"), { token: lab.member.token })).status).toBe(404);
    expect((await app.call("GET", item("NOT-A-KEY"), { token: lab.member.token })).status).toBe(400);
  });

  it("edits an item and records an amount change and the changed fields", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    const updated = ok(
      await app.call<Result<InventoryItem>>("PUT", item(created.rowKey), {
        token: lab.colleague.token,
        body: ethanol(lab.groupIdx, { amount: 250, location: "Fridge 2", memo: "opened" }),
      }),
    );
    expect(updated).toMatchObject({ amount: 250, location: "Fridge 2", memo: "opened", pinNo: created.pinNo });
    const history = ok(
      await app.call<Result<{ entries: InventoryHistoryEntry[] }>>(
        "GET",
        `/api/inventory/${created.rowKey}/history.do`,
        {
          token: lab.member.token,
        },
      ),
    );
    expect(history.entries.map(({ kind, fields, amount, source }) => ({ kind, fields, amount, source }))).toEqual([
      { kind: "updated", fields: ["location", "memo"], amount: null, source: null },
      {
        kind: "amount",
        fields: [],
        amount: { before: { amount: 500, unit: "mL" }, after: { amount: 250, unit: "mL" } },
        source: null,
      },
      { kind: "created", fields: [], amount: null, source: "form" },
    ]);
    expect(history.entries.every((e) => e.legacyText === null)).toBe(true);
    expect(history.entries[1]?.by.memberIdx).toBe(lab.colleague.memberIdx);
  });

  it("records nothing when an edit changes nothing", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    await app.call("PUT", item(created.rowKey), { token: lab.member.token, body: ethanol(lab.groupIdx) });
    const history = ok(
      await app.call<Result<{ entries: InventoryHistoryEntry[] }>>(
        "GET",
        `/api/inventory/${created.rowKey}/history.do`,
        {
          token: lab.member.token,
        },
      ),
    );
    expect(history.entries.map((e) => e.kind)).toEqual(["created"]);
  });

  it("refuses an invalid edit and a member of another group", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    const bad = await app.call("PUT", item(created.rowKey), {
      token: lab.member.token,
      body: ethanol(lab.groupIdx, { amount: -1 }),
    });
    expect(bad.status).toBe(400);
    const outside = await app.call("PUT", item(created.rowKey), {
      token: lab.outsider.token,
      body: ethanol(lab.groupIdx),
    });
    expect(outside.status).toBe(404);
    const moveOut = await app.call("PUT", item(created.rowKey), {
      token: lab.member.token,
      body: ethanol(lab.otherGroupIdx),
    });
    expect(moveOut.status).toBe(404);
  });
});

describe("private items", () => {
  it("exist only for their creator and the group's managers, not for other members or administrators", async () => {
    const secret = await addItem(
      app,
      lab.member.token,
      ethanol(lab.groupIdx, { name: "Secret catalyst", isPrivate: true }),
    );
    for (const who of [lab.member, lab.manager]) {
      expect((await app.call("GET", item(secret.rowKey), { token: who.token })).status).toBe(200);
    }
    for (const who of [lab.colleague, lab.outsider, lab.admin]) {
      expect((await app.call("GET", item(secret.rowKey), { token: who.token })).status).toBe(404);
      expect(
        (await app.call("PUT", `/api/inventory/${secret.rowKey}/bookmark.do`, { token: who.token, body: {} })).status,
      ).toBe(404);
      expect((await app.call("GET", `/api/inventory/${secret.rowKey}/history.do`, { token: who.token })).status).toBe(
        404,
      );
      expect(
        (
          await app.call("PUT", `/api/inventory/${secret.rowKey}/disuse.do`, {
            token: who.token,
            body: { reason: "x" },
          })
        ).status,
      ).toBe(404);
    }
    const list = (token: string) =>
      app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&q=secret`, { token });
    expect(ok(await list(lab.member.token)).items.map((i) => i.rowKey)).toContain(secret.rowKey);
    expect(ok(await list(lab.manager.token)).items.map((i) => i.rowKey)).toContain(secret.rowKey);
    expect(ok(await list(lab.colleague.token)).items.map((i) => i.rowKey)).not.toContain(secret.rowKey);
    expect(ok(await list(lab.admin.token)).items.map((i) => i.rowKey)).not.toContain(secret.rowKey);
    const code = await app.call<Result<{ items: InventoryItem[] }>>(
      "GET",
      `/api/inventory/byCode.do?groupIdx=${lab.groupIdx}&code=${secret.pinNo}`,
      { token: lab.colleague.token },
    );
    expect(ok(code).items).toEqual([]);
  });
});

describe("disuse and restore", () => {
  it("needs a reason, records date and reason, and restores", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Old ether" }));
    const noReason = await app.call<{ issues: { message: string }[] }>(
      "PUT",
      `/api/inventory/${created.rowKey}/disuse.do`,
      { token: lab.member.token, body: { reason: "  " } },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues[0]?.message).toBe("Please enter the reason");

    const disused = ok(
      await app.call<Result<InventoryItem>>("PUT", `/api/inventory/${created.rowKey}/disuse.do`, {
        token: lab.member.token,
        body: { reason: "Peroxides formed" },
      }),
    );
    expect(disused).toMatchObject({ disused: true, disuseReason: "Peroxides formed" });
    expect(disused.disuseDate).not.toBeNull();

    const listed = async (state: string) =>
      ok(
        await app.call<Result<InventoryPage>>(
          "GET",
          `/api/inventory/list.do?groupIdx=${lab.groupIdx}&state=${state}&size=200`,
          { token: lab.member.token },
        ),
      ).items.map((i) => i.rowKey);
    expect(await listed("active")).not.toContain(created.rowKey);
    expect(await listed("disused")).toContain(created.rowKey);
    expect(await listed("all")).toContain(created.rowKey);

    const restored = ok(
      await app.call<Result<InventoryItem>>("PUT", `/api/inventory/${created.rowKey}/restore.do`, {
        token: lab.colleague.token,
      }),
    );
    expect(restored).toMatchObject({ disused: false, disuseDate: null, disuseReason: null });
    expect(await listed("active")).toContain(created.rowKey);

    const history = ok(
      await app.call<Result<{ entries: InventoryHistoryEntry[] }>>(
        "GET",
        `/api/inventory/${created.rowKey}/history.do`,
        {
          token: lab.member.token,
        },
      ),
    );
    expect(history.entries.map((e) => [e.kind, e.reason])).toEqual([
      ["restored", null],
      ["disused", "Peroxides formed"],
      ["created", null],
    ]);
  });

  it("leaves an item as it was when it is disused twice or restored while in use", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx));
    const restoreActive = await app.call<Result<InventoryItem>>("PUT", `/api/inventory/${created.rowKey}/restore.do`, {
      token: lab.member.token,
    });
    expect(ok(restoreActive).disused).toBe(false);
    for (const reason of ["first", "second"]) {
      await app.call("PUT", `/api/inventory/${created.rowKey}/disuse.do`, {
        token: lab.member.token,
        body: { reason },
      });
    }
    const now = ok(await app.call<Result<InventoryItem>>("GET", item(created.rowKey), { token: lab.member.token }));
    expect(now.disuseReason).toBe("first");
  });
});

describe("bookmarks", () => {
  it("are each member's own, set, toggled and listed", async () => {
    const created = await addItem(app, lab.member.token, ethanol(lab.groupIdx, { name: "Bookmarked acid" }));
    const path = `/api/inventory/${created.rowKey}/bookmark.do`;
    expect(
      ok(
        await app.call<Result<{ bookmark: boolean }>>("PUT", path, {
          token: lab.member.token,
          body: { bookmark: true },
        }),
      ).bookmark,
    ).toBe(true);
    expect(
      ok(
        await app.call<Result<{ bookmark: boolean }>>("PUT", path, {
          token: lab.member.token,
          body: { bookmark: true },
        }),
      ).bookmark,
    ).toBe(true);
    const mine = ok(await app.call<Result<InventoryItem>>("GET", item(created.rowKey), { token: lab.member.token }));
    const theirs = ok(
      await app.call<Result<InventoryItem>>("GET", item(created.rowKey), { token: lab.colleague.token }),
    );
    expect([mine.bookmark, theirs.bookmark]).toEqual([true, false]);
    const bookmarked = ok(
      await app.call<Result<InventoryPage>>("GET", `/api/inventory/list.do?groupIdx=${lab.groupIdx}&bookmarked=true`, {
        token: lab.member.token,
      }),
    );
    expect(bookmarked.items.map((i) => i.rowKey)).toEqual([created.rowKey]);
    expect(bookmarked).toMatchObject({ total: 1, totalExact: true });
    expect(
      ok(await app.call<Result<{ bookmark: boolean }>>("PUT", path, { token: lab.member.token, body: {} })).bookmark,
    ).toBe(false);
  });
});
