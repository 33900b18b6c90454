import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { WebSocket } from "ws";
import * as Y from "yjs";
import { labBookDoc } from "@enote/shared";

/** A Node client of the collab socket, as the browser's editor is one (Node 20 has no WebSocket). */
export interface Client {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Appends text to this client's own paragraph of the "procedure" section. */
  type(text: string): void;
  /** All text of the "procedure" section. */
  text(): string;
  destroy(): void;
}

/** A WebSocket class for the provider: `ws`'s own, or one trusting a test's own TLS certificate. */
export type SocketClass = new (address: string) => WebSocket;

export function connect(baseUrl: string, lbIdx: number, token: string, socketClass: SocketClass = WebSocket): Client {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, "ws")}/collab`,
    WebSocketPolyfill: socketClass,
    // Reconnect quickly after the server comes back. minDelay must not exceed maxDelay (its
    // default is 1 s): the retry library rejects such options and the provider never connects.
    delay: 100,
    minDelay: 50,
    maxDelay: 500,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `labbook.${lbIdx}`,
    document: doc,
    token,
  });
  provider.attach();
  const fragment = doc.getXmlFragment(labBookDoc.section("procedure"));
  let own: Y.XmlText | null = null;
  return {
    doc,
    provider,
    type(text) {
      doc.transact(() => {
        if (!own) {
          const paragraph = new Y.XmlElement("paragraph");
          own = new Y.XmlText();
          paragraph.insert(0, [own]);
          fragment.push([paragraph]);
        }
        own.insert(own.length, text);
      });
    },
    text() {
      return fragment
        .toArray()
        .map((node) =>
          node instanceof Y.XmlElement
            ? node
                .toArray()
                .map((t) => t.toString())
                .join("")
            : "",
        )
        .join("\n");
    },
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function synced(client: Client): boolean {
  return client.provider.isSynced && !client.provider.hasUnsyncedChanges;
}
