import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { Router } from "express";
import { collabPath } from "@enote/shared";
import { errorHandler } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { precompressed, sendPrecompressed, type CacheOptions } from "./precompressed";

export const defaultClientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../client/dist");

/**
 * Serves the built client. Hashed assets are cached for a year; any other GET that is not an
 * api or collab path gets index.html, so the SPA's router decides (and shows not-found). A file
 * the build precompressed goes as its brotli or gzip copy to a browser that accepts one. A missing
 * or unreadable asset answers the api's JSON error, never a framework page.
 */
export function createWebRouter(distDir: string, log: Logger): Router {
  const router = Router();
  const assets = path.join(distDir, "assets");
  const hashed: CacheOptions = { immutable: true, maxAge: "365d" };
  router.use("/assets", precompressed(assets, hashed), express.static(assets, { ...hashed, fallthrough: false }));
  router.use(precompressed(distDir, { maxAge: 0 }), express.static(distDir, { index: false, maxAge: 0 }));
  router.get(/.*/, async (req, res, next) => {
    if (req.path.startsWith("/api/") || req.path === "/api" || req.path.startsWith(collabPath)) return next();
    if (!existsSync(path.join(distDir, "index.html"))) {
      res.status(503).type("text/plain").send("The client is not built yet: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    if (await sendPrecompressed(req, res, next, distDir, "index.html", { cacheControl: false })) return;
    // With root, dotfiles are looked for below it only: a dist inside a dotted folder still serves.
    res.sendFile("index.html", { root: distDir });
  });
  router.use(errorHandler(log));
  return router;
}
