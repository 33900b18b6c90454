import type { Response } from "express";

/** No api answer is kept by the browser: lab data stays off the disks of shared bench tablets. */
export const apiCacheControl = "private, no-store";

/**
 * Writes an api answer as JSON, never to be stored (apiCacheControl). Without express's ETag: it
 * hashed every body for a revalidation that an answer never stored never asks for.
 */
export function sendApiJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.status(status);
  res.setHeader("Cache-Control", apiCacheControl);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
