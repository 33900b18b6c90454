// The permission matrix's rows, grouped by feature into parts of similar cost, one test file each
// (permissions.matrix*.test.ts). In the order the single matrix file ran them; a new feature's rows
// join the part nearest in subject (permissions.matrix.test.ts checks every row is in one part).
import type { MatrixRow } from "./matrix-suite";
import { coreMatrixRows } from "./matrix-core-rows";
import { inventoryMatrixRows } from "../inventory/matrix-rows";
import { labBookMatrixRows } from "../labbook/matrix-rows";
import { attachmentMatrixRows } from "../attachments/matrix-rows";
import { commentMatrixRows } from "../comments/matrix-rows";
import { memoMatrixRows } from "../memos/matrix-rows";
import { bookFeedMatrixRows } from "../bookfeed/matrix-rows";
import { kindMatrixRows } from "../labbook/kind-matrix-rows";
import { accountMatrixRows } from "../accounts/matrix-rows";
import { purchasingMatrixRows } from "../purchasing/matrix-rows";
import { proposalMatrixRows } from "../proposal/matrix-rows";
import { historyMatrixRows } from "../history/matrix-rows";
import { meetingMatrixRows } from "../meeting/matrix-rows";
import { communityMatrixRows } from "../community/matrix-rows";
import { socialMatrixRows } from "../oauth/matrix-rows";
import { signingMatrixRows } from "../signing/matrix-rows";
import { notificationMatrixRows } from "../notifications/matrix-rows";
import { tokenMatrixRows } from "../tokens/matrix-rows";
import { recoveryMatrixRows } from "../recovery/matrix-rows";

export const matrixParts = {
  // groups, projects, members, tree, dashboard; accounts (spec §7) and health; social sign-in (issue 26); personal API tokens (issue 38); password reset by e-mail (issue 40)
  core: [...coreMatrixRows, ...accountMatrixRows, ...socialMatrixRows, ...tokenMatrixRows, ...recoveryMatrixRows],
  // reagent inventory and supplies (issue 5); reagent purchasing (issue 23)
  inventory: [...inventoryMatrixRows, ...purchasingMatrixRows],
  // lab books (issue 4), attachments, comments; education books, MoA projects and MoA books (issue 22)
  labbook: [...labBookMatrixRows, ...attachmentMatrixRows, ...commentMatrixRows, ...kindMatrixRows],
  // drawing memos (issue 20); a book's history and .eln export, signatures (issue 27); the book feed (issue 22); meetings (issue 25)
  books: [...memoMatrixRows, ...historyMatrixRows, ...signingMatrixRows, ...bookFeedMatrixRows, ...meetingMatrixRows],
  // user proposals, notices and the board (issue 24); notifications and watching books (issue 35)
  community: [...proposalMatrixRows, ...communityMatrixRows, ...notificationMatrixRows],
} satisfies Record<string, MatrixRow[]>;
