import { describe, expect, it } from "vitest";
import { cleanContentType, cleanFileName, contentDisposition, inlineImageTypeOf } from "./file-facts";

describe("inlineImageTypeOf", () => {
  it("knows PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(inlineImageTypeOf(Buffer.from("89504e470d0a1a0a0000", "hex"))).toBe("image/png");
    expect(inlineImageTypeOf(Buffer.from("ffd8ffe000104a46", "hex"))).toBe("image/jpeg");
    expect(inlineImageTypeOf(Buffer.from("GIF89a\x01\x00", "latin1"))).toBe("image/gif");
    expect(inlineImageTypeOf(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
  });

  it("takes an SVG, an HTML page or a PDF named .png for what it is: no image", () => {
    expect(inlineImageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(inlineImageTypeOf(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
    expect(inlineImageTypeOf(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(inlineImageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("keeps only the last part of a path, from Unix or Windows", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\kim\\NMR 스펙트럼.jdx")).toBe("NMR 스펙트럼.jdx");
  });

  it("removes control characters and the right-to-left override that disguises an extension", () => {
    expect(cleanFileName("report\u202Efdp.exe")).toBe("reportfdp.exe");
    expect(cleanFileName("a\u0000b\nc.txt")).toBe("abc.txt");
  });

  it("names a file that has no usable name 'file'", () => {
    for (const raw of [undefined, "", "..", "/", "\u0000"]) expect(cleanFileName(raw)).toBe("file");
  });

  it("shortens a very long name to 255 characters and keeps its extension", () => {
    const name = cleanFileName(`${"가".repeat(400)}.xlsx`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith(".xlsx")).toBe(true);
  });
});

describe("contentDisposition", () => {
  it("sends a Korean name exactly as filename* and an ASCII stand-in as filename", () => {
    expect(contentDisposition("attachment", "수율 (최종).pdf")).toBe(
      `attachment; filename="__ (__).pdf"; filename*=UTF-8''%EC%88%98%EC%9C%A8%20%28%EC%B5%9C%EC%A2%85%29.pdf`,
    );
  });

  it("cannot be broken out of by quotes, semicolons or backslashes in a name", () => {
    const header = contentDisposition("attachment", 'a"; filename="evil.html\\x;.txt');
    expect(header).toBe(
      `attachment; filename="a__ filename=_evil.html_x_.txt"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%5Cx%3B.txt`,
    );
  });
});

describe("cleanContentType", () => {
  it("keeps a plain type and replaces anything else", () => {
    expect(cleanContentType("Application/PDF")).toBe("application/pdf");
    expect(cleanContentType("text/html\r\nSet-Cookie: a=b")).toBe("application/octet-stream");
    expect(cleanContentType(undefined)).toBe("application/octet-stream");
  });
});
