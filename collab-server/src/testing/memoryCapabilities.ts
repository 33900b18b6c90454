import * as Y from "yjs";
import type { CollabActor, CollabCapabilities, DocumentAccess } from "../types";

export interface LogRow {
  seq: number;
  update: Uint8Array;
}

/**
 * In-memory capabilities for tests: tokens, grants, a Map as the state store and one as the update log,
 * with injectable failures. Also the reference for what the api implements: storeState merges the log rows
 * it deletes into the stored state, so compaction never loses an update another process logged.
 */
export class MemoryCapabilities implements CollabCapabilities {
  readonly stored = new Map<string, Uint8Array>();
  readonly log = new Map<string, LogRow[]>();
  readonly storeCalls: Array<{ documentName: string; compactedThroughSeq: number | null }> = [];
  readonly projections: Array<{ documentName: string; text: string }> = [];
  /** The members each afterStore was told changed the document since the previous store. */
  readonly changedBy: Array<readonly number[]> = [];
  loads = 0;
  storeAttempts = 0;
  appendAttempts = 0;
  /** Rows ever appended, compacted or not. */
  appendedRows = 0;
  /** The next this-many calls throw. */
  failNextStores = 0;
  failNextAppends = 0;
  failNextProjections = 0;
  private nextSeq = 1;
  private readonly actors = new Map<string, CollabActor>();
  private readonly grants = new Map<string, DocumentAccess>();
  private readonly layouts = new Map<string, readonly string[]>();

  /** Gives `documentName` a layout: updates creating other root types are refused. */
  layout(documentName: string, roots: readonly string[]): this {
    this.layouts.set(documentName, roots);
    return this;
  }

  allowedRoots(documentName: string): readonly string[] | null {
    return this.layouts.get(documentName) ?? null;
  }

  /** Registers `token` for an actor and grants it `access` on `documentName`; call again to change the grant. */
  allow(token: string, actor: CollabActor, documentName: string, access: DocumentAccess): this {
    this.actors.set(token, actor);
    this.grants.set(grantKey(actor, documentName), access);
    return this;
  }

  async authenticate(token: string): Promise<CollabActor | null> {
    const actor = this.actors.get(token);
    return actor ? { ...actor } : null;
  }

  async resolveAccess(actor: CollabActor, documentName: string): Promise<DocumentAccess> {
    return this.grants.get(grantKey(actor, documentName)) ?? "none";
  }

  async loadState(documentName: string): Promise<Uint8Array[]> {
    this.loads += 1;
    return this.loadStateNow(documentName);
  }

  async appendUpdates(documentName: string, updates: Uint8Array[]): Promise<number> {
    this.appendAttempts += 1;
    if (this.failNextAppends > 0) {
      this.failNextAppends -= 1;
      throw new Error("simulated append failure");
    }
    const rows = this.log.get(documentName) ?? [];
    for (const update of updates) rows.push({ seq: this.nextSeq++, update: Uint8Array.from(update) });
    this.appendedRows += updates.length;
    this.log.set(documentName, rows);
    return this.nextSeq - 1;
  }

  async storeState(documentName: string, state: Uint8Array, compactedThroughSeq: number | null): Promise<void> {
    this.storeAttempts += 1;
    if (this.failNextStores > 0) {
      this.failNextStores -= 1;
      throw new Error("simulated store failure");
    }
    this.storeCalls.push({ documentName, compactedThroughSeq });
    const rows = this.log.get(documentName) ?? [];
    const compacted = rows.filter((row) => compactedThroughSeq !== null && row.seq <= compactedThroughSeq);
    const previous = this.stored.get(documentName);
    const merged = Y.mergeUpdates([...(previous ? [previous] : []), state, ...compacted.map((row) => row.update)]);
    this.stored.set(documentName, merged);
    this.log.set(
      documentName,
      rows.filter((row) => !compacted.includes(row)),
    );
  }

  async afterStore(documentName: string, doc: Y.Doc, changedBy: readonly number[] = []): Promise<void> {
    const text = doc.getText("text").toString();
    this.changedBy.push(changedBy);
    if (this.failNextProjections > 0) {
      this.failNextProjections -= 1;
      throw new Error("simulated projection failure");
    }
    this.projections.push({ documentName, text });
  }

  /** Text of the stored state alone; null when nothing is stored. */
  storedText(documentName: string): string | null {
    const state = this.stored.get(documentName);
    return state ? textOf([state]) : null;
  }

  /** Text a restart would load: stored state plus update log. */
  durableText(documentName: string): string {
    return textOf(this.loadStateNow(documentName));
  }

  logRows(documentName: string): LogRow[] {
    return this.log.get(documentName) ?? [];
  }

  private loadStateNow(documentName: string): Uint8Array[] {
    const state = this.stored.get(documentName);
    return [...(state ? [state] : []), ...this.logRows(documentName).map((row) => row.update)];
  }
}

export function textOf(updates: Uint8Array[]): string {
  const doc = new Y.Doc();
  doc.transact(() => updates.forEach((update) => Y.applyUpdate(doc, update)));
  const text = doc.getText("text").toString();
  doc.destroy();
  return text;
}

function grantKey(actor: CollabActor, documentName: string): string {
  return `${actor.memberIdx ?? "anonymous"}:${actor.name}\n${documentName}`;
}
