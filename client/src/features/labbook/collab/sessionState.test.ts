import { describe, expect, it } from "vitest";
import { hasUnsavedChanges, saveStatusOf } from "./saveStatus";
import {
  afterConnection,
  afterLocalEdit,
  afterOfflineReplay,
  afterServerMessage,
  initialSessionState,
  reopenedState,
  type SessionState,
} from "./sessionState";

const editing: SessionState = {
  ...initialSessionState,
  connection: "connected",
  synced: true,
  everSynced: true,
  loaded: true,
  access: "write",
};

describe("the lab book session state", () => {
  it("is saved only when the server stored everything it acknowledged from this page", () => {
    const typed = afterLocalEdit(editing);
    expect(saveStatusOf(typed)).toBe("saving");
    expect(afterServerMessage(typed, { type: "saved", at: 1 }, true)).toBe(typed);
    const stored = afterServerMessage(typed, { type: "saved", at: 1 }, false);
    expect(saveStatusOf(stored)).toBe("saved");
    expect(hasUnsavedChanges(stored)).toBe(false);
  });

  it("stays up to date when others' changes are stored and this page sent nothing", () => {
    const others = afterServerMessage(editing, { type: "saved", at: 1 }, false);
    expect(others).toBe(editing);
    expect(saveStatusOf(others)).toBe("upToDate");
    // Typed after that, the next "saved" is about this page's changes.
    expect(saveStatusOf(afterServerMessage(afterLocalEdit(others), { type: "saved", at: 2 }, false))).toBe("saved");
  });

  it("says saved once the changes this browser kept offline and sent again are stored", () => {
    const replayed = afterOfflineReplay(editing);
    // Kept from an earlier visit, not typed on this page: leaving does not ask for them.
    expect(hasUnsavedChanges(replayed)).toBe(false);
    expect(saveStatusOf(afterServerMessage(replayed, { type: "saved", at: 1 }, false))).toBe("saved");
  });

  it("says offline the moment the connection drops, keeping the content shown and the changes pending", () => {
    const typed = afterLocalEdit(editing);
    const dropped = afterConnection(typed, "disconnected");
    expect(saveStatusOf(dropped)).toBe("offline");
    expect(dropped).toMatchObject({ synced: false, loaded: true, pending: true });
    expect(hasUnsavedChanges(dropped)).toBe(true);
    // Back on the network, it is not up to date until the new connection has synced.
    const back = afterConnection(dropped, "connected");
    expect(saveStatusOf(back)).toBe("connecting");
  });

  it("shows nothing yet while a first connection is still being made", () => {
    const first = afterConnection(initialSessionState, "connecting");
    expect(first.loaded).toBe(false);
    expect(saveStatusOf(first)).toBe("connecting");
  });

  it("follows the server's word on access", () => {
    expect(afterServerMessage(editing, { type: "access", access: "read" }, false).access).toBe("read");
  });

  it("diverges on a refused too-large change: the change can never be saved, so leaving does not ask", () => {
    const typed = afterLocalEdit(editing);
    expect(hasUnsavedChanges(typed)).toBe(true);
    const refused = afterServerMessage(typed, { type: "error", code: "DOCUMENT_TOO_LARGE" }, true);
    expect(refused).toMatchObject({ diverged: true, errorCode: "DOCUMENT_TOO_LARGE" });
    expect(hasUnsavedChanges(refused)).toBe(false);
    // Typing on in the copy about to be dropped changes nothing.
    expect(afterLocalEdit(refused)).toBe(refused);
    // A "saved" for what came before does not undo the divergence.
    expect(afterServerMessage(refused, { type: "saved", at: 2 }, false).diverged).toBe(true);
  });

  it("reopens from the server's content with nothing pending, still saying why the change is gone", () => {
    const refused = afterServerMessage(afterLocalEdit(editing), { type: "error", code: "DOCUMENT_TOO_LARGE" }, true);
    const reopened = reopenedState(refused);
    expect(reopened).toEqual({ ...initialSessionState, errorCode: "DOCUMENT_TOO_LARGE" });
    expect(hasUnsavedChanges(reopened)).toBe(false);
    // What the old copy sent before the refusal, stored after the reopen, is not news for this page.
    const synced = { ...reopened, ...editing, errorCode: reopened.errorCode };
    expect(saveStatusOf(afterServerMessage(synced, { type: "saved", at: 3 }, false))).toBe("upToDate");
    // The reopened session saves again.
    const typedAgain = afterLocalEdit({ ...reopened, ...editing, errorCode: reopened.errorCode });
    expect(saveStatusOf(afterServerMessage(typedAgain, { type: "saved", at: 3 }, false))).toBe("saved");
  });
});
