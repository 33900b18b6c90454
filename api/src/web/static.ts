import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { Router } from "express";
import { collabPath } from "@enote/shared";
import { errorHandler } from "../lib/errors";
import type { Logger } from "../lib/logger";

export const defaultClientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../client/dist");

/**
 * Serves the built client. Hashed assets are cached for a year; any other GET that is not an
 * api or collab path gets index.html, so the SPA's router decides (and shows not-found). A missing
 * or unreadable asset answers the api's JSON error, never a framework page.
 */
export function createWebRouter(distDir: string, log: Logger): Router {
  const router = Router();
  const indexHtml = path.join(distDir, "index.html");
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith("/api/") || req.path === "/api" || req.path.startsWith(collabPath)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type("text/plain").send("The client is not built yet: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
  router.use(errorHandler(log));
  return router;
}
