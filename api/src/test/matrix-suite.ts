// The permission matrix: every endpoint × every actor → the exact status. Its rows live with their
// features (`*/matrix-rows.ts`); matrix-parts.ts groups them into the parts one test file each runs
// (permissions.matrix*.test.ts), so vitest workers share the matrix. Each part builds the same
// world (matrix-world.ts) on its own server and runs its rows in order, as the single file did.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./harness";
import { startInventoryMatrixServices } from "../inventory/matrix-rows";
import { startSocialMatrixServices } from "../oauth/matrix-rows";
import { startRecoveryMatrixServices } from "../recovery/matrix-rows";
import { publicRoutesOf, tokenExpectation, type PublicRoutes } from "./matrix-tokens";
import {
  buildWorld,
  callAs,
  isTokenActor,
  matrixActors,
  type MatrixActor,
  type MatrixRequest,
  type Scene,
  type World,
} from "./matrix-world";

/*
 * A row marked `fresh` gives each actor's call its own scene (or its own target member), so a
 * change one call makes (a leave, an archive, a role) cannot sway the calls after it.
 */

/** The statuses of the member columns; the token columns are derived (matrix-tokens.ts). */
type Statuses = [number, number, number, number, number, number, number, number];
export interface MatrixRow {
  endpoint: string;
  fresh?: boolean;
  request: (scene: Scene, world: World) => MatrixRequest | Promise<MatrixRequest>;
  expect: Statuses;
  /**
   * Only for a row about the bearer itself (sign-out with a given token): the token columns'
   * statuses, which no member column tells.
   */
  tokenExpect?: [number, number];
}

export const get = (path: string): MatrixRequest => ({ method: "GET", path });
export const post = (path: string, body?: unknown): MatrixRequest => ({ method: "POST", path, body });
export const put = (path: string, body?: unknown): MatrixRequest => ({ method: "PUT", path, body });
export const del = (path: string): MatrixRequest => ({ method: "DELETE", path });
export const missing = 999999;

/** The codes each refusal status may carry: 403s are decide's, 404 never says more than "not found". */
const codesByStatus: Record<number, string[]> = {
  // A signature (END, COMPLETE) whose re-entered password is wrong or missing.
  401: ["UNAUTHENTICATED", "SESSION_EXPIRED", "REAUTH_FAILED"],
  403: ["NO_MENU_ACCESS", "NO_MODIFY_AUTHORITY", "NO_DELETE_AUTHORITY", "TOKEN_SCOPE", "TOKEN_PERSON_ONLY"],
  // A MoA invitation code that is no project's is "not found" too, with its own message.
  404: ["NOT_FOUND", "INVALID_INVITE_CODE", "UNSUBSCRIBE_LINK_INVALID"],
  409: [
    "ALREADY_GROUP_MEMBER",
    "LAST_GROUP_MANAGER",
    "INVALID_STATUS_TRANSITION",
    "MEMOS_FROZEN",
    "NO_PASSWORD_RESET_PENDING",
    "LEAVE_GROUP_MANAGER",
    "LEAVE_PROJECT_OWNER",
    "ATTACHMENTS_FROZEN",
    "QUOTATION_CLOSED",
    "ORDER_INVALID_TRANSITION",
    "BOOK_NOT_IN_PROGRESS",
    "NOT_MOA_PROJECT",
    "ALREADY_PROJECT_MEMBER",
    "VERSION_RESTORE_FROZEN",
    "MEETING_ENDED",
  ],
};

const asRecord = (statuses: readonly number[]) =>
  Object.fromEntries(matrixActors.map((actor, i) => [actor, statuses[i]])) as Record<MatrixActor, number>;

/** Runs `rows` in order, every actor on each, against a world of its own (one test per row). */
export function runPermissionMatrix(part: string, rows: readonly MatrixRow[]): void {
  let app: TestApp;
  let world: World;
  let services: Awaited<ReturnType<typeof startInventoryMatrixServices>>;
  let social: Awaited<ReturnType<typeof startSocialMatrixServices>>;
  let mail: Awaited<ReturnType<typeof startRecoveryMatrixServices>>;
  let isPublic: PublicRoutes;
  beforeAll(async () => {
    services = await startInventoryMatrixServices();
    social = await startSocialMatrixServices();
    mail = await startRecoveryMatrixServices();
    app = await startTestApp({ ...services.env, ...social.env, ...mail.env });
    world = await buildWorld(app);
    isPublic = await publicRoutesOf(app);
  });
  afterAll(async () => {
    await app?.close();
    await services?.close();
    await social?.close();
    await mail?.close();
  });

  describe(`permission matrix (${part}): ${rows.length} endpoints × ${matrixActors.length} actors`, () => {
    it.each(rows.map((row) => [row.endpoint, row] as const))("%s", async (_endpoint, row) => {
      const statuses: number[] = [];
      const expected: number[] = [...row.expect];
      for (const actor of matrixActors) {
        const scene = row.fresh ? await world.freshScene() : world.shared;
        const request = await row.request(scene, world);
        if (isTokenActor(actor)) {
          const given = row.tokenExpect?.[actor === "tokenRead" ? 0 : 1];
          expected.push(given ?? tokenExpectation(actor, request, row.expect, isPublic));
        }
        const result = await callAs(world, actor, request);
        statuses.push(result.status);
        const allowedCodes = codesByStatus[result.status];
        if (allowedCodes) expect(allowedCodes, `${actor}: ${result.body.code}`).toContain(result.body.code);
      }
      expect(asRecord(statuses)).toEqual(asRecord(expected));
    });
  });
}
