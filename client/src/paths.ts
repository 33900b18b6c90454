/** Route patterns of spec §2 (react-router syntax) and typed builders for links to them. */

type Id = number | string;
type Codes = string | readonly string[];

const seg = (value: Id) => encodeURIComponent(String(value));
/** Several pin/QR/location codes travel in one path segment, comma-separated. */
const codes = (value: Codes) => encodeURIComponent(typeof value === "string" ? value : value.join(","));

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const patterns = {
  dashboard: "/",
  indexPage: "/indexPage",
  account: "/myLab/account",
  users: "/myLab/users",
  groups: "/myLab/groups",
  projects: "/myLab/projects",
  treeView: "/myLab/treeView",
  order: "/order",
  quotation: "/quotation",
  quotationDetail: "/quotation/:quotationIdx",
  /** A supplier's private reply page (issue 23): no account. */
  quoteReply: "/quote/:token",
  inventory: "/inventory",
  inventoryItem: "/inventory/experiment/:rowKey",
  /** Structure search across the cabinet and the books (issue 39): not a spec route. */
  structureSearch: "/structureSearch",
  material: "/material",
  /** One supply (issue 40): its QR label opens it. Not a spec route. */
  materialItem: "/material/:materialIdx",
  labBook: "/labBook",
  labBookExperiment: "/labBook/experiment/:lbIdx",
  labBookComment: "/labBook/experimentComment/:lbIdx/:lcmIdx",
  bookFeed: "/bookFeed",
  proposal: "/community/proposal",
  moaBook: "/moaBook",
  moaExperiment: "/moaBook/experiment/:lbIdx",
  notice: "/notice",
  noticeDetail: "/notice/:noticeIdx",
  noticeComment: "/notice/experimentComment/:noticeIdx/:lcmIdx",
  board: "/board",
  boardPost: "/board/experiment/:boardIdx",
  boardComment: "/board/experimentComment/:boardIdx/:lcmIdx",
  meeting: "/meeting",
  notifications: "/notifications",
  /** A notification mail's "stop these mails" link (issue 35): no account. */
  unsubscribe: "/notifications/unsubscribe/:token",
  signIn: "/auth/signIn",
  signUp: "/auth/signUp",
  authMain: "/auth/main",
  resetPassword: "/auth/resetPassword",
  /** Not a spec route: the forced new-password screen after an administrator reset. */
  initPassword: "/auth/initPassword",
  sharedLabBook: "/auth/labbook/share/:lbIdx",
  authExperiment: "/auth/labBook/experiment/:lbIdx",
  labBookPrint: "/labBook/print/:lbIdx",
  experimentPrint: "/labBook/experiment/print/:lbIdx",
  qrPrint: "/qrBook/experiment/print/:pinCodes/:qrCodes",
  qrLabel: "/qrBook/experiment/labbel/:pinCodes/:qrCodes",
  qrLabelPrint: "/qrBook/experiment/labbelprint/:pinCodes/:qrCodes",
  qrLabels: "/qrBook/experiment/labbels/:pinCodes/:qrCodes",
  qrLabelsLocation: "/qrBook/experiment/labbelm/:pinCodes/:qrCodes/:locationCodes",
  /** Supply labels (issue 40): `kind` one of labels/supplies/codes.ts, the supplies' ids comma-separated. */
  supplyLabels: "/qrBook/material/:kind/:materialCodes",
} as const;

export const paths = {
  dashboard: () => "/",
  account: () => patterns.account,
  users: () => patterns.users,
  /** `join` opens the join dialog with an invitation's code; `create=1` the create dialog; `groupIdx` one group. */
  groups: (query: { join?: string; create?: 1; groupIdx?: number } = {}) => withQuery(patterns.groups, query),
  /** `projectIdx` opens one project (not a spec route of its own); `groupIdx` filters the list. */
  projects: (query: { projectIdx?: number; groupIdx?: number } = {}) => withQuery(patterns.projects, query),
  treeView: () => patterns.treeView,
  order: () => patterns.order,
  quotation: () => patterns.quotation,
  quotationDetail: (quotationIdx: Id) => `/quotation/${seg(quotationIdx)}`,
  /** `groupIdx` shows that group's reagents. */
  inventory: (query: { groupIdx?: number } = {}) => withQuery(patterns.inventory, query),
  inventoryItem: (rowKey: Id) => `/inventory/experiment/${seg(rowKey)}`,
  /** A search to run at once: a compound (`smiles`), how to match it, in which group's cabinet. */
  structureSearch: (query: { smiles?: string; mode?: string; groupIdx?: number } = {}) =>
    withQuery(patterns.structureSearch, query),
  /** The create form lives at the item route under a key the api never hands out. */
  inventoryCreate: (groupIdx?: number) => withQuery("/inventory/experiment/new", { groupIdx }),
  material: (query: { groupIdx?: number } = {}) => withQuery(patterns.material, query),
  materialItem: (materialIdx: Id) => `/material/${seg(materialIdx)}`,
  /** Filters of the lab book list (spec has none; they keep a filtered list linkable). */
  labBook: (query: { groupIdx?: number; projectIdx?: number; bookmarked?: boolean } = {}) =>
    withQuery(patterns.labBook, { ...query, bookmarked: query.bookmarked ? "true" : undefined }),
  labBookExperiment: (lbIdx: Id) => `/labBook/experiment/${seg(lbIdx)}`,
  labBookComment: (lbIdx: Id, lcmIdx: Id) => `/labBook/experimentComment/${seg(lbIdx)}/${seg(lcmIdx)}`,
  bookFeed: () => patterns.bookFeed,
  proposal: () => patterns.proposal,
  moaBook: () => patterns.moaBook,
  moaExperiment: (lbIdx: Id) => `/moaBook/experiment/${seg(lbIdx)}`,
  notice: () => patterns.notice,
  noticeDetail: (noticeIdx: Id) => `/notice/${seg(noticeIdx)}`,
  noticeComment: (noticeIdx: Id, lcmIdx: Id) => `/notice/experimentComment/${seg(noticeIdx)}/${seg(lcmIdx)}`,
  board: () => patterns.board,
  boardPost: (boardIdx: Id) => `/board/experiment/${seg(boardIdx)}`,
  boardComment: (boardIdx: Id, lcmIdx: Id) => `/board/experimentComment/${seg(boardIdx)}/${seg(lcmIdx)}`,
  meeting: () => patterns.meeting,
  notifications: () => patterns.notifications,
  signIn: () => patterns.signIn,
  /** `groupCode` prefills the sign-up form (invitation links). */
  signUp: (groupCode?: string) =>
    groupCode ? `${patterns.signUp}?code=${encodeURIComponent(groupCode)}` : patterns.signUp,
  authMain: () => patterns.authMain,
  resetPassword: () => patterns.resetPassword,
  initPassword: () => patterns.initPassword,
  sharedLabBook: (lbIdx: Id) => `/auth/labbook/share/${seg(lbIdx)}`,
  authExperiment: (lbIdx: Id) => `/auth/labBook/experiment/${seg(lbIdx)}`,
  labBookPrint: (lbIdx: Id) => `/labBook/print/${seg(lbIdx)}`,
  experimentPrint: (lbIdx: Id) => `/labBook/experiment/print/${seg(lbIdx)}`,
  qrPrint: (pins: Codes, qrs: Codes) => `/qrBook/experiment/print/${codes(pins)}/${codes(qrs)}`,
  qrLabel: (pins: Codes, qrs: Codes) => `/qrBook/experiment/labbel/${codes(pins)}/${codes(qrs)}`,
  qrLabelPrint: (pins: Codes, qrs: Codes) => `/qrBook/experiment/labbelprint/${codes(pins)}/${codes(qrs)}`,
  qrLabels: (pins: Codes, qrs: Codes) => `/qrBook/experiment/labbels/${codes(pins)}/${codes(qrs)}`,
  qrLabelsLocation: (pins: Codes, qrs: Codes, locations: Codes) =>
    `/qrBook/experiment/labbelm/${codes(pins)}/${codes(qrs)}/${codes(locations)}`,
  supplyLabels: (kind: string, materialIdxs: readonly number[]) =>
    `/qrBook/material/${seg(kind)}/${codes(materialIdxs.map(String))}`,
} as const;

/** Spec §2 route guard: the only paths that need no access token. Routes match case-insensitively. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return (
    path === patterns.signIn.toLowerCase() ||
    path === patterns.signUp.toLowerCase() ||
    path === patterns.resetPassword.toLowerCase() ||
    path.includes("/auth/labbook/share") ||
    path.startsWith("/quote/") ||
    path.startsWith("/notifications/unsubscribe/")
  );
}

export function isSharePath(pathname: string): boolean {
  return pathname.toLowerCase().includes("/auth/labbook/share");
}

export function isInitPasswordPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, "") === patterns.initPassword.toLowerCase();
}
