import { execFile } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface TestTsa {
  /** `http://127.0.0.1:<port>/tsa`, for ENOTE_TSA_URL. */
  url: string;
  /** The CA that issued the TSA certificate (PEM file), for ENOTE_TSA_CA_FILE. */
  caFile: string;
  /** Time-stamp requests answered so far. */
  answered(): number;
  /** From now on, answer every request with HTTP 503 (a TSA that is down), or answer again. */
  setDown(down: boolean): void;
  /** From now on, answer with a token whose signature is broken (a faulty TSA), or answer well again. */
  setBadTokens(bad: boolean): void;
  close(): Promise<void>;
}

export interface TestTsaOptions {
  /** Listen on this port (a TSA started after E-Note was told its URL); default: any free port. */
  port?: number;
}

/** A local port nothing listens on now (for a TSA that is unreachable, then started on it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The TSA's OpenSSL configuration: `openssl ts -reply` reads its policy, digests and serial file here. */
function tsaConfig(dir: string): string {
  return `[ tsa ]
default_tsa = enote_test_tsa

[ enote_test_tsa ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.crt
certs = $dir/tsa.crt
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
other_policies = 1.2.3.4.5
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256

[ tsa_ext ]
basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
extendedKeyUsage = critical, timeStamping
`;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real RFC 3161 time-stamping authority on a free local port: a CA and a TSA certificate made
 * with openssl in a temp dir (extendedKeyUsage timeStamping, critical), and `openssl ts -reply`
 * answering each POSTed request, one at a time (it keeps a serial file).
 */
export async function startTestTsa(options: TestTsaOptions = {}): Promise<TestTsa> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "enote-tsa-"));
  const file = (name: string) => path.join(dir, name);
  await writeFile(file("tsa.cnf"), tsaConfig(dir));
  await writeFile(file("serial"), "01\n");
  await run("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", file("ca.key"), "-out", file("ca.crt"),
    "-days", "3650", "-subj", "/CN=E-Note Test Root CA",
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
  ]); // prettier-ignore
  await run("openssl", [
    "req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", file("tsa.key"), "-out", file("tsa.csr"),
    "-subj", "/CN=E-Note Test TSA",
  ]); // prettier-ignore
  await run("openssl", [
    "x509", "-req", "-in", file("tsa.csr"), "-CA", file("ca.crt"), "-CAkey", file("ca.key"), "-CAcreateserial",
    "-out", file("tsa.crt"), "-days", "3650", "-extfile", file("tsa.cnf"), "-extensions", "tsa_ext",
  ]); // prettier-ignore

  let count = 0;
  let down = false;
  let bad = false;
  let queue: Promise<unknown> = Promise.resolve();
  const reply = async (query: Buffer): Promise<Buffer> => {
    const n = ++count;
    const queryFile = file(`q${n}.tsq`);
    const replyFile = file(`r${n}.tsr`);
    await writeFile(queryFile, query);
    await run("openssl", ["ts", "-reply", "-config", file("tsa.cnf"), "-queryfile", queryFile, "-out", replyFile]);
    const answer = await readFile(replyFile);
    // The last bytes of the reply are the TSA's signature value: one flipped bit breaks it.
    const at = answer.length - 20;
    if (bad) answer.writeUInt8(answer.readUInt8(at) ^ 1, at);
    return answer;
  };
  const server = createServer((request, response) => {
    void (async () => {
      const query = await readBody(request);
      if (down || request.method !== "POST") {
        response.writeHead(down ? 503 : 405).end();
        return;
      }
      const answer = queue.then(() => reply(query));
      queue = answer.catch(() => undefined);
      try {
        const body = await answer;
        response.writeHead(200, { "content-type": "application/timestamp-reply" }).end(body);
      } catch {
        response.writeHead(500).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: file("ca.crt"),
    answered: () => count,
    setDown: (value) => {
      down = value;
    },
    setBadTokens: (value) => {
      bad = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
