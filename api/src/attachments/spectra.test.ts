import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticJcamp, type LabBookAttachment } from "@enote/shared";
import { download, openCrate } from "../test/crate";
import { ok, type Result } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { buildLab, createLabBook, putStatus, type Lab } from "../test/labbooks";
import { multipartFile } from "./multipart";

// Spectra in the book (issue 39): a JCAMP-DX attachment keeps the peaks members set, and the .eln
// export carries it drawn beside the original file.
let app: TestApp;
let lab: Lab;

const nmr = syntheticJcamp({
  title: "4-Methoxybiphenyl",
  kind: "nmr",
  from: 0,
  to: 10,
  points: 32_001,
  bands: [
    { at: 7.52, height: 90, width: 0.004 },
    { at: 6.97, height: 70, width: 0.004 },
    { at: 3.85, height: 100, width: 0.004 },
  ],
});

async function uploadSpectrum(lbIdx: number, name = "1H NMR.jdx"): Promise<LabBookAttachment> {
  const { body, contentType } = multipartFile(nmr, { name, type: "chemical/x-jcamp-dx" });
  const response = await fetch(`${app.url}/api/labbook/${lbIdx}/attachment.do`, {
    method: "POST",
    headers: { authorization: `Bearer ${lab.writer.token}`, "content-type": contentType },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: LabBookAttachment }).data;
}

const putPeaks = (token: string, lbIdx: number, attachmentIdx: number, peaks: unknown, locale?: string) =>
  app.call<Result<LabBookAttachment>>("PUT", `/api/labbook/${lbIdx}/attachment/${attachmentIdx}/peaks.do`, {
    token,
    body: { peaks },
    headers: locale ? { "accept-language": locale } : {},
  });

beforeAll(async () => {
  app = await startTestApp();
  lab = await buildLab(app);
});

afterAll(async () => {
  await app?.close();
});

describe("spectra in the book", () => {
  it("keeps the peaks a writer sets, sorted, until they go back to the automatic ones", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Spectra");
    const spectrum = await uploadSpectrum(book.lbIdx);
    expect(spectrum.peaks).toBeNull();
    const set = ok(await putPeaks(lab.writer.token, book.lbIdx, spectrum.attachmentIdx, [7.52, 3.85, 6.97, 1.56]));
    expect(set.peaks).toEqual([1.56, 3.85, 6.97, 7.52]);
    const list = ok(
      await app.call<Result<{ attachments: LabBookAttachment[] }>>("GET", `/api/labbook/${book.lbIdx}/attachments.do`, {
        token: lab.reader.token,
      }),
    );
    expect(list.attachments[0]?.peaks).toEqual([1.56, 3.85, 6.97, 7.52]);
    expect(ok(await putPeaks(lab.owner.token, book.lbIdx, spectrum.attachmentIdx, null)).peaks).toBeNull();
  });

  it("refuses readers, other books' attachments, bad peaks (in the member's language) and a book no longer in progress", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Spectra refused");
    const spectrum = await uploadSpectrum(book.lbIdx);
    expect((await putPeaks(lab.reader.token, book.lbIdx, spectrum.attachmentIdx, [1])).status).toBe(403);
    expect((await putPeaks(lab.outsider.token, book.lbIdx, spectrum.attachmentIdx, [1])).status).toBe(404);
    const other = await createLabBook(app, lab.writer.token, lab.projectIdx, "Another");
    expect((await putPeaks(lab.writer.token, other.lbIdx, spectrum.attachmentIdx, [1])).status).toBe(404);
    const bad = await putPeaks(lab.writer.token, book.lbIdx, spectrum.attachmentIdx, ["7.5"], "ko-KR");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);
    const many = await putPeaks(
      lab.writer.token,
      book.lbIdx,
      spectrum.attachmentIdx,
      Array.from({ length: 201 }, (_, i) => i),
    );
    expect(many.status).toBe(400);
    ok(await putStatus(app, lab.writer.token, book.lbIdx, "END"));
    // As adding a file to an ended book: 409, the book is no longer in progress.
    expect((await putPeaks(lab.writer.token, book.lbIdx, spectrum.attachmentIdx, [1])).status).toBe(409);
  });

  it("exports the spectrum drawn with its peaks beside the original file", async () => {
    const book = await createLabBook(app, lab.writer.token, lab.projectIdx, "Spectra export");
    const spectrum = await uploadSpectrum(book.lbIdx);
    ok(await putPeaks(lab.writer.token, book.lbIdx, spectrum.attachmentIdx, [3.85, 7.52]));
    const eln = await download(app, `/api/labbook/${book.lbIdx}/export.do?format=eln`, lab.reader.token);
    expect(eln.status).toBe(200);
    const { zip, root } = await openCrate(eln.bytes);
    const folder = `${root}/book-${book.lbIdx}/attachments/`;
    const names = Object.keys(zip.files).filter((name) => name.startsWith(folder));
    const original = names.find((name) => name.endsWith(".jdx")) ?? "";
    expect(await zip.file(original)?.async("string")).toBe(nmr);
    expect(names).toContain(`${original}.svg`);
    const svg = (await zip.file(`${original}.svg`)?.async("string")) ?? "";
    expect(svg).toContain("<polyline");
    expect(svg).toContain(">3.85</text>");
    expect(svg).toContain(">7.52</text>");
    expect(svg).not.toContain(">6.97</text>");
  });
});
