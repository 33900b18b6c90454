import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Another site on another host (`localhost` while E-Note runs at 127.0.0.1), run by the test: a
 * page that frames E-Note, and an image a member might link to (a tracking pixel). It notes every
 * path it is asked for.
 */
export interface OtherSite {
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A 1×1 transparent GIF. */
const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export async function startOtherSite(framed: string): Promise<OtherSite> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/frame.html") {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(`<!doctype html><title>Another site</title><iframe id="framed" src="${framed}"></iframe>`);
    } else if (req.url?.startsWith("/pixel.gif")) {
      res.setHeader("Content-Type", "image/gif");
      res.end(pixel);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
