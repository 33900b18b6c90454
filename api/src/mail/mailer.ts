import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { composeBody, oneLine, type MailBlock } from "./compose";

export interface Mail {
  /** One recipient address (already checked by a zod e-mail rule); `toName` is shown beside it. */
  to: string;
  toName?: string;
  /** Where the recipient's answer goes (the requester's contact). */
  replyTo?: string;
  subject: string;
  blocks: MailBlock[];
  /** One-click unsubscribe (RFC 8058): the List-Unsubscribe header, answered by a POST to it. */
  unsubscribeUrl?: string;
}

/** Sends mail through ENOTE_SMTP_URL; without it `configured` is false and nothing can be sent. */
export interface Mailer {
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The mailer of a process with no SMTP server: callers check `configured` first. */
const noMailer: Mailer = {
  configured: false,
  send: () => Promise.reject(new Error("ENOTE_SMTP_URL is not set")),
  close: () => undefined,
};

export function createMailer(env: Pick<Env, "ENOTE_SMTP_URL" | "ENOTE_MAIL_FROM">, log: Logger): Mailer {
  const url = env.ENOTE_SMTP_URL;
  if (!url) return noMailer;
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    configured: true,
    async send(mail) {
      const body = composeBody(mail.blocks);
      const info = await transport.sendMail({
        from: env.ENOTE_MAIL_FROM,
        to: mail.toName ? { name: oneLine(mail.toName), address: mail.to } : mail.to,
        replyTo: mail.replyTo,
        subject: oneLine(mail.subject),
        text: body.text,
        html: body.html,
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: mail.unsubscribeUrl },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
        // Never let nodemailer read a file or URL named in a message: every part is given inline.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      log.info({ messageId: info.messageId }, "mail sent");
    },
    close: () => transport.close(),
  };
}
