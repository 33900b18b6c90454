import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Supplier, SupplierList } from "@enote/shared";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { buildLab, type Lab } from "../test/labbooks";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});

const daejung = {
  companyName: "Daejung Chemicals",
  businessNo: "1234567890",
  contactName: "Park Jisoo",
  email: "Sales@Daejung.test",
  phone: "031-488-8888",
  memo: "Delivers on Tuesdays",
};

function create(member: TestMember, body: unknown, locale = "en-US") {
  return app.call<Result<Supplier>>("POST", "/api/supplier/create.do", {
    token: member.token,
    body,
    headers: { "accept-language": locale },
  });
}
function list(member: TestMember) {
  return app.call<Result<SupplierList>>("GET", `/api/supplier/list.do?groupIdx=${lab.groupIdx}`, {
    token: member.token,
  });
}

describe("supplier directory", () => {
  it("lets a group manager add a supplier, stored with its business number as 3-2-5 digits", async () => {
    const created = await create(lab.manager, { groupIdx: lab.groupIdx, ...daejung });
    expect(created.status).toBe(201);
    expect(ok(created)).toMatchObject({
      groupIdx: lab.groupIdx,
      companyName: "Daejung Chemicals",
      businessNo: "123-45-67890",
      email: "sales@daejung.test",
      phone: "031-488-8888",
    });
  });

  it("refuses a business number that is not 3-2-5 digits with a message in the caller's language", async () => {
    const english = await create(lab.manager, { groupIdx: lab.groupIdx, ...daejung, businessNo: "123-456-7890" });
    expect(english.status).toBe(400);
    expect(english.body.issues).toEqual([
      { path: ["businessNo"], message: "Enter the business number as 10 digits, like 123-45-67890" },
    ]);
    const korean = await create(lab.manager, { groupIdx: lab.groupIdx, ...daejung, businessNo: "12345" }, "ko-KR");
    expect(korean.status).toBe(400);
    expect(korean.body.issues?.[0]?.message).toBe("사업자등록번호는 123-45-67890처럼 숫자 10자리로 입력해 주세요");
    const names = ok(await list(lab.manager)).suppliers.map((s) => s.companyName);
    expect(names.filter((name) => name === "Daejung Chemicals")).toHaveLength(1);
  });

  it("shows the directory to members read-only and hides it from outsiders", async () => {
    const forMember = ok(await list(lab.reader));
    expect(forMember.canEdit).toBe(false);
    expect(forMember.suppliers.map((s) => s.companyName)).toContain("Daejung Chemicals");
    expect(ok(await list(lab.manager)).canEdit).toBe(true);
    expect((await list(lab.outsider)).status).toBe(404);
    expect((await create(lab.writer, { groupIdx: lab.groupIdx, companyName: "Sigma" })).status).toBe(403);
  });

  it("lets a manager edit and remove a supplier; members cannot", async () => {
    const { supplierIdx } = ok(await create(lab.manager, { groupIdx: lab.groupIdx, companyName: "Samchun" }));
    const path = `/api/supplier/${supplierIdx}.do`;
    const edit = { companyName: "Samchun Pure Chemical", businessNo: "", email: "", phone: "", memo: "" };
    expect((await app.call("PUT", path, { token: lab.writer.token, body: edit })).status).toBe(403);
    expect((await app.call("PUT", path, { token: lab.outsider.token, body: edit })).status).toBe(404);
    const edited = ok(await app.call<Result<Supplier>>("PUT", path, { token: lab.manager.token, body: edit }));
    expect(edited).toMatchObject({ companyName: "Samchun Pure Chemical", businessNo: null, email: null, memo: null });
    expect((await app.call("DELETE", path, { token: lab.writer.token })).status).toBe(403);
    expect((await app.call("DELETE", path, { token: lab.manager.token })).status).toBe(200);
    expect(ok(await list(lab.manager)).suppliers.map((s) => s.supplierIdx)).not.toContain(supplierIdx);
    expect((await app.call("PUT", path, { token: lab.manager.token, body: edit })).status).toBe(404);
  });
});
