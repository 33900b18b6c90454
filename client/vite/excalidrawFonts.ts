import { createReadStream } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

import { excalidrawAssetPath } from "../src/components/drawing/assetPath.ts";

function fontsDir(): string {
  const entry = createRequire(import.meta.url).resolve("@excalidraw/excalidraw");
  return path.join(path.dirname(entry), "fonts");
}

/** Emits Excalidraw's font files into the build, and serves them in development. */
export function excalidrawFonts(): Plugin {
  const dir = fontsDir();
  return {
    name: "enote:excalidraw-fonts",
    configureServer(server) {
      server.middlewares.use(`${excalidrawAssetPath}fonts/`, (req, res, next) => {
        const file = path.normalize(path.join(dir, decodeURIComponent((req.url ?? "").split("?")[0] ?? "")));
        if (!file.startsWith(dir + path.sep) || !file.endsWith(".woff2")) return next();
        res.setHeader("Content-Type", "font/woff2");
        createReadStream(file)
          .on("error", () => next())
          .pipe(res);
      });
    },
    async generateBundle() {
      for (const file of await readdir(dir, { recursive: true })) {
        if (!file.endsWith(".woff2")) continue;
        this.emitFile({
          type: "asset",
          fileName: `${excalidrawAssetPath.slice(1)}fonts/${file.split(path.sep).join("/")}`,
          source: await readFile(path.join(dir, file)),
        });
      }
    },
  };
}
