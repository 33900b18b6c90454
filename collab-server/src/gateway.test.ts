import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { MemoryCapabilities } from "./testing/memoryCapabilities";
import { Cleanup, connectClient, serverText, startCollab, waitFor, waitForEvent } from "./testing/harness";

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const DOC = "labbook.5";
const alice = { memberIdx: 1, name: "alice" };

describe("websocket gateway", () => {
  it("closes the socket of a message larger than maxMessageBytes without applying it", async () => {
    const capabilities = new MemoryCapabilities().allow("t-alice", alice, DOC, "write");
    const server = await startCollab({ capabilities, maxMessageBytes: 16 * 1024 });
    cleanup.add(() => server.stop());
    const client = connectClient(server.url, DOC, "t-alice");
    cleanup.add(() => client.destroy());
    await waitForEvent(client.provider, "synced");
    client.doc.getText("text").insert(0, "small");
    await waitFor(() => serverText(server.collab.hocuspocus, DOC) === "small", "the small edit");

    const closed = waitForEvent<{ event: { code: number } }>(client.provider, "close");
    client.doc.getText("text").insert(5, "x".repeat(32 * 1024));

    expect((await closed).event.code).toBe(1009);
    // With its only connection closed the server may already have stored and unloaded the
    // document: then the stored state is what must hold only "small".
    expect(serverText(server.collab.hocuspocus, DOC) ?? capabilities.storedText(DOC)).toBe("small");
  });

  it("leaves upgrades on other paths to other listeners", async () => {
    const capabilities = new MemoryCapabilities();
    const server = await startCollab({ capabilities });
    cleanup.add(() => server.stop());
    const echo = new WebSocketServer({ noServer: true });
    cleanup.add(() => new Promise((resolve) => echo.close(resolve)));
    server.http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (request.url !== "/other") return;
      echo.handleUpgrade(request, socket, head, (ws) => ws.on("message", (data) => ws.send(data)));
    });

    const ws = new WebSocket(server.url.replace("/collab", "/other"));
    cleanup.add(() => ws.terminate());
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const reply = new Promise<string>((resolve) => ws.once("message", (data) => resolve(String(data))));
    ws.send("ping");

    expect(await reply).toBe("ping");
  });
});
