import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { WebSocket } from "ws";
import type { SocketClass } from "../../fault/providers";
import { freePort } from "./server";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** The configuration docs/deploy.md shows: the test runs this file, not a copy of it. */
export const nginxConfigFile = path.join(repoRoot, "deploy/nginx/enote.conf");
const nginxBinary = process.env.NGINX ?? "/usr/sbin/nginx";

export interface NginxPorts {
  api: number[];
  collab: number[];
}

export interface Nginx {
  /** https://127.0.0.1:<port> */
  url: string;
  /** http://127.0.0.1:<port>, the plain-HTTP server that redirects to TLS. */
  plainUrl: string;
  /** The self-signed certificate nginx serves (PEM), for clients to trust. */
  ca: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx/enote.conf with this run's ports, address and certificate in place of the
 * example ones. Every example value must be there to replace, or the file and this step have
 * drifted apart and the test says so.
 */
export function configForTest(
  template: string,
  ports: NginxPorts,
  listen: { http: number; https: number },
  tls: { cert: string; key: string },
): string {
  const replacements: [string, string][] = [
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${ports.api[0]} `],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${ports.api[1]} `],
    ["server 127.0.0.1:3101 ", `server 127.0.0.1:${ports.collab[0]} `],
    ["server 127.0.0.1:3102 ", `server 127.0.0.1:${ports.collab[1]} `],
    ["listen 80;", `listen 127.0.0.1:${listen.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${listen.https} ssl http2;`],
    ["/etc/letsencrypt/live/eln.lab.example/fullchain.pem", tls.cert],
    ["/etc/letsencrypt/live/eln.lab.example/privkey.pem", tls.key],
  ];
  let config = template;
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`deploy/nginx/enote.conf no longer has "${from}" to replace`);
    config = config.split(from).join(to);
  }
  return config;
}

/**
 * Runs nginx (not as a daemon: a child of this process) with a prefix of its own in a temp dir
 * (its pid file, temp files and logs there, nothing under /etc or /var), in front of the given
 * api and collab ports, with deploy/nginx/enote.conf as its site.
 */
export async function startNginx(ports: NginxPorts): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-nginx-"));
  // Run as root, nginx's workers run as nobody and must reach their temp dirs in here.
  await chmod(dir, 0o755);
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  await promisify(execFile)("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1"],
  ]);
  const listen = { http: await freePort(), https: await freePort() };
  const site = configForTest(await readFile(nginxConfigFile, "utf8"), ports, listen, { cert, key });
  await writeFile(path.join(dir, "enote.conf"), site);
  await writeFile(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((temp) => `  ${temp}_temp_path ${dir}/${temp};`),
      `  include ${dir}/enote.conf;`,
      "}",
      "",
    ].join("\n"),
  );

  let log = "";
  const child: ChildProcess = spawn(nginxBinary, ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ca = await readFile(cert, "utf8");
  const url = `https://127.0.0.1:${listen.https}`;
  // Ready once it answers over TLS (any answer: the upstreams' health is not this wait's business).
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log}`);
    const answered = await request(url, ca, "GET", "/api/health/live.do").then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 15 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    plainUrl: `http://127.0.0.1:${listen.http}`,
    ca,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGQUIT"); // nginx's graceful stop
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** One HTTPS request that trusts `ca` (the test's self-signed certificate) and nothing else. */
export function request(
  baseUrl: string,
  ca: string,
  method: string,
  urlPath: string,
  options: { token?: string; body?: Buffer; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers["content-type"] = options.contentType;
  if (options.body) headers["content-length"] = String(options.body.length);
  return new Promise((resolve, reject) => {
    const req = https.request(new URL(urlPath, baseUrl), { method, headers, ca, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The `ws` WebSocket for a Hocuspocus provider, trusting `ca` (the test's self-signed certificate). */
export function trustingWebSocket(ca: string): SocketClass {
  return class TrustingWebSocket extends WebSocket {
    constructor(address: string) {
      super(address, { ca });
    }
  };
}
