import type { LabBookDetail, VersionList } from "@enote/shared";
import { completeBook, putStatus } from "../test/labbooks";
import type { MatrixRequest, Scene, World } from "../test/matrix-world";
import { ok, type Result } from "../test/factories";

/** Rows of the permission matrix (api/src/permissions.matrix.test.ts) for a book's history and export. */
export interface HistoryMatrixRow {
  endpoint: string;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: [number, number, number, number, number, number, number, number];
  /** Each actor's call gets its own scene (a project of its own). */
  fresh?: boolean;
}

const call = (method: MatrixRequest["method"], path: string): MatrixRequest => ({ method, path });

/**
 * A book the project's WRITER starts and ends (a version is kept at END), then takes back to
 * IN_PROGRESS, or completes when asked. Each actor's call gets its own.
 */
async function versioned(scene: Scene, world: World, complete = false): Promise<{ lbIdx: number; versionIdx: number }> {
  const writer = world.members.writer.token;
  const body = { projectIdx: scene.projectIdx, title: "Matrix history" };
  const { lbIdx } = ok(
    await world.app.call<Result<LabBookDetail>>("POST", "/api/labbook/create.do", { token: writer, body }),
  );
  if (complete) {
    await completeBook(world.app, writer, world.members.owner.token, lbIdx);
  } else {
    ok(await putStatus(world.app, writer, lbIdx, "END"));
    ok(await putStatus(world.app, writer, lbIdx, "IN_PROGRESS"));
  }
  const { versions } = ok(
    await world.app.call<Result<VersionList>>("GET", `/api/labbook/${lbIdx}/versions.do`, { token: writer }),
  );
  const oldest = versions[versions.length - 1];
  if (!oldest) throw new Error("no version kept");
  return { lbIdx, versionIdx: oldest.versionIdx };
}

const version = ({ lbIdx, versionIdx }: { lbIdx: number; versionIdx: number }, tail = ".do") =>
  `/api/labbook/${lbIdx}/version/${versionIdx}${tail}`;

// prettier-ignore
export const historyMatrixRows: HistoryMatrixRow[] = [
  //                                                                                         anon outs  read writ own  gman admn made
  { endpoint: "GET /api/labbook/{lbIdx}/versions.do",                                expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => call("GET", `/api/labbook/${(await versioned(s, w)).lbIdx}/versions.do`) },
  { endpoint: "GET /api/labbook/{lbIdx}/version/{versionIdx}.do",                    expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => call("GET", version(await versioned(s, w))) },
  { endpoint: "GET /api/labbook/{lbIdx}/version/{versionIdx}.do (no such version)",  expect: [401, 404, 404, 404, 404, 404, 404, 404], request: async (s, w) => call("GET", version({ lbIdx: (await versioned(s, w)).lbIdx, versionIdx: 2_000_000_000 })) },
  { endpoint: "GET /api/labbook/{lbIdx}/version/{versionIdx}/diff.do",               expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => call("GET", version(await versioned(s, w), "/diff.do")) },
  { endpoint: "POST /api/labbook/{lbIdx}/version/{versionIdx}/restore.do",           expect: [401, 404, 403, 201, 201, 403, 403, 403], request: async (s, w) => call("POST", version(await versioned(s, w), "/restore.do")) },
  { endpoint: "POST /api/labbook/{lbIdx}/version/{versionIdx}/restore.do (complete book)", expect: [401, 404, 403, 409, 409, 403, 403, 403], request: async (s, w) => call("POST", version(await versioned(s, w, true), "/restore.do")) },
  { endpoint: "GET /api/labbook/{lbIdx}/export.do?format=eln",                       expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => call("GET", `/api/labbook/${(await versioned(s, w)).lbIdx}/export.do?format=eln`) },
  { endpoint: "GET /api/project/{projectIdx}/export.do?format=eln",                  expect: [401, 404, 200, 200, 200, 200, 200, 200], request: async (s, w) => { await versioned(s, w); return call("GET", `/api/project/${s.projectIdx}/export.do?format=eln`); }, fresh: true },
];
