import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface ReceivedMail {
  /** Envelope recipients, as the server was told by RCPT TO. */
  recipients: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:port`, for ENOTE_SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const testSmtpUser = "enote-mailer";
export const testSmtpPassword = "mail-secret-42";

/**
 * A real SMTP server on a free local port that takes mail only after AUTH with the test
 * credentials and keeps each message, parsed, in `received`.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === testSmtpUser && auth.password === testSmtpPassword) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("the SMTP server has no port"));
    });
  });
  return {
    url: `smtp://${testSmtpUser}:${testSmtpPassword}@127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
