import { describe, expect, it } from "vitest";
import { coreMatrixRows } from "./test/matrix-core-rows";
import { matrixParts } from "./test/matrix-parts";
import { runPermissionMatrix } from "./test/matrix-suite";
import { inventoryMatrixRows } from "./inventory/matrix-rows";
import { labBookMatrixRows } from "./labbook/matrix-rows";
import { attachmentMatrixRows } from "./attachments/matrix-rows";
import { commentMatrixRows } from "./comments/matrix-rows";
import { memoMatrixRows } from "./memos/matrix-rows";
import { bookFeedMatrixRows } from "./bookfeed/matrix-rows";
import { kindMatrixRows } from "./labbook/kind-matrix-rows";
import { accountMatrixRows } from "./accounts/matrix-rows";
import { purchasingMatrixRows } from "./purchasing/matrix-rows";
import { proposalMatrixRows } from "./proposal/matrix-rows";
import { historyMatrixRows } from "./history/matrix-rows";
import { meetingMatrixRows } from "./meeting/matrix-rows";
import { communityMatrixRows } from "./community/matrix-rows";
import { socialMatrixRows } from "./oauth/matrix-rows";
import { signingMatrixRows } from "./signing/matrix-rows";
import { notificationMatrixRows } from "./notifications/matrix-rows";
import { tokenMatrixRows } from "./tokens/matrix-rows";
import { recoveryMatrixRows } from "./recovery/matrix-rows";

/*
 * Every endpoint × every actor → the exact status, split by feature into parts that vitest
 * workers share (test/matrix-parts.ts; the other parts are permissions.matrix.<part>.test.ts).
 * This file runs the core part and checks the split: every row of every feature in one part.
 */

const everyRow = [
  ...coreMatrixRows,
  ...inventoryMatrixRows,
  ...labBookMatrixRows,
  ...attachmentMatrixRows,
  ...commentMatrixRows,
  ...memoMatrixRows,
  ...purchasingMatrixRows,
  ...proposalMatrixRows,
  ...communityMatrixRows,
  ...bookFeedMatrixRows,
  ...meetingMatrixRows,
  ...kindMatrixRows,
  ...accountMatrixRows,
  ...historyMatrixRows,
  ...socialMatrixRows,
  ...signingMatrixRows,
  ...notificationMatrixRows,
  ...tokenMatrixRows,
  ...recoveryMatrixRows,
];

describe(`permission matrix: ${everyRow.length} endpoints in ${Object.keys(matrixParts).length} parts`, () => {
  it("names every row once", () => {
    expect(new Set(everyRow.map((row) => row.endpoint)).size).toBe(everyRow.length);
  });

  it("runs every row in exactly one part", () => {
    const inParts = Object.values(matrixParts).flat();
    expect(inParts.length).toBe(everyRow.length);
    expect(new Set(inParts)).toEqual(new Set(everyRow));
  });
});

runPermissionMatrix("core", matrixParts.core);
