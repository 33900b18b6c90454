import {
  OutgoingMessage,
  type beforeHandleAwarenessPayload,
  type connectedPayload,
  type Connection,
  type Document,
  type Extension,
  type Hocuspocus,
  type onAuthenticatePayload,
} from "@hocuspocus/server";
import { errorMessage } from "./log";
import { encodeCollabMessage, type CollabRefusalReason } from "@enote/shared";
import type { CollabCapabilities, CollabContext, CollabLog, DocumentAccess } from "./types";

type Level = CollabContext["access"];

/** What a refresh re-checks: one document or all (null), every connection or one member's. */
export interface RefreshScope {
  documentName: string | null;
  memberIdx: number | null;
}

export interface ConnectionCaps {
  maxEditors: number;
  maxViewers: number;
}

/**
 * Rejection for onAuthenticate. Hocuspocus sends `reason` to the provider (its authenticationFailed event).
 * The message is left empty on purpose: Hocuspocus console.errors every hook error that has one,
 * and a refused connection is routine, so it is logged through `log` instead.
 */
class Refusal extends Error {
  constructor(readonly reason: CollabRefusalReason) {
    super();
  }
}

export function isCollabContext(context: unknown): context is CollabContext {
  return typeof context === "object" && context !== null && "actor" in context && "access" in context;
}

/** The access a connection has now; "read" for anything that is not one of ours. */
export function accessOf(connection: Connection): Level {
  const context: unknown = connection.context;
  return isCollabContext(context) ? context.access : "read";
}

function countAccess(document: Document | undefined, level: Level): number {
  let count = 0;
  for (const connection of document?.getConnections() ?? []) if (accessOf(connection) === level) count += 1;
  return count;
}

/**
 * Who may open a document and how, per-document connection caps, live access changes, and no presence
 * from anonymous viewers.
 */
export class AccessControl implements Extension<CollabContext> {
  extensionName = "enote-access";
  /** Bumped by every refresh, so a connection authenticating during one asks again once connected. */
  private epoch = 0;

  constructor(
    private readonly capabilities: CollabCapabilities,
    private readonly caps: ConnectionCaps,
    private readonly log: CollabLog,
  ) {}

  async onAuthenticate({
    token,
    documentName,
    connectionConfig,
    instance,
  }: onAuthenticatePayload<CollabContext>): Promise<CollabContext> {
    const accessEpoch = this.epoch;
    let context: CollabContext;
    try {
      const actor = await this.capabilities.authenticate(token, documentName);
      if (!actor) throw new Refusal("unauthorized");
      const granted = await this.capabilities.resolveAccess(actor, documentName);
      // One answer for "no access" and "no such document", so a refusal does not reveal existence.
      if (granted === "none") throw new Refusal("permission-denied");
      const document = instance.documents.get(documentName);
      const access = granted === "write" && countAccess(document, "write") < this.caps.maxEditors ? "write" : "read";
      if (access === "read" && countAccess(document, "read") >= this.caps.maxViewers) {
        throw new Refusal("too-many-viewers");
      }
      context = { actor, access, granted, accessEpoch };
    } catch (error) {
      if (error instanceof Refusal) {
        this.log("info", "collab connection refused", { documentName, reason: error.reason });
        throw error;
      }
      this.log("error", "collab authentication failed", { documentName, error: errorMessage(error) });
      throw new Refusal("permission-denied");
    }
    connectionConfig.readOnly = context.access === "read";
    return context;
  }

  /** Catches what onAuthenticate could not see: a refresh during it, and concurrent joins over a cap. */
  async connected({ connection, documentName }: connectedPayload<CollabContext>): Promise<void> {
    const context: unknown = connection.context;
    if (!isCollabContext(context)) return;
    if (context.accessEpoch !== this.epoch) {
      await this.refreshConnections(connection.document, [connection]).catch((error: unknown) =>
        this.log("error", "collab access refresh failed", { documentName, error: errorMessage(error) }),
      );
      return;
    }
    const { document } = connection;
    if (context.access === "write" && countAccess(document, "write") > this.caps.maxEditors) {
      this.setAccess(connection, "read");
    } else if (context.access === "read" && context.granted === "write") {
      connection.sendStateless(encodeCollabMessage({ type: "access", access: "read" }));
    }
    if (context.access === "read" && countAccess(document, "read") > this.caps.maxViewers) {
      this.log("info", "collab connection refused", { documentName, reason: "too-many-viewers" });
      connection.close({ code: 4429, reason: "too-many-viewers" });
    }
  }

  /**
   * Anonymous viewers broadcast nothing. A member's states carry the server's word on who they are in
   * `user`, and never overwrite the state of a client another member's connection announced.
   * States from Redis (no connection) were checked on the process that received them.
   */
  async beforeHandleAwareness({
    context,
    states,
    document,
    connection,
  }: beforeHandleAwarenessPayload<CollabContext>): Promise<void> {
    if (!isCollabContext(context)) return;
    // Clearing (not throwing) keeps the connection: a throw here would make Hocuspocus close the socket.
    if (context.actor.memberIdx === null) {
      states.clear();
      return;
    }
    const { memberIdx } = context.actor;
    const user = context.actor.presence ?? { memberIdx, name: context.actor.name };
    for (const [clientId, state] of states) {
      if (announcedByAnother(document, connection, memberIdx, clientId)) states.delete(clientId);
      else states.set(clientId, { ...state, user });
    }
  }

  /**
   * Applies a refresh on this process: every open connection of the document (of every document when
   * null), or only the connections of one member when `memberIdx` is given.
   */
  async refresh(hocuspocus: Hocuspocus, scope: RefreshScope): Promise<void> {
    this.epoch += 1;
    const { documentName, memberIdx } = scope;
    const documents =
      documentName === null ? [...hocuspocus.documents.values()] : [hocuspocus.documents.get(documentName)];
    const ofScope = (connection: Connection) => {
      if (memberIdx === null) return true;
      const context: unknown = connection.context;
      return isCollabContext(context) && context.actor.memberIdx === memberIdx;
    };
    const results = await Promise.allSettled(
      documents.map((document) => {
        const connections = document?.getConnections().filter(ofScope) ?? [];
        return document && connections.length > 0 ? this.refreshConnections(document, connections) : null;
      }),
    );
    // A book's record changed (a refresh of one document follows a change to it): its pages read
    // it again, also where the access stays as it was (ended → completed keeps a writer reading).
    if (documentName !== null) {
      for (const connection of documents[0]?.getConnections().filter(ofScope) ?? []) {
        connection.sendStateless(encodeCollabMessage({ type: "record" }));
      }
    }
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }

  private async refreshConnections(document: Document, connections: Connection[]): Promise<void> {
    const asked = new Map<string, Promise<DocumentAccess>>();
    let failures = 0;
    const answers = await Promise.all(
      connections.map(async (connection) => {
        const context: unknown = connection.context;
        if (!isCollabContext(context)) return { connection, granted: "none" as const };
        const key = JSON.stringify(context.actor);
        let answer = asked.get(key);
        if (!answer) {
          answer = this.capabilities.resolveAccess(context.actor, document.name);
          asked.set(key, answer);
        }
        try {
          return { connection, granted: await answer };
        } catch (error) {
          failures += 1;
          this.log("error", "collab access check failed", { documentName: document.name, error: errorMessage(error) });
          // Unknown: keep the view, stop the writes.
          return { connection, granted: "read" as const };
        }
      }),
    );
    // Closes and demotions first, so the writer slots they free can go to promotions.
    for (const { connection, granted } of answers) {
      if (!document.hasConnection(connection)) continue;
      if (granted === "none") {
        this.log("info", "collab connection closed: access revoked", { documentName: document.name });
        connection.close({ code: 4403, reason: "permission-denied" });
      } else if (granted === "read") {
        this.grant(connection, "read");
        this.setAccess(connection, "read");
      }
    }
    for (const { connection, granted } of answers) {
      if (granted !== "write" || !document.hasConnection(connection)) continue;
      this.grant(connection, "write");
      if (accessOf(connection) === "read" && countAccess(document, "write") < this.caps.maxEditors) {
        this.setAccess(connection, "write");
      }
    }
    if (failures > 0) throw new Error(`access check failed for ${failures} connection(s) of ${document.name}`);
  }

  private grant(connection: Connection, granted: Level): void {
    const context: unknown = connection.context;
    if (isCollabContext(context)) {
      context.granted = granted;
      context.accessEpoch = this.epoch;
    }
  }

  /** Switches a connection live and tells its provider; a no-op when nothing changes. */
  private setAccess(connection: Connection, access: Level): void {
    const context: unknown = connection.context;
    if (!isCollabContext(context) || context.access === access) return;
    context.access = access;
    // Hocuspocus checks readOnly per incoming sync message, so updates are dropped from the next one on.
    connection.readOnly = access === "read";
    connection.sendStateless(encodeCollabMessage({ type: "access", access }));
    if (access === "write") requestSync(connection);
  }
}

/**
 * Sends the server's state vector; the provider answers with every update the server lacks. Needed after
 * a promotion: the client's later updates build on the ones dropped while it was read-only, and Yjs would
 * hold them back as pending until those arrive.
 */
function requestSync(connection: Connection): void {
  const message = new OutgoingMessage(connection.messageAddress)
    .createSyncMessage()
    .writeFirstSyncStepFor(connection.document);
  connection.send(message.toUint8Array());
}

/**
 * Whether a connection of another member announced awareness client `clientId` on this document. The
 * same member's older connection may still hold it while the provider reconnects: that one is fine.
 */
function announcedByAnother(
  document: Document,
  connection: Connection | undefined,
  memberIdx: number,
  clientId: number,
): boolean {
  for (const [other, { clients }] of document.connections) {
    if (other === connection || !clients.has(clientId)) continue;
    const context: unknown = other.context;
    if (!isCollabContext(context) || context.actor.memberIdx !== memberIdx) return true;
  }
  return false;
}
