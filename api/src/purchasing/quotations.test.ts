import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Quotation, QuotationCreated, QuotationList, QuotationReplyView } from "@enote/shared";
import { quotationSuppliers } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type ErrorBody, type Result } from "../test/factories";
import { buildLab, type Lab } from "../test/labbooks";
import { startTestSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { addSupplier, quotationRequest, requestQuotation, tokenOf } from "./fixtures";
import { hashReplyToken } from "./tokens";

let smtp: TestSmtpServer;
let app: TestApp;
let lab: Lab;
let daejung: number;
let samchun: number;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ ENOTE_SMTP_URL: smtp.url, ENOTE_MAIL_FROM: "E-Note <eln@lab.test>" });
  lab = await buildLab(app);
  daejung = (await addSupplier(app, lab.manager.token, lab.groupIdx, "Daejung Chemicals", "sales@daejung.test"))
    .supplierIdx;
  samchun = (await addSupplier(app, lab.manager.token, lab.groupIdx, "Samchun", "quote@samchun.test")).supplierIdx;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const reply = (token: string) => `/api/quotation/reply/${token}.do`;
const answer = (view: QuotationReplyView, price: (index: number) => number) => ({
  items: view.items.map((item, index) => ({
    quotationItemIdx: item.quotationItemIdx,
    unitPrice: price(index),
    currency: "KRW",
    leadTimeDays: 3,
    available: true,
    validUntil: "2099-12-31",
  })),
  note: "Prices include delivery",
});

describe("quotation requests", () => {
  it("mails each of two suppliers its own working reply link, and their answers show on the request", async () => {
    const before = smtp.received.length;
    const created = await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [daejung, samchun]));
    expect(created).toMatchObject({ status: "WAITING", businessNo: "123-45-67890", manualLinks: [] });
    expect(created.items.map((i) => i.name)).toEqual(["염화나트륨", "Acetone"]);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails.map((m) => m.recipients[0]).sort()).toEqual(["quote@samchun.test", "sales@daejung.test"]);
    for (const mail of mails) {
      expect(mail.parsed.subject).toBe("Request for quotation from Organic Synthesis Lab, Hankuk University");
      expect(mail.parsed.replyTo?.text).toBe("akira@lab.test");
      expect(mail.parsed.text).toContain("Sodium chloride");
      expect(mail.parsed.html).toContain("/quote/");
    }
    const tokens = mails.map((m) => tokenOf(m.parsed.text ?? ""));
    expect(new Set(tokens).size).toBe(2);
    // Only hashes are stored.
    const stored = await app.database.db.select().from(quotationSuppliers);
    expect(stored.map((s) => s.tokenHash)).toEqual(expect.arrayContaining(tokens.map(hashReplyToken)));
    expect(JSON.stringify(stored)).not.toContain(tokens[0]);

    // The first supplier answers anonymously through its own link.
    const daejungMail = mails.find((m) => m.recipients[0] === "sales@daejung.test");
    const token = tokenOf(daejungMail?.parsed.text ?? "");
    const view = ok(await app.call<Result<QuotationReplyView>>("GET", reply(token)));
    expect(view).toMatchObject({ companyName: "Daejung Chemicals", answeredAt: null, open: true });
    const sent = await app.call<Result<QuotationReplyView>>("POST", reply(token), {
      body: answer(view, (i) => (i === 0 ? 12000 : 30000)),
    });
    expect(sent.status).toBe(200);
    const request = ok(
      await app.call<Result<Quotation>>("GET", `/api/quotation/${created.quotationIdx}.do`, {
        token: lab.reader.token,
      }),
    );
    expect(request.status).toBe("PARTLY_ANSWERED");
    const answered = request.suppliers.find((s) => s.supplierIdx === daejung);
    expect(answered?.answeredAt).not.toBeNull();
    expect(answered?.replyNote).toBe("Prices include delivery");
    expect(answered?.items.map((i) => i.unitPrice)).toEqual([12000, 30000]);
    expect(request.suppliers.find((s) => s.supplierIdx === samchun)?.items).toEqual([]);

    const other = tokenOf(mails.find((m) => m.recipients[0] === "quote@samchun.test")?.parsed.text ?? "");
    const otherView = ok(await app.call<Result<QuotationReplyView>>("GET", reply(other)));
    ok(await app.call<Result<QuotationReplyView>>("POST", reply(other), { body: answer(otherView, () => 10000) }));
    const list = ok(
      await app.call<Result<QuotationList>>("GET", `/api/quotation/list.do?groupIdx=${lab.groupIdx}`, {
        token: lab.bystander.token,
      }),
    );
    expect(list.quotations.find((q) => q.quotationIdx === created.quotationIdx)).toMatchObject({
      status: "ANSWERED",
      supplierCount: 2,
      answerCount: 2,
    });
  });

  it("answers 404 to a wrong or expired token and to outsiders", async () => {
    const created = await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [daejung]));
    const wrong = "A".repeat(43);
    expect((await app.call("GET", reply(wrong))).status).toBe(404);
    expect((await app.call("GET", "/api/quotation/reply/short.do")).status).toBe(400);
    const mail = smtp.received.at(-1);
    const token = tokenOf(mail?.parsed.text ?? "");
    expect((await app.call("GET", reply(token))).status).toBe(200);
    await app.database.db
      .update(quotationSuppliers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotationSuppliers.tokenHash, hashReplyToken(token)));
    expect((await app.call("GET", reply(token))).status).toBe(404);
    expect((await app.call("POST", reply(token), { body: { items: [] } })).status).toBe(400);
    const outsider = { token: lab.outsider.token };
    expect((await app.call("GET", `/api/quotation/${created.quotationIdx}.do`, outsider)).status).toBe(404);
    expect((await app.call("GET", `/api/quotation/list.do?groupIdx=${lab.groupIdx}`, outsider)).status).toBe(404);
  });

  it("refuses a bad business number in both languages and saves nothing", async () => {
    const count = async () =>
      ok(
        await app.call<Result<QuotationList>>("GET", `/api/quotation/list.do?groupIdx=${lab.groupIdx}`, {
          token: lab.writer.token,
        }),
      ).quotations.length;
    const before = await count();
    const body = quotationRequest(lab.groupIdx, [daejung], { businessNo: "123-4-567890" });
    const english = await app.call<Result<unknown>>("POST", "/api/quotation/create.do", {
      token: lab.writer.token,
      body,
      headers: { "accept-language": "en-US" },
    });
    expect(english.status).toBe(400);
    expect(english.body.issues).toContainEqual({
      path: ["businessNo"],
      message: "Enter the business number as 10 digits, like 123-45-67890",
    });
    const korean = await app.call<Result<unknown>>("POST", "/api/quotation/create.do", {
      token: lab.writer.token,
      body,
      headers: { "accept-language": "ko-KR" },
    });
    expect(korean.status).toBe(400);
    expect(korean.body.issues).toContainEqual({
      path: ["businessNo"],
      message: "사업자등록번호는 123-45-67890처럼 숫자 10자리로 입력해 주세요",
    });
    // A supplier of another group: nothing half-saved either.
    const foreign = await app.call("POST", "/api/quotation/create.do", {
      token: lab.writer.token,
      body: quotationRequest(lab.groupIdx, [daejung, 999999]),
    });
    expect(foreign.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("mails in Korean when the requester chooses Korean", async () => {
    const before = smtp.received.length;
    await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [samchun], { locale: "ko-KR" }));
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.parsed.subject).toBe("Organic Synthesis Lab, Hankuk University 견적 요청");
    expect(mail?.parsed.text).toContain("아래 시약의 견적을 요청드립니다");
    expect(mail?.parsed.text).toContain("여기에서 견적을 입력해 주세요");
  });

  it("closes a request for its requester: the links then take no more answers", async () => {
    const created = await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [daejung]));
    const token = tokenOf(smtp.received.at(-1)?.parsed.text ?? "");
    const close = `/api/quotation/${created.quotationIdx}/close.do`;
    expect((await app.call("PUT", close, { token: lab.reader.token })).status).toBe(403);
    const closed = ok(await app.call<Result<Quotation>>("PUT", close, { token: lab.writer.token }));
    expect(closed.status).toBe("CLOSED");
    const view = ok(await app.call<Result<QuotationReplyView>>("GET", reply(token)));
    expect(view.open).toBe(false);
    const late = await app.call<Result<unknown>>("POST", reply(token), { body: answer(view, () => 1) });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("QUOTATION_CLOSED");
  });

  it("keeps a quote PDF a supplier attaches for the group's members", async () => {
    const created = await requestQuotation(app, lab.writer.token, quotationRequest(lab.groupIdx, [daejung]));
    const token = tokenOf(smtp.received.at(-1)?.parsed.text ?? "");
    const pdf = `/api/quotation/reply/${token}/pdf.do`;
    const notPdf = await app.call("PUT", pdf, { rawBody: "hello", headers: { "content-type": "application/pdf" } });
    expect(notPdf.status).toBe(400);
    const bytes = "%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";
    const stored = await app.call<Result<QuotationReplyView>>("PUT", pdf, {
      rawBody: bytes,
      headers: { "content-type": "application/pdf" },
    });
    expect(ok(stored).hasPdf).toBe(true);
    const download = `/api/quotation/${created.quotationIdx}/supplier/${daejung}/pdf.do`;
    const got = await app.call<string>("GET", download, { token: lab.reader.token });
    expect(got.status).toBe(200);
    expect(got.body).toBe(bytes);
    expect((await app.call("GET", download, { token: lab.outsider.token })).status).toBe(404);
  });
});

describe("quotation requests without SMTP", () => {
  it("saves the request and hands back each supplier's link to send by hand", async () => {
    const bare = await startTestApp();
    try {
      const bareLab = await buildLab(bare);
      const supplier = await addSupplier(bare, bareLab.manager.token, bareLab.groupIdx, "Duksan", "a@duksan.test");
      const created: QuotationCreated = await requestQuotation(
        bare,
        bareLab.writer.token,
        quotationRequest(bareLab.groupIdx, [supplier.supplierIdx]),
      );
      expect(created.manualLinks).toHaveLength(1);
      expect(created.manualLinks[0]).toMatchObject({ supplierIdx: supplier.supplierIdx, companyName: "Duksan" });
      expect(created.suppliers[0]?.mailedAt).toBeNull();
      const token = tokenOf(created.manualLinks[0]?.url ?? "");
      expect((await bare.call("GET", reply(token))).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe("quotation reply links under throttles", () => {
  it("refuses an address that guessed too many links, and a link saved too often, with 429", async () => {
    const guarded = await startTestApp({ ENOTE_THROTTLE: "replyLink=3/900,replySave=2/3600" });
    try {
      const guardedLab = await buildLab(guarded);
      const supplier = await addSupplier(guarded, guardedLab.manager.token, guardedLab.groupIdx, "Duksan", "a@d.test");
      const created = await requestQuotation(
        guarded,
        guardedLab.writer.token,
        quotationRequest(guardedLab.groupIdx, [supplier.supplierIdx]),
      );
      const token = tokenOf(created.manualLinks[0]?.url ?? "");
      const view = ok(await guarded.call<Result<QuotationReplyView>>("GET", reply(token)));
      const body = { body: answer(view, () => 1000) };
      expect((await guarded.call("POST", reply(token), body)).status).toBe(200);
      expect((await guarded.call("POST", reply(token), body)).status).toBe(200);
      const third = await guarded.call<ErrorBody>("POST", reply(token), body);
      expect(third.status).toBe(429);
      expect(third.body.code).toBe("RATE_LIMITED");
      for (const letter of ["A", "B", "C"]) {
        expect((await guarded.call("GET", reply(letter.repeat(43)))).status).toBe(404);
      }
      const refused = await guarded.call<ErrorBody>("GET", reply("D".repeat(43)));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("TOO_MANY_ATTEMPTS");
      expect((await guarded.call("GET", reply(token))).status).toBe(429);
    } finally {
      await guarded.close();
    }
  });
});
