import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and wasm shrink well; images, fonts and archives are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|wasm|txt)$/i;

export interface Variants {
  /** Null when it would not be smaller than the file itself. */
  br: Buffer | null;
  gz: Buffer | null;
}

/**
 * Brotli at its best costs ~3 s a megabyte; on 2 cores that was 17 s of a 21 s build over 12 MB,
 * most of it lazy chunks (Excalidraw, openchemlib) few pages load. So the files the first page
 * loads (index.html and what it names) get the best quality, and the rest quality 5, ~60× faster
 * for ~10% more bytes on chunks that are cached by their hashed names.
 */
export const brotliQuality = { firstLoad: constants.BROTLI_MAX_QUALITY, lazy: 5 } as const;

/** `content` compressed with brotli (at `quality`) and with gzip at its best. */
export async function compressVariants(content: Buffer, quality: number = brotliQuality.firstLoad): Promise<Variants> {
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

/** index.html and the files it names (script src, modulepreload and stylesheet href), relative to `dir`. */
export async function firstLoadFiles(dir: string): Promise<Set<string>> {
  const html = await readFile(path.join(dir, "index.html"), "utf8").catch(() => null);
  if (html === null) return new Set();
  const named = [...html.matchAll(/\b(?:src|href)="\/([^"?#]+)"/g)].map((match) => path.normalize(match[1] ?? ""));
  return new Set(["index.html", ...named]);
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, when they are smaller. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file));
  const firstLoad = await firstLoadFiles(dir);
  const result: PrecompressResult = { files: files.length, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const content = await readFile(full);
      const quality = firstLoad.has(path.normalize(file)) ? brotliQuality.firstLoad : brotliQuality.lazy;
      const { br, gz } = await compressVariants(content, quality);
      result.bytes += content.length;
      result.brotliBytes += br?.length ?? content.length;
      if (br) await writeFile(`${full}.br`, br);
      if (gz) await writeFile(`${full}.gz`, gz);
    }),
  );
  return result;
}

/**
 * Precompresses the build once it is written (the public folder's files too, copied by then);
 * api/src/web/precompressed.ts sends a variant to browsers that accept it.
 */
export function precompress(): Plugin {
  return {
    name: "enote:precompress",
    apply: "build",
    async writeBundle(options) {
      if (!options.dir) return;
      const { files, bytes, brotliBytes } = await precompressDir(options.dir);
      this.info(
        `${files} files precompressed: ${(bytes / 1000).toFixed(0)} kB, as brotli ${(brotliBytes / 1000).toFixed(0)} kB`,
      );
    },
  };
}
