import { createPublicKey, verify } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { BookSignatures, LabBookAttachment, SigningKey, VerifyResult } from "@enote/shared";
import { collabDocuments, labBookChain, labBookSignatures, labBookTransitions, labBooks } from "../db/schema";
import { multipartFile } from "../attachments/multipart";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result } from "../test/factories";
import {
  buildLab,
  connectPeer,
  createLabBook,
  putStatus,
  typeParagraph,
  waitFor,
  type Lab,
  type Peer,
} from "../test/labbooks";
import { chainOf, checkChain } from "./chain";

let app: TestApp;
let lab: Lab;
beforeAll(async () => {
  app = await startTestApp(
    { LOG_LEVEL: "error" },
    { collab: { debounceMs: 50, maxDebounceMs: 200, flushIntervalMs: 50 } },
  );
  lab = await buildLab(app);
});
afterAll(async () => {
  await app?.close();
});
const peers: Peer[] = [];
afterEach(() => {
  for (const peer of peers.splice(0)) peer.destroy();
});

async function verifyOf(lbIdx: number, token = lab.reader.token): Promise<VerifyResult> {
  return ok(await app.call<Result<VerifyResult>>("GET", `/api/labbook/${lbIdx}/verify.do`, { token }));
}

async function signaturesOf(lbIdx: number) {
  return ok(
    await app.call<Result<BookSignatures>>("GET", `/api/labbook/${lbIdx}/signatures.do`, { token: lab.reader.token }),
  ).signatures;
}

const failed = (result: VerifyResult) => result.checks.filter((check) => !check.ok).map((check) => check.name);

/** A book the writer wrote (text typed through the collab socket), with one attachment. */
async function writtenBook(title: string, attachment = "spectrum bytes"): Promise<number> {
  const book = await createLabBook(app, lab.writer.token, lab.projectIdx, title);
  const editor = connectPeer(app, book.lbIdx, lab.writer.token);
  peers.push(editor);
  await editor.synced();
  typeParagraph(editor.doc, "result", "Yield 87 %, colourless needles");
  await waitFor(() => !editor.provider.hasUnsyncedChanges, "the server to take the edit");
  const { body, contentType } = multipartFile(attachment, { name: "nmr.txt", type: "text/plain" });
  const response = await fetch(`${app.url}/api/labbook/${book.lbIdx}/attachment.do`, {
    method: "POST",
    headers: { authorization: `Bearer ${lab.writer.token}`, "content-type": contentType },
    body,
  });
  const answer = (await response.json()) as { data: LabBookAttachment };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return book.lbIdx;
}

async function completedBook(title: string): Promise<number> {
  const lbIdx = await writtenBook(title);
  ok(await putStatus(app, lab.writer.token, lbIdx, "END", { meaning: "performed and recorded by" }));
  ok(await putStatus(app, lab.owner.token, lbIdx, "COMPLETE"));
  return lbIdx;
}

async function recordOf(lbIdx: number) {
  const db = app.database.db;
  const [book] = await db.select({ status: labBooks.status }).from(labBooks).where(eq(labBooks.lbIdx, lbIdx));
  return {
    status: book?.status,
    transitions: (await db.select().from(labBookTransitions).where(eq(labBookTransitions.lbIdx, lbIdx))).length,
    signatures: (await db.select().from(labBookSignatures).where(eq(labBookSignatures.lbIdx, lbIdx))).length,
    // Stores of the collab server go on meanwhile: the entries of the book's own steps.
    chain: (await chainOf(db, lbIdx)).filter((entry) => entry.kind !== "CONTENT").length,
  };
}

describe("signing at END and COMPLETE", () => {
  it.each([
    ["no password", null],
    ["a wrong password", "notMyPassword99"],
    ["an empty password", ""],
  ])("answers 401 to END and COMPLETE with %s and changes nothing", async (_case, password) => {
    const lbIdx = await writtenBook(`Refused with ${_case}`);
    const before = await recordOf(lbIdx);
    const end = await putStatus(app, lab.writer.token, lbIdx, "END", { password });
    expect(end.status).toBe(401);
    expect(end.body.code).toBe("REAUTH_FAILED");
    expect(await recordOf(lbIdx)).toEqual(before);

    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    const ended = await recordOf(lbIdx);
    const complete = await putStatus(app, lab.owner.token, lbIdx, "COMPLETE", { password });
    expect(complete.status).toBe(401);
    expect(complete.body.code).toBe("REAUTH_FAILED");
    expect(await recordOf(lbIdx)).toEqual(ended);
    expect(ended.status).toBe("END");
  });

  it("answers the refusal in Korean to a Korean caller", async () => {
    const lbIdx = await writtenBook("Korean refusal");
    const result = await app.call<Result<unknown>>("PUT", `/api/labbook/${lbIdx}/status.do`, {
      token: lab.writer.token,
      body: { status: "END", password: "wrongPassword1" },
      headers: { cookie: "locale=ko-KR" },
    });
    expect(result.status).toBe(401);
    expect(result.body.message).toContain("비밀번호");
  });

  it("records the writer's and the checker's signatures, each verifying with the published key", async () => {
    const lbIdx = await completedBook("Signed twice");
    const key = ok(await app.call<Result<SigningKey>>("GET", "/api/signing/key.do"));
    expect(key.algorithm).toBe("Ed25519");
    const publicKey = createPublicKey(key.publicKeyPem);

    const signatures = await signaturesOf(lbIdx);
    expect(signatures.map((s) => [s.role, s.member.name, s.meaning, s.withdrawnAt])).toEqual([
      ["WRITER", "Akira Suzuki", "performed and recorded by", null],
      ["CHECKER", "Rosalind Franklin", null, null],
    ]);
    for (const signature of signatures) {
      expect(signature.keyId).toBe(key.keyId);
      const statement = Buffer.from(signature.statement, "utf8");
      expect(verify(null, statement, publicKey, Buffer.from(signature.signature, "base64"))).toBe(true);
      // One changed character of the statement and the signature no longer holds.
      const forged = Buffer.from(signature.statement.replace(signature.contentHash, "0".repeat(64)), "utf8");
      expect(verify(null, forged, publicKey, Buffer.from(signature.signature, "base64"))).toBe(false);
      expect(JSON.parse(signature.statement)).toMatchObject({
        lbIdx,
        role: signature.role,
        contentHash: signature.contentHash,
      });
      expect(signature.timestamp).toBeNull();
    }
    // Nothing changed between the end and the completion: both signed the same content.
    expect(signatures[0]?.contentHash).toBe(signatures[1]?.contentHash);

    const result = await verifyOf(lbIdx);
    expect(failed(result)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.checks.find((c) => c.name === "timestamp")?.detail).toContain("not timestamped");
  });

  it("keeps the writer's signature withdrawn when the end is cancelled, and signs again at the next end", async () => {
    const lbIdx = await writtenBook("Cancelled once");
    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    ok(await putStatus(app, lab.owner.token, lbIdx, "IN_PROGRESS"));
    const afterCancel = await signaturesOf(lbIdx);
    expect(afterCancel).toHaveLength(1);
    expect(afterCancel[0]?.withdrawnAt).not.toBeNull();
    expect((await verifyOf(lbIdx)).valid).toBe(true);

    ok(await putStatus(app, lab.writer.token, lbIdx, "END"));
    const again = await signaturesOf(lbIdx);
    expect(again.map((s) => [s.role, s.withdrawnAt === null])).toEqual([
      ["WRITER", false],
      ["WRITER", true],
    ]);
    const result = await verifyOf(lbIdx);
    expect(result.valid).toBe(true);
    expect(result.signatures.map((s) => s.signatureIdx)).toEqual([again[1]?.signatureIdx]);
  });
});

describe("the hash chain", () => {
  it("records versions, the attachment, status changes and signatures, linked hash to hash", async () => {
    const lbIdx = await completedBook("Chained");
    const entries = await chainOf(app.database.db, lbIdx);
    const kinds = new Set(entries.map((entry) => entry.kind));
    for (const kind of ["VERSION", "ATTACHMENT", "STATUS", "SIGNATURE"]) expect(kinds).toContain(kind);
    expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_entry, index) => index + 1));
    expect(checkChain(entries)).toBeNull();

    ok(
      await app.call("PUT", `/api/labbook/${lbIdx}/share.do`, {
        token: lab.owner.token,
        body: { sharePermission: "PUBLIC" },
      }),
    );
    const shared = await chainOf(app.database.db, lbIdx);
    expect(shared.at(-1)?.kind).toBe("SHARE");
    expect(shared.at(-1)?.prevHash).toBe(entries.at(-1)?.hash);
  });

  it("records a drawing memo added and deleted, by whom", async () => {
    const { lbIdx } = await createLabBook(app, lab.writer.token, lab.projectIdx, "Memo chained");
    const memo = ok(
      await app.call<Result<{ memoIdx: number }>>("POST", `/api/labbook/${lbIdx}/memo.do`, {
        token: lab.writer.token,
        body: { title: "TLC plate" },
      }),
    );
    ok(await app.call("DELETE", `/api/labbook/${lbIdx}/memo/${memo.memoIdx}.do`, { token: lab.owner.token }));
    const memoEntries = (await chainOf(app.database.db, lbIdx)).filter((entry) => entry.kind === "MEMO");
    expect(memoEntries.map((entry) => entry.memberIdx)).toEqual([lab.writer.memberIdx, lab.owner.memberIdx]);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of chain entries", async () => {
    const lbIdx = await completedBook("Append only");
    const before = await chainOf(app.database.db, lbIdx);
    const db = app.database.db;
    const refusal = (error: unknown) => String((error as { cause?: Error }).cause?.message);
    for (const attempt of [
      db.update(labBookChain).set({ kind: "FORGED" }).where(eq(labBookChain.lbIdx, lbIdx)),
      db.delete(labBookChain).where(eq(labBookChain.lbIdx, lbIdx)),
      db.execute(sql`TRUNCATE lab_book_chain`),
    ]) {
      const error = await Promise.resolve(attempt).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refusal(error)).toMatch(/lab_book_chain is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await chainOf(db, lbIdx)).toEqual(before);
  });
});

describe("verify.do finds what an attacker with database access changed", () => {
  /** Runs `tamper` on a fresh completed book and answers which checks verify.do then fails. */
  async function failedAfter(tamper: (lbIdx: number) => Promise<unknown>): Promise<string[]> {
    const lbIdx = await completedBook("Tampered");
    expect(failed(await verifyOf(lbIdx))).toEqual([]);
    await tamper(lbIdx);
    const result = await verifyOf(lbIdx);
    expect(result.valid).toBe(false);
    return failed(result);
  }
  const db = () => app.database.db;

  it("one byte of the frozen snapshot", async () => {
    const checks = await failedAfter((lbIdx) =>
      db().execute(
        sql`UPDATE lab_books SET snapshot = set_byte(snapshot, length(snapshot) - 3, get_byte(snapshot, length(snapshot) - 3) # 1) WHERE lb_idx = ${lbIdx}`,
      ),
    );
    expect(checks).toEqual(["snapshot"]);
  });

  it("the stored text, rewritten after completion", async () => {
    const checks = await failedAfter(async (lbIdx) => {
      const [row] = await db()
        .select({ state: collabDocuments.state })
        .from(collabDocuments)
        .where(eq(collabDocuments.name, `labbook.${lbIdx}`));
      const doc = new Y.Doc();
      Y.applyUpdate(doc, row?.state ?? new Uint8Array());
      doc.getText("title").insert(0, "Revised ");
      await db()
        .update(collabDocuments)
        .set({ state: Y.encodeStateAsUpdate(doc) })
        .where(eq(collabDocuments.name, `labbook.${lbIdx}`));
    });
    expect(checks).toEqual(["content"]);
  });

  it("a signature's recorded meaning", async () => {
    const checks = await failedAfter((lbIdx) =>
      db()
        .update(labBookSignatures)
        .set({ meaning: "approved by" })
        .where(sql`${labBookSignatures.lbIdx} = ${lbIdx} AND ${labBookSignatures.role} = 'WRITER'`),
    );
    expect(checks).toEqual(["signature"]);
  });

  it("a signature removed", async () => {
    const checks = await failedAfter((lbIdx) =>
      db()
        .delete(labBookSignatures)
        .where(sql`${labBookSignatures.lbIdx} = ${lbIdx} AND ${labBookSignatures.role} = 'CHECKER'`),
    );
    expect(checks).toEqual(["chain", "content"]);
  });

  it("a chain entry rewritten with the trigger switched off", async () => {
    const checks = await failedAfter(async (lbIdx) => {
      await db().transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE lab_book_chain DISABLE TRIGGER USER`);
        await tx.execute(
          sql`UPDATE lab_book_chain SET member_idx = ${lab.reader.memberIdx} WHERE lb_idx = ${lbIdx} AND seq = 2`,
        );
        await tx.execute(sql`ALTER TABLE lab_book_chain ENABLE TRIGGER USER`);
      });
    });
    expect(checks).toEqual(["chain"]);
  });

  it("an attachment's recorded hash, or its stored file", async () => {
    const hashChanged = await failedAfter((lbIdx) =>
      db().execute(sql`UPDATE lab_book_attachments SET sha256 = repeat('a', 64) WHERE lb_idx = ${lbIdx}`),
    );
    expect(hashChanged).toEqual(["content", "snapshot", "attachments"]);

    const fileChanged = await failedAfter(async (lbIdx) => {
      const [row] = (
        (await db().execute(sql`SELECT file_key FROM lab_book_attachments WHERE lb_idx = ${lbIdx}`)) as unknown as {
          rows: Array<{ file_key: string }>;
        }
      ).rows;
      const key = row?.file_key ?? "";
      await app.server.ctx.files.remove(key);
    });
    expect(fileChanged).toEqual(["attachments"]);
  });

  it("says in the check's detail what failed, in the caller's language", async () => {
    const lbIdx = await completedBook("Detail");
    await db().execute(
      sql`UPDATE lab_books SET snapshot = set_byte(snapshot, 0, get_byte(snapshot, 0) # 1) WHERE lb_idx = ${lbIdx}`,
    );
    const en = await verifyOf(lbIdx);
    expect(en.checks.find((c) => c.name === "snapshot")?.detail).toBe("The frozen snapshot does not match its SHA-256");
    const ko = ok(
      await app.call<Result<VerifyResult>>("GET", `/api/labbook/${lbIdx}/verify.do`, {
        token: lab.reader.token,
        headers: { cookie: "locale=ko-KR" },
      }),
    );
    expect(ko.checks.find((c) => c.name === "snapshot")?.detail).toBe("고정 스냅샷이 SHA-256과 맞지 않습니다");
  });
});
