import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { signUpMember, startTestApp, type TestApp } from "../test/harness";
import { collabCapabilities } from "./capabilities";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Connects a real provider to the app's /collab socket and reports how authentication ended. */
async function connect(token: string, name: string): Promise<"authenticated" | string> {
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.url.replace("http", "ws")}/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: new Y.Doc(), token });
  try {
    return await new Promise<string>((resolve) => {
      provider.on("authenticated", () => resolve("authenticated"));
      provider.on("authenticationFailed", ({ reason }: { reason: string }) => resolve(reason));
      provider.attach();
    });
  } finally {
    provider.destroy();
    socket.destroy();
  }
}

describe("collab socket at /collab", () => {
  it("refuses a connection with a token that is not a valid access token", async () => {
    expect(await connect("not-a-token", "labbook.1")).toBe("unauthorized");
  });

  it("refuses a signed-in member a document nobody has given them", async () => {
    const { tokens } = await signUpMember(app);
    expect(await connect(tokens.accessToken, "labbook.1")).toBe("permission-denied");
  });
});

describe("collab storage", () => {
  it("merges a stored state with a concurrent one instead of overwriting it", async () => {
    const capabilities = collabCapabilities(app.server.ctx);
    const base = new Y.Doc();
    base.getText("t").insert(0, "base ");
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(base));
    a.getText("t").insert(5, "from A ");
    b.getText("t").insert(5, "from B ");
    await capabilities.storeState("labbook.77", Y.encodeStateAsUpdate(a));
    await capabilities.storeState("labbook.77", Y.encodeStateAsUpdate(b));
    const loaded = new Y.Doc();
    const stored = await capabilities.loadState("labbook.77");
    expect(stored).not.toBeNull();
    Y.applyUpdate(loaded, stored ?? new Uint8Array());
    const text = loaded.getText("t").toString();
    expect(text).toContain("from A");
    expect(text).toContain("from B");
    expect(text.startsWith("base ")).toBe(true);
  });
});
