import * as Y from "yjs";
import type { CollabActor, CollabCapabilities, DocumentAccess } from "../types";

/** In-memory capabilities for tests: tokens, grants and a Map as the store, with injectable store failures. */
export class MemoryCapabilities implements CollabCapabilities {
  readonly stored = new Map<string, Uint8Array>();
  loads = 0;
  storeAttempts = 0;
  /** The next this-many stores throw. */
  failNextStores = 0;
  private readonly actors = new Map<string, CollabActor>();
  private readonly grants = new Map<string, DocumentAccess>();

  /** Registers `token` for an actor and grants it `access` on `documentName`. */
  allow(token: string, actor: CollabActor, documentName: string, access: DocumentAccess): this {
    this.actors.set(token, actor);
    this.grants.set(grantKey(actor, documentName), access);
    return this;
  }

  async authenticate(token: string): Promise<CollabActor | null> {
    return this.actors.get(token) ?? null;
  }

  async resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess> {
    return this.grants.get(grantKey(actor, documentName)) ?? "none";
  }

  async loadState(documentName: string): Promise<Uint8Array | null> {
    this.loads += 1;
    return this.stored.get(documentName) ?? null;
  }

  async storeState(documentName: string, state: Uint8Array): Promise<void> {
    this.storeAttempts += 1;
    if (this.failNextStores > 0) {
      this.failNextStores -= 1;
      throw new Error("simulated store failure");
    }
    this.stored.set(documentName, Uint8Array.from(state));
  }

  /** Text of the stored document's "text" field; null when nothing is stored. */
  storedText(documentName: string): string | null {
    const state = this.stored.get(documentName);
    if (!state) return null;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state);
    const text = doc.getText("text").toString();
    doc.destroy();
    return text;
  }
}

function grantKey(actor: CollabActor, documentName: string): string {
  return `${actor.memberIdx ?? "anonymous"}:${actor.name}\n${documentName}`;
}
