/**
 * Query and mutation keys, one factory per area, so invalidation never guesses a key.
 * Later features add their areas here (inventory, labBook, …).
 */
export const queryKeys = {
  account: {
    all: ["account"] as const,
    signIn: () => [...queryKeys.account.all, "signIn"] as const,
    signUp: () => [...queryKeys.account.all, "signUp"] as const,
    initPassword: () => [...queryKeys.account.all, "initPassword"] as const,
    updateProfile: () => [...queryKeys.account.all, "updateProfile"] as const,
    changePassword: () => [...queryKeys.account.all, "changePassword"] as const,
    leave: () => [...queryKeys.account.all, "leave"] as const,
  },
  tokens: {
    all: ["tokens"] as const,
    /** `null`: the signed-in member's own. */
    list: (memberIdx: number | null) => [...queryKeys.tokens.all, "list", memberIdx] as const,
  },
  groups: {
    all: ["groups"] as const,
    list: () => [...queryKeys.groups.all, "list"] as const,
    detail: (groupIdx: number) => [...queryKeys.groups.all, "detail", groupIdx] as const,
    members: (groupIdx: number) => [...queryKeys.groups.all, "members", groupIdx] as const,
  },
  projects: {
    all: ["projects"] as const,
    lists: () => [...queryKeys.projects.all, "list"] as const,
    /** `null`: every group. */
    list: (groupIdx: number | null) => [...queryKeys.projects.lists(), groupIdx] as const,
    detail: (projectIdx: number) => [...queryKeys.projects.all, "detail", projectIdx] as const,
  },
  members: {
    all: ["members"] as const,
    list: (params: { q: string; groupIdx: number | null; page: number; size: number }) =>
      [...queryKeys.members.all, "list", params] as const,
  },
  tree: {
    all: ["tree"] as const,
    /** The root (groups), or the children of one group or project. */
    children: (parent: { kind: "root" } | { kind: "group" | "project"; idx: number }) =>
      [...queryKeys.tree.all, parent.kind, "idx" in parent ? parent.idx : null] as const,
  },
  dashboard: {
    all: ["dashboard"] as const,
  },
  structure: {
    all: ["structure"] as const,
    /** A search as sent (structure, mode, threshold, group, scope); pages follow its cursor. */
    search: (query: Record<string, string | number | readonly string[]>) =>
      [...queryKeys.structure.all, "search", query] as const,
    uses: (rowKey: string) => [...queryKeys.structure.all, "uses", rowKey] as const,
  },
  inventory: {
    all: ["inventory"] as const,
    lists: () => [...queryKeys.inventory.all, "list"] as const,
    /** The list query exactly as sent (group, filters, sort, page). */
    list: (params: Record<string, string | number | boolean | undefined>) =>
      [...queryKeys.inventory.lists(), params] as const,
    detail: (rowKey: string) => [...queryKeys.inventory.all, "detail", rowKey] as const,
    history: (rowKey: string) => [...queryKeys.inventory.all, "history", rowKey] as const,
    allLabels: () => [...queryKeys.inventory.all, "labels"] as const,
    /** The items of a print page, by rowKeys (or pins). */
    labels: (codes: readonly string[]) => [...queryKeys.inventory.allLabels(), codes.join(",")] as const,
    allFacets: () => [...queryKeys.inventory.all, "facets"] as const,
    facets: (groupIdx: number) => [...queryKeys.inventory.allFacets(), groupIdx] as const,
  },
  material: {
    all: ["material"] as const,
    lists: () => [...queryKeys.material.all, "list"] as const,
    list: (params: Record<string, string | number | undefined>) => [...queryKeys.material.lists(), params] as const,
    detail: (materialIdx: number) => [...queryKeys.material.all, "detail", materialIdx] as const,
    history: (materialIdx: number) => [...queryKeys.material.all, "history", materialIdx] as const,
    /** The supplies of a print page, in the order asked. */
    labels: (materialIdxs: readonly number[]) => [...queryKeys.material.all, "labels", materialIdxs.join(",")] as const,
  },
} as const;
