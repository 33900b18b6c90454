import { HocuspocusProvider, WebSocketStatus } from "@hocuspocus/provider";
import { collabRefusalReason, documentName, parseCollabMessage, shareToken, type MemberPresence } from "@enote/shared";
import { IndexeddbPersistence } from "y-indexeddb";
import * as Y from "yjs";
import { refreshAccessToken } from "../../../lib/api";
import { storedAccessToken } from "../../../session/tokens";
import { collabUrl } from "./collabUrl";
import { forgetOfflineDocument, offlineDocumentName, rememberOfflineDocument } from "./offlineStore";
import {
  afterConnection,
  afterLocalEdit,
  afterOfflineReplay,
  afterServerMessage,
  initialSessionState,
  type Refusal,
  type SessionState,
} from "./sessionState";

/** What other people see of me in the awareness (caret label, "who is here"). */
export type PresenceUser = MemberPresence;

export type SessionAuth =
  | {
      kind: "member";
      memberIdx: number;
      /** Announced to the others (caret, "who is here"); null for a background view such as print. */
      presence: PresenceUser | null;
      /** Keep the document in this browser (IndexedDB) so edits survive offline and merge later. */
      offline: boolean;
    }
  /** An anonymous viewer of a public link: read-only, no presence. */
  | { kind: "share"; key: string };

/** What the page shows for a refusal: anything but the viewer cap reads as "not found". */
const refusalOf = (reason: string): Refusal =>
  collabRefusalReason(reason) === "too-many-viewers" ? "tooManyViewers" : "denied";

/**
 * One open lab book: the Y.Doc, the one HocuspocusProvider for it and, for members who may
 * write, an IndexedDB copy of the document so edits made offline survive a reload and merge on
 * reconnect. Exposes a small external store (subscribe/getState) for React.
 */
export class LabBookSession {
  readonly doc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  private readonly persistence: IndexeddbPersistence | null = null;
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private sentToken: string | null = null;
  private refreshedForAuth = false;
  private destroyed = false;
  private closed: Promise<void> = Promise.resolve();

  constructor(
    readonly lbIdx: number,
    readonly auth: SessionAuth,
    /** Where a session that replaces a diverged one starts (see reopenedState). */
    initial: SessionState = initialSessionState,
    /** The document: the book's text, or another document of the book (a drawing memo). */
    readonly name: string = documentName.labbook(lbIdx),
  ) {
    this.state = initial;
    if (auth.kind === "member" && auth.offline) {
      const name = offlineDocumentName(auth.memberIdx, lbIdx);
      rememberOfflineDocument(name);
      this.persistence = new IndexeddbPersistence(name, this.doc);
      void this.persistence.whenSynced.then(() => {
        if (this.doc.store.clients.size > 0) this.set({ loaded: true });
      });
    }

    this.provider = new HocuspocusProvider({
      url: collabUrl(),
      name,
      document: this.doc,
      token: auth.kind === "share" ? shareToken(auth.key) : () => this.memberToken(),
      onStatus: ({ status }) => this.set(afterConnection(this.state, status as SessionState["connection"])),
      onSynced: () => this.set({ synced: true, everSynced: true, loaded: true }),
      onAuthenticated: ({ scope }) => {
        this.refreshedForAuth = false;
        this.set({ access: scope === "read-write" ? "write" : "read", refusal: null });
      },
      onAuthenticationFailed: ({ reason }) => this.authenticationFailed(reason),
      onStateless: ({ payload }) => this.serverMessage(payload),
      // The server closed this document while open (access withdrawn, viewer cap).
      onClose: ({ event }) => {
        const reason = collabRefusalReason(event.reason);
        if (reason === "permission-denied" || reason === "too-many-viewers") this.set({ refusal: refusalOf(reason) });
      },
    });

    if (auth.kind === "member" && auth.presence) this.provider.setAwarenessField("user", auth.presence);
    // Anonymous viewers (and print views) broadcast nothing: no local awareness state at all.
    else this.provider.awareness?.setLocalState(null);

    this.doc.on("update", this.onUpdate);
    // The browser knows before the socket does (a tablet leaving the Wi-Fi): go offline now,
    // and reconnect at once when the network is back instead of waiting for the next retry.
    window.addEventListener("offline", this.onOffline);
    window.addEventListener("online", this.onOnline);
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  destroy(): void {
    void this.close();
  }

  /**
   * Closes the book and forgets what this browser kept of it, so the next session starts from the
   * server's content: for a copy that diverged (a change the server refused for good).
   */
  async discard(): Promise<void> {
    await this.close();
    if (this.auth.kind === "member" && this.persistence) {
      await forgetOfflineDocument(offlineDocumentName(this.auth.memberIdx, this.lbIdx));
    }
  }

  private async close(): Promise<void> {
    if (this.destroyed) return this.closed;
    this.destroyed = true;
    window.removeEventListener("offline", this.onOffline);
    window.removeEventListener("online", this.onOnline);
    this.doc.off("update", this.onUpdate);
    this.provider.destroy();
    this.listeners.clear();
    // The IndexedDB connection closes before the document goes, so a discard can delete the database.
    this.closed = (this.persistence?.destroy() ?? Promise.resolve()).then(() => this.doc.destroy());
    return this.closed;
  }

  private set(patch: Partial<SessionState>): void {
    if (this.destroyed) return;
    const next = { ...this.state, ...patch };
    if ((Object.keys(patch) as (keyof SessionState)[]).every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private memberToken(): string {
    this.sentToken = storedAccessToken() ?? "";
    return this.sentToken;
  }

  private readonly onUpdate = (_update: Uint8Array, origin: unknown): void => {
    // Remote changes are not edits made here, nor is what IndexedDB replays (though it is sent).
    if (origin === this.provider) return;
    if (this.persistence !== null && origin === this.persistence) this.set(afterOfflineReplay(this.state));
    else this.set(afterLocalEdit(this.state));
  };

  private readonly onOffline = (): void => {
    // Offline now, not when the socket says so: its close event waits for a closing handshake,
    // which a network that is gone may never carry.
    this.set(afterConnection(this.state, "disconnected"));
    void this.provider.disconnect();
  };

  private readonly onOnline = (): void => {
    const socket = this.provider.configuration.websocketProvider;
    // Asked to close when the network went, the socket may still say it is open: its close event
    // waits for a closing handshake the network did not carry. connect() does nothing to an open
    // socket, and the close, when it comes, does not reconnect a socket asked to close: the book
    // stayed offline until a reload after a short drop. The close is taken as done now.
    if (socket.status === WebSocketStatus.Connected) {
      socket.onClose({ event: new CloseEvent("close", { code: 1006, reason: "network went offline" }) });
    }
    void this.provider.connect();
  };

  private authenticationFailed(reason: string): void {
    // An expired access token: refresh once through lib/api.ts, then authenticate again.
    if (this.auth.kind === "member" && collabRefusalReason(reason) === "unauthorized" && !this.refreshedForAuth) {
      this.refreshedForAuth = true;
      const used = this.sentToken;
      refreshAccessToken(used)
        .then(async () => {
          if (this.destroyed) return;
          await this.provider.sendToken();
          this.provider.startSync();
        })
        // A failed refresh logs out (lib/api.ts) and leaves for sign-in; otherwise the door stays shut.
        .catch(() => {
          if (storedAccessToken()) this.set({ refusal: "denied" });
        });
      return;
    }
    this.set({ refusal: refusalOf(reason) });
  }

  private serverMessage(payload: string): void {
    const message = parseCollabMessage(payload);
    if (message) this.set(afterServerMessage(this.state, message, this.provider.hasUnsyncedChanges));
  }
}
