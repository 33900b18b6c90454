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
 * `content` compressed with brotli and with gzip at their best quality: the build compresses once,
 * so it can spend what a server compressing each response could not (brotli's best costs ~3 s a
 * megabyte, ~14 s a build on 2 cores, for ~2–3% less than the next quality).
 */
export async function compressVariants(content: Buffer): Promise<Variants> {
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, when they are smaller. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file));
  const result: PrecompressResult = { files: files.length, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const content = await readFile(full);
      const { br, gz } = await compressVariants(content);
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
