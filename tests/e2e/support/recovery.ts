import type { Page } from "playwright-core";
import type { TestSmtpServer } from "../../../api/src/test/smtp-server";

/** /auth/resetPassword: asking for a link, and the form a mailed link opens. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async ask(account: string): Promise<void> {
    await this.page.getByTestId("reset-request-form").waitFor();
    await this.page.getByTestId("reset-request-account").fill(account);
    await this.page.getByTestId("reset-request-submit").click();
    await this.page.getByTestId("reset-password-sent").waitFor();
  }

  async choose(password: string, confirm = password): Promise<void> {
    await this.page.getByTestId("reset-confirm-form").waitFor();
    await this.page.getByTestId("reset-confirm-new").fill(password);
    await this.page.getByTestId("reset-confirm-again").fill(confirm);
    await this.page.getByTestId("reset-confirm-submit").click();
  }
}

/** The address of the reset link in the next mail that reaches `to` after `before` mails. */
export async function mailedResetLink(smtp: TestSmtpServer, to: string, before: number): Promise<string> {
  for (let count = before + 1; ; count++) {
    const mails = await smtp.waitFor(count);
    const mail = mails.slice(before).find((m) => m.recipients.includes(to));
    const link = /(https?:\/\/\S+\/auth\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? "")?.[1];
    if (link) return link;
  }
}
