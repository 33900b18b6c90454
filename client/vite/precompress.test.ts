import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { brotliQuality, compressVariants, precompressDir } from "./precompress";

const text = Buffer.from("export const label = 'Toluene, 99.5%, 500 mL';\n".repeat(200));

describe("compressVariants", () => {
  it("gives brotli and gzip that decode to the content and are smaller", async () => {
    const { br, gz } = await compressVariants(text);
    expect(br && brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gz && gunzipSync(gz).equals(text)).toBe(true);
    expect(br?.length).toBeLessThan(gz?.length ?? 0);
    expect(gz?.length).toBeLessThan(text.length);
  });

  it("gives no variant that would not save bytes", async () => {
    expect(await compressVariants(randomBytes(4096))).toEqual({ br: null, gz: null });
  });
});

describe("precompressDir", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes variants beside compressible files, in subfolders too, and leaves the rest alone", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "enote-precompress-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "index.html"), text);
    await writeFile(path.join(dir, "assets", "app-1a2b.js"), text);
    await writeFile(path.join(dir, "assets", "font-3c4d.woff2"), text); // fonts are compressed already
    await writeFile(path.join(dir, "assets", "tiny.txt"), "a"); // nothing to save

    const result = await precompressDir(dir);

    expect(result.files).toBe(3);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(
      [
        "assets",
        "assets/app-1a2b.js",
        "assets/app-1a2b.js.br",
        "assets/app-1a2b.js.gz",
        "assets/font-3c4d.woff2",
        "assets/tiny.txt",
        "index.html",
        "index.html.br",
        "index.html.gz",
      ].sort(),
    );
    expect(brotliDecompressSync(await readFile(path.join(dir, "assets", "app-1a2b.js.br"))).equals(text)).toBe(true);
  });

  it("compresses index.html and the files it loads at brotli's best, and lazy chunks at the fast quality", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "enote-precompress-"));
    await mkdir(path.join(dir, "assets"));
    const html = Buffer.from(
      '<script type="module" src="/assets/index-1a2b.js"></script><link rel="stylesheet" href="/assets/index-3c4d.css">'.repeat(
        20,
      ),
    );
    await writeFile(path.join(dir, "index.html"), html);
    for (const file of ["index-1a2b.js", "index-3c4d.css", "drawing-5e6f.js"]) {
      await writeFile(path.join(dir, "assets", file), text);
    }

    await precompressDir(dir);

    const brotliAt = (quality: number, content: Buffer) =>
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
    const written = (file: string) => readFile(path.join(dir, file));
    expect((await written("index.html.br")).equals(brotliAt(brotliQuality.firstLoad, html))).toBe(true);
    expect((await written("assets/index-1a2b.js.br")).equals(brotliAt(brotliQuality.firstLoad, text))).toBe(true);
    expect((await written("assets/index-3c4d.css.br")).equals(brotliAt(brotliQuality.firstLoad, text))).toBe(true);
    expect((await written("assets/drawing-5e6f.js.br")).equals(brotliAt(brotliQuality.lazy, text))).toBe(true);
  });
});
