import { describe, expect, it } from "vitest";
import { saveStatusOf } from "./saveStatus";
import { initialSessionState, type SessionState } from "./sessionState";

const state = (patch: Partial<SessionState>): SessionState => ({ ...initialSessionState, ...patch });
const online = { connection: "connected", synced: true, everSynced: true, loaded: true } as const;

describe("saveStatusOf", () => {
  it("says connecting until the first sync, offline once a connection has dropped", () => {
    expect(saveStatusOf(state({}))).toBe("connecting");
    expect(saveStatusOf(state({ connection: "disconnected" }))).toBe("offline");
    expect(saveStatusOf(state({ ...online, connection: "connecting", synced: false }))).toBe("offline");
  });

  it("says saving while my changes are not confirmed stored, saved only after the server said so", () => {
    expect(saveStatusOf(state(online))).toBe("upToDate");
    expect(saveStatusOf(state({ ...online, pending: true }))).toBe("saving");
    expect(saveStatusOf(state({ ...online, pending: true, saved: true }))).toBe("saving");
    expect(saveStatusOf(state({ ...online, saved: true }))).toBe("saved");
  });

  it("keeps saying offline, not saving, for changes made without a connection", () => {
    expect(saveStatusOf(state({ ...online, connection: "disconnected", synced: false, pending: true }))).toBe(
      "offline",
    );
  });
});
