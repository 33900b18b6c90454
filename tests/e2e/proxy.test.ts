import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../api/src/files/s3-test-server";
import { connect, synced, until, type Client, type SocketClass } from "../fault/providers";
import { call, groupWith, signUpOverHttp, type ApiMember } from "./support/http";
import { request, startNginx, trustingWebSocket, type Nginx } from "./support/nginx";
import { startE2EServer, type E2EServer } from "./support/server";

/*
 * docs/deploy.md's scale-out layout, run: deploy/nginx/enote.conf (TLS, /collab to the collab
 * upstream, the rest to the api upstream) in front of two api and two collab processes on one
 * PostgreSQL database, one Redis and one S3-compatible store (a real s3rver). Needs nginx
 * (/usr/sbin/nginx, or NGINX) and Redis (REDIS_URL); CI has both.
 */

const portOf = (server: E2EServer) => Number(new URL(server.url).port);

/** A process's own Prometheus text, read from it directly (nginx does not serve /metrics). */
async function metrics(server: E2EServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`);
  return response.text();
}

/** The sum of a metric's samples whose labels contain every given fragment. */
function sample(text: string, name: string, ...labels: string[]): number {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

const connectionsOn = async (server: E2EServer) => sample(await metrics(server), "enote_collab_connections");

describe.skipIf(!process.env.REDIS_URL)(
  "two api and two collab processes behind nginx (deploy/nginx/enote.conf)",
  () => {
    let s3: TestS3;
    const apis: E2EServer[] = [];
    const collabs: E2EServer[] = [];
    let nginx: Nginx;
    let socketClass: SocketClass;
    let manager: ApiMember;
    let writer: ApiMember;
    let projectIdx: number;
    const clients: Client[] = [];
    /** Collab processes the test killed (they have no metrics to read). */
    const killed = new Set<E2EServer>();

    beforeAll(async () => {
      s3 = await startTestS3();
      const shared = { ENOTE_TRUST_PROXY: "true", ENOTE_METRICS: "1" };
      // One after another, each kept at once for afterAll to stop: started together, each took
      // over a minute on the shared 2 cores.
      const first = await startE2EServer({ ENOTE_SERVICES: "api", ...shared, ...s3.env });
      apis.push(first);
      const database = { databaseUrl: first.databaseUrl };
      apis.push(await startE2EServer({ ENOTE_SERVICES: "api", ...shared, ...s3.env }, database));
      for (let i = 0; i < 2; i++) collabs.push(await startE2EServer({ ENOTE_SERVICES: "collab", ...shared }, database));
      nginx = await startNginx({ api: apis.map(portOf), collab: collabs.map(portOf) });
      socketClass = trustingWebSocket(nginx.ca);
      // Set-up straight on the first api process; what is tested below goes through nginx.
      manager = await signUpOverHttp(first.url);
      writer = await signUpOverHttp(first.url);
      const { groupIdx } = await groupWith(first.url, manager, [writer], "Scale-out lab");
      ({ projectIdx } = await call<{ projectIdx: number }>(first.url, "POST", "/api/project/create.do", {
        token: manager.accessToken,
        body: { groupIdx, name: "Flow chemistry", includeGroupMembers: true },
      }));
    }, 420_000);
    afterAll(async () => {
      for (const client of clients) client.destroy();
      await nginx?.stop();
      for (const server of [...collabs, ...apis].reverse()) await server.dispose();
      await s3?.close();
    });

    async function newLabBook(title: string): Promise<number> {
      const answer = await request(nginx.url, nginx.ca, "POST", "/api/labbook/create.do", {
        token: manager.accessToken,
        contentType: "application/json",
        body: Buffer.from(JSON.stringify({ projectIdx, title })),
      });
      expect(answer.status).toBe(201);
      return (JSON.parse(answer.bytes.toString()) as { data: { lbIdx: number } }).data.lbIdx;
    }

    /** Connects a member's editor through nginx and says which collab process took the socket. */
    async function open(lbIdx: number, member: ApiMember): Promise<{ client: Client; on: E2EServer }> {
      const running = collabs.filter((server) => !killed.has(server));
      const before = await Promise.all(running.map(connectionsOn));
      const client = connect(nginx.url, lbIdx, member.accessToken, socketClass);
      clients.push(client);
      await until(() => client.provider.isSynced, 15_000, "the editor to sync through nginx");
      const after = await Promise.all(running.map(connectionsOn));
      const index = after.findIndex((count, i) => count > (before[i] ?? 0));
      const on = running[index];
      if (!on) throw new Error(`no collab process took the socket (${before.join(",")} → ${after.join(",")})`);
      return { client, on };
    }

    it("serves the api over TLS, sends plain HTTP to it, and keeps /metrics off the public address", async () => {
      const live = await request(nginx.url, nginx.ca, "GET", "/api/health/live.do");
      expect(live.status).toBe(200);
      const plain = await fetch(`${nginx.plainUrl}/labbook`, { redirect: "manual" });
      expect(plain.status).toBe(301);
      expect(plain.headers.get("location")).toMatch(/^https:\/\//);
      const hidden = await request(nginx.url, nginx.ca, "GET", "/metrics");
      expect(hidden.status).toBe(404);
    });

    it("lets two members on different collab processes co-edit a lab book, and both see one text", async () => {
      const lbIdx = await newLabBook("Residence time study");
      const a = await open(lbIdx, manager);
      const b = await open(lbIdx, writer);
      // least_conn: the second socket goes to the process without one.
      expect(a.on).not.toBe(b.on);
      a.client.type("Pump A at 0.5 mL/min. ");
      b.client.type("Coil at 80 °C. ");
      await until(
        () =>
          synced(a.client) &&
          synced(b.client) &&
          a.client.text() === b.client.text() &&
          a.client.text().includes("80 °C"),
        15_000,
        "the two editors to converge across the collab processes",
      );
      expect(a.client.text()).toContain("Pump A at 0.5 mL/min.");
      expect(b.client.text()).toContain("Coil at 80 °C.");
    });

    it("moves the members of a killed collab process to the other through nginx, losing nothing they typed", async () => {
      const lbIdx = await newLabBook("Quench study");
      const a = await open(lbIdx, manager);
      const b = await open(lbIdx, writer);
      expect(a.on).not.toBe(b.on);
      let typedA = "";
      let typedB = "";
      const round = (i: number) => {
        a.client.type(`a${i % 10}`);
        b.client.type(`b${i % 10}`);
        typedA += `a${i % 10}`;
        typedB += `b${i % 10}`;
      };
      for (let i = 0; i < 20; i++) {
        round(i);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const survivor = collabs.find((server) => server !== a.on);
      killed.add(a.on);
      await a.on.stop("SIGKILL");
      // Typing goes on while a's socket is down: kept in its editor, sent when it reconnects.
      for (let i = 20; i < 30; i++) round(i);
      await until(
        () => synced(a.client) && synced(b.client) && a.client.text() === b.client.text(),
        30_000,
        "the editors to reconnect through nginx and converge",
      );
      expect(a.client.text()).toContain(typedA);
      expect(a.client.text()).toContain(typedB);
      if (!survivor) throw new Error("setup");
      // Both sockets of this book (and any of the earlier test still open) are on the survivor now.
      expect(await connectionsOn(survivor)).toBeGreaterThanOrEqual(2);
      // A member opening the book now, through nginx, gets every character from the survivor.
      const late = await open(lbIdx, writer);
      expect(late.on).toBe(survivor);
      expect(late.client.text()).toBe(a.client.text());
    });

    it("downloads through one api process a file uploaded through the other, kept in the shared S3 store", async () => {
      const lbIdx = await newLabBook("Spectra");
      // Larger than nginx's default 1 MB body limit: client_max_body_size must let it through.
      const content = randomBytes(3_000_000);
      const boundary = `----enote${randomBytes(8).toString("hex")}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nmr.fid"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploadCounts = async () =>
        Promise.all(
          apis.map(async (api) =>
            sample(await metrics(api), "enote_http_requests_total", 'method="POST"', "attachment.do", 'status="201"'),
          ),
        );
      const downloadCounts = async () =>
        Promise.all(
          apis.map(async (api) =>
            sample(
              await metrics(api),
              "enote_http_requests_total",
              'method="GET"',
              "attachment/:attachmentIdx",
              'status="200"',
            ),
          ),
        );
      const uploaded = await request(nginx.url, nginx.ca, "POST", `/api/labbook/${lbIdx}/attachment.do`, {
        token: writer.accessToken,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body,
      });
      expect(uploaded.status).toBe(201);
      const { attachmentIdx } = (JSON.parse(uploaded.bytes.toString()) as { data: { attachmentIdx: number } }).data;
      const uploads = await uploadCounts();
      expect(uploads.filter((count) => count === 1)).toHaveLength(1);
      const uploader = uploads.indexOf(1);

      // Round-robin: two requests in a row are answered by both api processes.
      for (let i = 0; i < 2; i++) {
        const downloaded = await request(
          nginx.url,
          nginx.ca,
          "GET",
          `/api/labbook/${lbIdx}/attachment/${attachmentIdx}.do`,
          {
            token: manager.accessToken,
          },
        );
        expect(downloaded.status).toBe(200);
        expect(downloaded.bytes.equals(content)).toBe(true);
      }
      const downloads = await downloadCounts();
      expect(downloads[1 - uploader]).toBeGreaterThanOrEqual(1);
    });
  },
);
