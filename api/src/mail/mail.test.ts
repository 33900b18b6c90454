import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { readEnv } from "../env";
import { startTestSmtpServer, testSmtpUser, type TestSmtpServer } from "../test/smtp-server";
import { createMailer, type Mailer } from "./mailer";

let smtp: TestSmtpServer;
let mailer: Mailer;
const log = createLogger("silent");

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createMailer({ ENOTE_SMTP_URL: smtp.url, ENOTE_MAIL_FROM: "E-Note <enote@lab.test>" }, log);
});

afterAll(async () => {
  mailer.close();
  await smtp.close();
});

describe("mail through ENOTE_SMTP_URL", () => {
  it("delivers to a real SMTP server after logging in with the URL's credentials", async () => {
    const before = smtp.received.length;
    await mailer.send({
      to: "sales@supplier.test",
      toName: "Daejung 대정화금",
      replyTo: "kim@lab.test",
      subject: "견적 요청 / Quotation request",
      blocks: [
        { kind: "paragraph", text: "안녕하세요. 아래 시약의 견적을 부탁드립니다." },
        { kind: "table", head: ["품명", "수량"], rows: [["Acetone", "2"]] },
        { kind: "link", label: "답변하기", href: "http://localhost:3000/quote/abc" },
      ],
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.recipients).toEqual(["sales@supplier.test"]);
    expect(mail?.parsed.subject).toBe("견적 요청 / Quotation request");
    expect(mail?.parsed.from?.value).toEqual([{ name: "E-Note", address: "enote@lab.test" }]);
    expect(mail?.parsed.replyTo?.text).toBe("kim@lab.test");
    expect(mail?.parsed.text).toContain("아래 시약의 견적을 부탁드립니다");
    expect(mail?.parsed.text).toContain("Acetone | 2");
    expect(mail?.parsed.text).toContain("http://localhost:3000/quote/abc");
    expect(mail?.parsed.html).toContain('<a href="http://localhost:3000/quote/abc">답변하기</a>');
  });

  it("cannot be made to add a header or markup by the text it carries", async () => {
    const before = smtp.received.length;
    await mailer.send({
      to: "sales@supplier.test",
      toName: "Evil\r\nBcc: victim@else.test",
      subject: "Hello\r\nBcc: victim@else.test\r\nX-Injected: yes",
      blocks: [
        { kind: "paragraph", text: '<script>alert(1)</script><a href="http://evil.test">click</a>' },
        { kind: "facts", facts: [["Note", "line\r\nBcc: victim@else.test"]] },
      ],
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.recipients).toEqual(["sales@supplier.test"]);
    expect(mail?.parsed.headers.has("bcc")).toBe(false);
    expect(mail?.parsed.headers.has("x-injected")).toBe(false);
    const headerBlock = mail?.raw.split("\r\n\r\n")[0] ?? "";
    expect(headerBlock).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail?.parsed.subject).toBe("Hello Bcc: victim@else.test X-Injected: yes");
    expect(mail?.parsed.html).not.toContain("<script>");
    expect(mail?.parsed.html).not.toContain('<a href="http://evil.test">');
    expect(mail?.parsed.html).toContain("&lt;script&gt;");
  });

  it("fails to send with wrong credentials instead of dropping the mail silently", async () => {
    const wrong = createMailer(
      { ENOTE_SMTP_URL: smtp.url.replace(testSmtpUser, "someone-else"), ENOTE_MAIL_FROM: "enote@lab.test" },
      log,
    );
    await expect(wrong.send({ to: "a@b.test", subject: "x", blocks: [] })).rejects.toThrow();
    wrong.close();
  });

  it("is off without ENOTE_SMTP_URL, and the setting takes only smtp:// and smtps:// addresses", () => {
    expect(createMailer(readEnv({}), log).configured).toBe(false);
    expect(readEnv({ ENOTE_SMTP_URL: "smtps://u:p@mail.example.com:465" }).ENOTE_SMTP_URL).toBe(
      "smtps://u:p@mail.example.com:465",
    );
    expect(() => readEnv({ ENOTE_SMTP_URL: "http://mail.example.com" })).toThrow(/ENOTE_SMTP_URL/);
  });
});
