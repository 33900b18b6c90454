import { describe, expect, it } from "vitest";
import type { DrawingFile } from "./files";
import { loadFiles, MissingFiles, type FileReferrer } from "./missingFiles";

const image = (fileId: string | null, isDeleted = false): FileReferrer => ({ type: "image", isDeleted, fileId });
const file = (id: string): DrawingFile => ({ id, mimeType: "image/png", dataURL: `data:image/png;base64,${id}` });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(known: Record<string, DrawingFile | "fails">) {
  const loads: string[] = [];
  const added: string[] = [];
  const held = new Set<string>(["placed-here"]);
  const missing = new MissingFiles(
    {
      load: async (id) => {
        loads.push(id);
        const answer = known[id];
        if (answer === "fails") throw new Error("404");
        return answer ?? null;
      },
    },
    (files) => files.forEach((f) => (held.add(f.id), added.push(f.id))),
    (id) => held.has(id),
  );
  return { missing, loads, added };
}

describe("images a drawing refers to", () => {
  it("loads each missing file once and hands it to the canvas", async () => {
    const { missing, loads, added } = harness({ "attachment-1": file("attachment-1") });
    missing.request([image("attachment-1"), image("attachment-1"), { type: "rectangle", isDeleted: false }]);
    missing.request([image("attachment-1")]);
    await settle();
    missing.request([image("attachment-1")]);
    expect(loads).toEqual(["attachment-1"]);
    expect(added).toEqual(["attachment-1"]);
  });

  it("skips files the canvas holds, images without a stored file, and deleted images", async () => {
    const { missing, loads } = harness({});
    missing.request([image("placed-here"), image(null), image("attachment-2", true)]);
    await settle();
    expect(loads).toEqual([]);
  });

  it("asks again on a later change when a load failed", async () => {
    const { missing, loads, added } = harness({ "attachment-3": "fails" });
    missing.request([image("attachment-3")]);
    await settle();
    missing.request([image("attachment-3")]);
    expect(loads).toEqual(["attachment-3", "attachment-3"]);
    expect(added).toEqual([]);
  });

  it("hands nothing to a canvas that closed meanwhile", async () => {
    const { missing, added } = harness({ "attachment-4": file("attachment-4") });
    missing.request([image("attachment-4")]);
    missing.destroy();
    await settle();
    expect(added).toEqual([]);
  });

  it("loads an export's files once each, leaving out ids that are not ours", async () => {
    const loaded = await loadFiles({ load: async (id) => (id === "attachment-5" ? file(id) : null) }, [
      image("attachment-5"),
      image("attachment-5"),
      image("excalidraw-hash"),
    ]);
    expect(loaded.map((f) => f.id)).toEqual(["attachment-5"]);
  });
});
