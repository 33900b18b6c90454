import { randomBytes } from "node:crypto";
import { recoveryLimits, recoveryPaths } from "@enote/shared";
import { hashToken } from "../auth/tokens";
import { passwordResets } from "../db/schema";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { startTestSmtpServer } from "../test/smtp-server";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for resetting a password by e-mail (issue 40). */
export interface RecoveryMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
}

/** A real SMTP server for the matrix app (its env), so the reset calls are on as an installation with mail has them. */
export async function startRecoveryMatrixServices(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const smtp = await startTestSmtpServer();
  return { env: { ENOTE_SMTP_URL: smtp.url }, close: () => smtp.close() };
}

const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
const newPassword = "matrixReset2026";

/** A live link of a member no other row uses, as a mail would carry it. */
async function freshLink(world: World): Promise<string> {
  const member = await world.freshMember();
  const token = randomBytes(32).toString("base64url");
  await world.app.database.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    memberIdx: member.memberIdx,
    expiresAt: new Date(Date.now() + recoveryLimits.linkMinutes * 60_000),
  });
  return token;
}

// Both calls are made before signing in: every caller, signed in or not, is answered alike. A
// request names the spare member (a mail is queued, nothing changes for any other row); each
// confirmation uses a link of its own fresh member, and an unknown link is refused for everyone.
// prettier-ignore
export const recoveryMatrixRows: RecoveryMatrixRow[] = [
  //                                                                            anon outs  read writ own  gman admn made
  { endpoint: "POST /api/oauth/reset/request.do",                       expect: [200, 200, 200, 200, 200, 200, 200, 200], request: (_s, w) => post(recoveryPaths.request, { memberId: w.spare.input.memberId }) },
  { endpoint: "POST /api/oauth/reset/confirm.do (a live link)",         expect: [200, 200, 200, 200, 200, 200, 200, 200], request: async (_s, w) => post(recoveryPaths.confirm, { token: await freshLink(w), newPassword, newPasswordConfirm: newPassword }) },
  { endpoint: "POST /api/oauth/reset/confirm.do (an unknown link)",     expect: [400, 400, 400, 400, 400, 400, 400, 400], request: () => post(recoveryPaths.confirm, { token: "x".repeat(43), newPassword, newPasswordConfirm: newPassword }) },
];
