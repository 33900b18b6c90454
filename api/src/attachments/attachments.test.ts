import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LabBookAttachment, LabBookAttachmentList, LabBookShareResult } from "@enote/shared";
import { labBookAttachments, labBooks } from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { ok, type Result, type TestMember } from "../test/factories";
import { buildLab, connectPeer, createLabBook, putStatus, waitFor, type Lab } from "../test/labbooks";
import { startTestS3, type TestS3 } from "../files/s3-test-server";
import { multipartFile } from "./multipart";

const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64, 7)]);
/** Every byte value, twice over: a store that changed one (encoding, line ends) would show. */
const binary = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));

interface Raw {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: unknown;
}

async function raw(
  app: TestApp,
  method: string,
  urlPath: string,
  init: { token?: string; body?: Buffer; type?: string; locale?: string } = {},
): Promise<Raw> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.type) headers["content-type"] = init.type;
  if (init.locale) headers.cookie = `locale=${init.locale}`;
  const response = await fetch(app.url + urlPath, { method, headers, body: init.body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: isJson ? JSON.parse(bytes.toString()) : undefined,
  };
}

function upload(
  app: TestApp,
  token: string,
  lbIdx: number,
  content: Uint8Array | string,
  options: { name?: string; type?: string; field?: string; locale?: string } = {},
) {
  const { body, contentType } = multipartFile(content, options);
  return raw(app, "POST", `/api/labbook/${lbIdx}/attachment.do`, {
    token,
    body,
    type: contentType,
    locale: options.locale,
  });
}

function uploaded(result: Raw): LabBookAttachment {
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.bytes.toString()}`);
  return (result.json as { data: LabBookAttachment }).data;
}

const fileOf = (lbIdx: number, attachmentIdx: number) => `/api/labbook/${lbIdx}/attachment/${attachmentIdx}.do`;

describe.each([
  { store: "the data dir", s3: false },
  { store: "S3-compatible storage (a real s3rver)", s3: true },
])("attachments kept in $store", ({ s3 }) => {
  let app: TestApp;
  let lab: Lab;
  let s3Server: TestS3 | null = null;
  beforeAll(async () => {
    s3Server = s3 ? await startTestS3() : null;
    app = await startTestApp({ ...s3Server?.env });
    lab = await buildLab(app);
  });
  afterAll(async () => {
    await app?.close();
    await s3Server?.close();
  });

  it("gives back the very bytes uploaded, with their SHA-256, name, size and uploader", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const sent = uploaded(
      await upload(app, lab.writer.token, book.lbIdx, binary, { name: "NMR 스펙트럼.fid", type: "application/x-nmr" }),
    );
    expect(sent).toMatchObject({
      name: "NMR 스펙트럼.fid",
      size: binary.length,
      contentType: "application/x-nmr",
      inline: false,
      sha256: createHash("sha256").update(binary).digest("hex"),
      uploader: { memberIdx: lab.writer.memberIdx, name: "Akira Suzuki" },
    });
    const back = await raw(app, "GET", fileOf(book.lbIdx, sent.attachmentIdx), { token: lab.reader.token });
    expect(back.status).toBe(200);
    expect(back.bytes.equals(binary)).toBe(true);
    const list = await raw(app, "GET", `/api/labbook/${book.lbIdx}/attachments.do`, { token: lab.reader.token });
    expect((list.json as { data: LabBookAttachmentList }).data).toEqual({
      attachments: [sent],
      maxBytes: 50_000_000,
    });
  });

  it("removes a deleted attachment's bytes from the store", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const sent = uploaded(await upload(app, lab.writer.token, book.lbIdx, "to be removed"));
    const [row] = await app.database.db
      .select({ key: labBookAttachments.fileKey })
      .from(labBookAttachments)
      .where(eq(labBookAttachments.attachmentIdx, sent.attachmentIdx));
    expect(await app.server.ctx.files.exists(row?.key ?? "")).toBe(true);
    expect((await raw(app, "DELETE", fileOf(book.lbIdx, sent.attachmentIdx), { token: lab.owner.token })).status).toBe(
      200,
    );
    expect(await app.server.ctx.files.exists(row?.key ?? "")).toBe(false);
    expect((await raw(app, "GET", fileOf(book.lbIdx, sent.attachmentIdx), { token: lab.owner.token })).status).toBe(
      404,
    );
  });
});

describe("attachments", () => {
  let app: TestApp;
  let lab: Lab;
  beforeAll(async () => {
    app = await startTestApp({ ENOTE_MAX_UPLOAD_MB: "1" });
    lab = await buildLab(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const member = (name: "writer" | "owner" | "reader" | "outsider"): TestMember => lab[name];

  it("refuses a file over ENOTE_MAX_UPLOAD_MB with 413 in the member's language, and keeps nothing of it", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const result = await upload(app, lab.writer.token, book.lbIdx, Buffer.alloc(1_000_001), { locale: "ko-KR" });
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ code: "FILE_TOO_LARGE", message: "파일이 너무 큽니다 (최대 1 MB)" });
    const list = await raw(app, "GET", `/api/labbook/${book.lbIdx}/attachments.do`, { token: lab.writer.token });
    expect((list.json as { data: LabBookAttachmentList }).data.attachments).toEqual([]);
    const dataDir = app.server.ctx.env.ENOTE_DATA_DIR;
    expect(await readdir(path.join(dataDir, "spool"))).toEqual([]);
    expect(await readdir(path.join(dataDir, "files", "attachments")).catch(() => [])).toEqual([]);
    // Exactly the limit is fine.
    uploaded(await upload(app, lab.writer.token, book.lbIdx, Buffer.alloc(1_000_000)));
  });

  it("lets WRITERs and OWNERs add and delete, READERs only download, and hides the book from outsiders", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const byOwner = uploaded(await upload(app, member("owner").token, book.lbIdx, "owner's"));
    const refused = await upload(app, member("reader").token, book.lbIdx, "reader's");
    expect([refused.status, (refused.json as { code: string }).code]).toEqual([403, "NO_MODIFY_AUTHORITY"]);
    const del = await raw(app, "DELETE", fileOf(book.lbIdx, byOwner.attachmentIdx), { token: member("reader").token });
    expect([del.status, (del.json as { code: string }).code]).toEqual([403, "NO_DELETE_AUTHORITY"]);
    expect(
      (await raw(app, "GET", fileOf(book.lbIdx, byOwner.attachmentIdx), { token: member("reader").token })).status,
    ).toBe(200);
    for (const call of [
      upload(app, member("outsider").token, book.lbIdx, "outsider's"),
      raw(app, "GET", fileOf(book.lbIdx, byOwner.attachmentIdx), { token: member("outsider").token }),
      raw(app, "GET", `/api/labbook/${book.lbIdx}/attachments.do`, { token: member("outsider").token }),
      raw(app, "GET", fileOf(book.lbIdx, byOwner.attachmentIdx)),
    ]) {
      expect((await call).status).toBe(404);
    }
    // The writer deletes the owner's file: the book's writers keep its attachments together.
    expect(
      (await raw(app, "DELETE", fileOf(book.lbIdx, byOwner.attachmentIdx), { token: member("writer").token })).status,
    ).toBe(200);
  });

  it("freezes the attachments once the book is completed (409), and still serves them", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const kept = uploaded(await upload(app, lab.writer.token, book.lbIdx, "final data"));
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    ok(await putStatus(app, lab.owner.token, book.lbIdx, "COMPLETE"));
    const added = await upload(app, lab.writer.token, book.lbIdx, "too late");
    expect(added.status).toBe(409);
    expect(added.json).toMatchObject({
      code: "ATTACHMENTS_FROZEN",
      message: "This lab book is ended or completed, so its attachments can no longer be added or deleted",
    });
    const removed = await raw(app, "DELETE", fileOf(book.lbIdx, kept.attachmentIdx), { token: lab.owner.token });
    expect(removed.status).toBe(409);
    expect(
      (await raw(app, "GET", fileOf(book.lbIdx, kept.attachmentIdx), { token: lab.reader.token })).bytes.toString(),
    ).toBe("final data");
  });

  it("covers each attachment's SHA-256 and name in the completion snapshot's hash", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const first = uploaded(await upload(app, lab.writer.token, book.lbIdx, "spectrum A", { name: "a.jdx" }));
    const second = uploaded(await upload(app, lab.writer.token, book.lbIdx, "spectrum B", { name: "b.jdx" }));
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    const done = ok(await putStatus(app, lab.owner.token, book.lbIdx, "COMPLETE"));
    const [row] = await app.database.db
      .select({ snapshot: labBooks.snapshot })
      .from(labBooks)
      .where(eq(labBooks.lbIdx, book.lbIdx));
    const manifest = `${first.sha256}  a.jdx\n${second.sha256}  b.jdx\n`;
    const expected = createHash("sha256")
      .update(row?.snapshot ?? new Uint8Array())
      .update(manifest)
      .digest("hex");
    expect(done.snapshotSha256).toBe(expected);
    expect(done.snapshotSha256).not.toBe(
      createHash("sha256")
        .update(row?.snapshot ?? new Uint8Array())
        .digest("hex"),
    );
  });

  it("lets anyone holding a public book's link download, and nobody once the link is revoked", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const sent = uploaded(await upload(app, lab.writer.token, book.lbIdx, "shared result"));
    const shared = ok(
      await app.call<Result<LabBookShareResult>>("PUT", `/api/labbook/${book.lbIdx}/share.do`, {
        token: lab.writer.token,
        body: { sharePermission: "PUBLIC" },
      }),
    );
    const key = new URL(shared.shareUrl ?? "").searchParams.get("key") ?? "";
    const byKey = await raw(app, "GET", `${fileOf(book.lbIdx, sent.attachmentIdx)}?key=${encodeURIComponent(key)}`);
    expect([byKey.status, byKey.bytes.toString()]).toEqual([200, "shared result"]);
    const list = await raw(app, "GET", `/api/labbook/${book.lbIdx}/attachments.do?key=${encodeURIComponent(key)}`);
    expect(list.status).toBe(200);
    expect((await raw(app, "GET", `${fileOf(book.lbIdx, sent.attachmentIdx)}?key=${"x".repeat(43)}`)).status).toBe(404);
    const other = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const elsewhere = uploaded(await upload(app, lab.writer.token, other.lbIdx, "private"));
    // The key opens its own book only, not another book's attachment through its path.
    expect(
      (await raw(app, "GET", `${fileOf(book.lbIdx, elsewhere.attachmentIdx)}?key=${encodeURIComponent(key)}`)).status,
    ).toBe(404);
    ok(
      await app.call("PUT", `/api/labbook/${book.lbIdx}/share.do`, {
        token: lab.writer.token,
        body: { sharePermission: "PRIVATE" },
      }),
    );
    expect(
      (await raw(app, "GET", `${fileOf(book.lbIdx, sent.attachmentIdx)}?key=${encodeURIComponent(key)}`)).status,
    ).toBe(404);
  });

  it("sends files as downloads that are never sniffed, and shows inline only images their bytes prove", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const page = uploaded(
      await upload(app, lab.writer.token, book.lbIdx, "<html><script>alert(1)</script>", {
        name: "photo.png",
        type: "image/png",
      }),
    );
    const svg = uploaded(
      await upload(app, lab.writer.token, book.lbIdx, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', {
        name: "x.svg",
        type: "image/svg+xml",
      }),
    );
    const image = uploaded(
      await upload(app, lab.writer.token, book.lbIdx, png, { name: "tlc plate.png", type: "application/octet-stream" }),
    );
    expect([page.inline, svg.inline, image.inline, image.contentType]).toEqual([false, false, true, "image/png"]);

    for (const attachment of [page, svg]) {
      const answer = await raw(app, "GET", `${fileOf(book.lbIdx, attachment.attachmentIdx)}?inline=1`, {
        token: lab.reader.token,
      });
      expect(answer.headers.get("content-type")).toBe("application/octet-stream");
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    }
    const shown = await raw(app, "GET", `${fileOf(book.lbIdx, image.attachmentIdx)}?inline=1`, {
      token: lab.reader.token,
    });
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("content-disposition")).toBe(
      `inline; filename="tlc plate.png"; filename*=UTF-8''tlc%20plate.png`,
    );
    const downloaded = await raw(app, "GET", fileOf(book.lbIdx, image.attachmentIdx), { token: lab.reader.token });
    expect(downloaded.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(downloaded.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never uses a hostile file name as a path, and sends it back safely encoded", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const traversal = uploaded(await upload(app, lab.writer.token, book.lbIdx, "x", { name: "../../../secrets.json" }));
    expect(traversal.name).toBe("secrets.json");
    const disguised = uploaded(await upload(app, lab.writer.token, book.lbIdx, "x", { name: "invoice\u202Efdp.exe" }));
    expect(disguised.name).toBe("invoicefdp.exe");
    const quoted = uploaded(await upload(app, lab.writer.token, book.lbIdx, "x", { name: "a%22; filename=evil.html" }));
    const answer = await raw(app, "GET", fileOf(book.lbIdx, quoted.attachmentIdx), { token: lab.writer.token });
    const header = answer.headers.get("content-disposition") ?? "";
    expect(header.startsWith(`attachment; filename="a_22_ filename=evil.html"; filename*=UTF-8''`)).toBe(true);
    expect(decodeURIComponent(header.split("''")[1] ?? "")).toBe(quoted.name);
    const dataDir = app.server.ctx.env.ENOTE_DATA_DIR;
    const stored = await readdir(path.join(dataDir, "files", "attachments"));
    expect(stored.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true);
    expect(await readdir(dataDir)).not.toContain("secrets.json");
  });

  it("tells everyone with the book open that its attachments changed, on upload and on delete", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const watcher = connectPeer(app, book.lbIdx, lab.reader.token);
    try {
      await watcher.synced();
      const records = () => watcher.messages.filter((message) => message.type === "record").length;
      const sent = uploaded(await upload(app, lab.writer.token, book.lbIdx, "live"));
      await waitFor(() => records() === 1, "the record message after the upload");
      await raw(app, "DELETE", fileOf(book.lbIdx, sent.attachmentIdx), { token: lab.writer.token });
      await waitFor(() => records() === 2, "the record message after the delete");
    } finally {
      watcher.destroy();
    }
  });

  it("answers 400 to an upload without a file field, and to one that is not multipart", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx);
    const wrongField = await upload(app, lab.writer.token, book.lbIdx, "x", { field: "document" });
    expect(wrongField.status).toBe(400);
    const json = await raw(app, "POST", `/api/labbook/${book.lbIdx}/attachment.do`, {
      token: lab.writer.token,
      body: Buffer.from("{}"),
      type: "application/json",
    });
    expect([json.status, (json.json as { issues: { path: string[] }[] }).issues[0]?.path]).toEqual([400, ["file"]]);
  });
});
