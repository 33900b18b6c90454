import { stat } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** The copies the client build writes beside a file (client/vite/precompress.ts), best first. */
const copies = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
] as const;
type Coding = (typeof copies)[number]["coding"];

/** How a file is cached, as express.static and res.sendFile take it. */
export interface CacheOptions {
  maxAge?: string | number;
  immutable?: boolean;
  cacheControl?: boolean;
}

/**
 * The codings an Accept-Encoding header accepts: those it names with a q-value above 0, and, when
 * it has "*", those it does not name. No header accepts none here: a plain file always suits.
 */
export function acceptedCodings(header: string | undefined): Set<Coding> {
  const quality = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    quality.set(name === "x-gzip" ? "gzip" : name, q ? Number(q.slice(2)) : 1);
  }
  const accepted = new Set<Coding>();
  for (const { coding } of copies) {
    const q = quality.get(coding) ?? quality.get("*") ?? 0;
    if (q > 0) accepted.add(coding);
  }
  return accepted;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/**
 * Sends the best copy of `root/relative` that the client accepts, with the file's own
 * Content-Type, its coding, and Vary (the answer depends on Accept-Encoding wherever copies exist).
 * Byte ranges of a copy are not offered: they would count compressed bytes. Resolves false, having
 * sent nothing, when no copy suits: the caller sends the file itself.
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  root: string,
  relative: string,
  cache: CacheOptions,
): Promise<boolean> {
  const file = path.join(root, relative);
  const found = await Promise.all(copies.map(async (copy) => ((await isFile(file + copy.suffix)) ? copy : null)));
  if (found.every((copy) => copy === null)) return false;
  res.vary("Accept-Encoding");
  const accepted = acceptedCodings(req.headers["accept-encoding"]);
  const copy = found.find((candidate) => candidate !== null && accepted.has(candidate.coding));
  if (!copy) return false;
  res.type(path.extname(relative));
  res.setHeader("Content-Encoding", copy.coding);
  // With root, dotfiles are looked for below it only: a dist inside a dotted folder still serves.
  res.sendFile(relative + copy.suffix, { ...cache, root, acceptRanges: false }, (error?: Error) => {
    if (!error || res.headersSent) return; // sent, or the client left mid-way
    // The copy went away (a rebuild): the error answer is JSON, not this file's type or coding.
    res.removeHeader("Content-Encoding");
    res.removeHeader("Content-Type");
    next(error);
  });
  return true;
}

/** A request path as a file path below the served folder, or null for paths express.static refuses itself. */
function relativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // express.static answers its 400
  }
  if (decoded.includes("\0")) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, "");
  const parts = relative.split("/");
  // Dotfiles (and so "..") are express.static's to refuse, as it does for the plain files.
  if (relative === "" || parts.some((part) => part.startsWith("."))) return null;
  return relative;
}

/** Before express.static on the same folder: a GET or HEAD of a file with a copy the client accepts gets the copy. */
export function precompressed(root: string, cache: CacheOptions): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const relative = relativePath(req.path);
    if (!relative || !(await sendPrecompressed(req, res, next, root, relative, cache))) next();
  };
}
