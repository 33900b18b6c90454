import { afterEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { memoDoc } from "@enote/shared";
import { ElementSync, type SceneTarget, type SyncedElement } from "./elementSync";

interface El extends SyncedElement {
  x: number;
}

const el = (id: string, version: number, x = 0, versionNonce = 1, isDeleted = false): El => ({
  id,
  type: "rectangle",
  version,
  versionNonce,
  isDeleted,
  index: `a${id}`,
  x,
});

/** A canvas whose reconciliation follows Excalidraw's rule: higher version, then lower versionNonce. */
class FakeScene implements SceneTarget<El> {
  scene: El[] = [];
  replaced = 0;
  elements = () => this.scene;
  replace = (elements: readonly El[]) => {
    this.replaced += 1;
    this.scene = [...elements];
  };
  reconcile = (local: readonly El[], remote: readonly El[]): El[] => {
    const byId = new Map(local.map((e) => [e.id, e]));
    for (const r of remote) {
      const l = byId.get(r.id);
      const localWins = l && (l.version > r.version || (l.version === r.version && l.versionNonce <= r.versionNonce));
      if (!localWins) byId.set(r.id, r);
    }
    return [...byId.values()];
  };
}

/** Two documents that exchange every update, as the collab server would relay them. */
function linkedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on("update", (update: Uint8Array, origin: unknown) => origin !== "remote" && Y.applyUpdate(b, update, "remote"));
  b.on("update", (update: Uint8Array, origin: unknown) => origin !== "remote" && Y.applyUpdate(a, update, "remote"));
  return [a, b];
}

function binding(doc: Y.Doc, editable = true, clock = { t: 0 }) {
  const sync = new ElementSync<El>(doc, { editable, now: () => clock.t });
  const scene = new FakeScene();
  sync.attach(scene);
  return { sync, scene, clock };
}

const stored = (doc: Y.Doc) => doc.getMap(memoDoc.elements);

/** A local edit: the canvas shows it, then tells the binding, as Excalidraw's onChange does. */
function draw(bound: ReturnType<typeof binding>, element: El): void {
  bound.scene.scene = [...bound.scene.scene.filter((e) => e.id !== element.id), element];
  bound.sync.localChange(bound.scene.scene);
  bound.sync.flush();
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ElementSync", () => {
  it("writes an image once it names its stored file, never before", () => {
    const doc = new Y.Doc();
    const { sync } = binding(doc);
    const image = (version: number, fileId: string | null): El => ({ ...el("img", version), type: "image", fileId });
    sync.localChange([image(1, null)]);
    sync.flush();
    expect(stored(doc).has("img")).toBe(false);
    sync.localChange([image(2, "attachment-7")]);
    sync.flush();
    expect(stored(doc).get("img")).toMatchObject({ type: "image", fileId: "attachment-7", version: 2 });
  });

  it("writes only the elements whose version changed", () => {
    const doc = new Y.Doc();
    const { sync } = binding(doc);
    const writes: string[][] = [];
    stored(doc).observe((event) => writes.push([...event.keysChanged]));
    sync.localChange([el("1", 1), el("2", 1)]);
    sync.flush();
    sync.localChange([el("1", 1), el("2", 2, 5)]);
    sync.flush();
    expect(writes).toEqual([["1", "2"], ["2"]]);
  });

  it("writes at most once per 50 ms during a drag, and the last position on pointer-up", () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    const clock = { t: 0 };
    const { sync } = binding(doc, true, clock);
    let writes = 0;
    stored(doc).observe(() => (writes += 1));
    // 60 pointer moves over one second, one every ~16 ms.
    for (let i = 1; i <= 60; i++) {
      clock.t = i * 16;
      sync.localChange([el("1", i, i)]);
      vi.advanceTimersByTime(16);
    }
    expect(writes).toBeLessThanOrEqual(21);
    sync.flush();
    expect((stored(doc).get("1") as El).x).toBe(60);
  });

  it("shows a remote element without writing it back", () => {
    const [a, b] = linkedDocs();
    const one = binding(a);
    const two = binding(b);
    one.sync.localChange([el("1", 3, 42)]);
    one.sync.flush();
    expect(two.scene.scene).toEqual([el("1", 3, 42)]);
    let echoes = 0;
    stored(a).observe(() => (echoes += 1));
    two.sync.localChange(two.scene.scene);
    two.sync.flush();
    expect(echoes).toBe(0);
  });

  it("keeps a deleted element as a tombstone", () => {
    const [a, b] = linkedDocs();
    const one = binding(a);
    const two = binding(b);
    one.sync.localChange([el("1", 1)]);
    one.sync.flush();
    one.sync.localChange([el("1", 2, 0, 9, true)]);
    one.sync.flush();
    expect((stored(b).get("1") as El).isDeleted).toBe(true);
    expect(two.scene.scene[0]?.isDeleted).toBe(true);
  });

  it("converges on one element when two members change it at once", () => {
    // A relay that holds every update until delivered, as a slow network would.
    const a = new Y.Doc();
    const b = new Y.Doc();
    const queue: Array<[Y.Doc, Uint8Array]> = [];
    a.on("update", (update: Uint8Array, origin: unknown) => origin !== "remote" && queue.push([b, update]));
    b.on("update", (update: Uint8Array, origin: unknown) => origin !== "remote" && queue.push([a, update]));
    const deliver = () => {
      while (queue.length > 0) {
        const [to, update] = queue.shift() ?? [];
        if (to && update) Y.applyUpdate(to, update, "remote");
      }
    };
    const one = binding(a);
    const two = binding(b);
    draw(one, el("1", 4, 0, 1));
    deliver();
    // Both move version 4 to version 5 before either sees the other's move.
    draw(one, el("1", 5, 10, 3));
    draw(two, el("1", 5, 20, 8));
    deliver();
    one.sync.flush();
    two.sync.flush();
    deliver();
    // The lower versionNonce wins on both canvases, and both maps end holding it.
    expect(one.scene.scene[0]?.x).toBe(10);
    expect(two.scene.scene[0]?.x).toBe(10);
    expect((stored(a).get("1") as El).x).toBe(10);
    expect((stored(b).get("1") as El).x).toBe(10);
  });

  it("shows on attach only what changed after the first render read the stored elements", () => {
    const [a, b] = linkedDocs();
    const one = binding(a);
    one.sync.localChange([el("1", 1)]);
    one.sync.flush();
    const late = new ElementSync<El>(b, { editable: true });
    const scene = new FakeScene();
    scene.scene = late.storedElements();
    draw(one, el("2", 1));
    late.attach(scene);
    expect(scene.scene.map((e) => e.id).sort()).toEqual(["1", "2"]);
    expect(scene.replaced).toBe(1);
  });

  it("writes nothing for a reader", () => {
    const doc = new Y.Doc();
    const { sync } = binding(doc, false);
    sync.localChange([el("1", 1)]);
    sync.flush();
    expect(stored(doc).size).toBe(0);
  });
});
