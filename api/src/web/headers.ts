import type { RequestHandler } from "express";

/**
 * What a page of ours may load, directive by directive. Everything is our own origin unless a
 * line says why not.
 */
const policy: Record<string, string[]> = {
  "default-src": ["'self'"],
  // Vite's build is module scripts from /assets: no inline script in index.html, and nothing in
  // the bundles needs eval (openchemlib does not; zod is told not to try, shared/src/zod-config.ts).
  "script-src": ["'self'"],
  // Inline styles are needed: Mantine writes its theme variables and the style props of its
  // components as <style> elements, and TipTap injects the editor's base CSS the same way;
  // without them the layout falls apart. CSS runs no script, and what an injected style could
  // send elsewhere (url() of an image or font) stays on our origin by img-src and font-src.
  "style-src": ["'self'", "'unsafe-inline'"],
  // No member's image from another host (a tracking pixel): lab book sections show those as links
  // (client/src/features/labbook/content/imageDisplay.ts). data: for drawn structures and QR
  // codes, blob: for uploaded structure images fetched with the token.
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  // Only our own api and collab socket: PubChem is asked by the api, not the browser. 'self' covers
  // the WebSocket to our own host too (ws: from http pages, wss: from https), as CSP Level 3 says
  // and Chromium (the e2e tests), Firefox and Safari since 2022 do, so no ws:/wss: source is needed.
  "connect-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  // No other site may show ours in a frame (clickjacking); X-Frame-Options says it to old browsers.
  "frame-ancestors": ["'none'"],
};

const contentSecurityPolicy = Object.entries(policy)
  .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
  .join("; ");

/** A year: browsers then refuse plain http for the host until a year after the last visit. */
const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The headers every answer carries, api JSON, static files, index.html and errors alike. */
function securityHeaderValues(publicUrl: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // Only where members reach E-Note over https: over plain http the header would be ignored, and
  // on a host that later moves to http it would lock members out.
  if (publicUrl && new URL(publicUrl).protocol === "https:") {
    headers["Strict-Transport-Security"] = `max-age=${hstsMaxAgeSeconds}`;
  }
  return headers;
}

/** Mounted first, so nothing answers without them. */
export function securityHeaders(publicUrl: string | undefined): RequestHandler {
  const headers = Object.entries(securityHeaderValues(publicUrl));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
