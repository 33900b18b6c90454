import { useQuery } from "@tanstack/react-query";
import { apiPaths, type TreeNode } from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

/** Whose children to load: the root (groups), a group (its projects) or a project (its lab books). */
export type TreeParent = { kind: "root" } | { kind: "group" | "project"; idx: number };

function childrenPath(parent: TreeParent): string {
  if (parent.kind === "root") return apiPaths.tree;
  const param = parent.kind === "group" ? "groupIdx" : "projectIdx";
  return `${apiPaths.tree}?${param}=${parent.idx}`;
}

/** One level of the tree, fetched only once the parent is expanded. */
export function useTreeChildren(parent: TreeParent, enabled = true) {
  return useQuery({
    queryKey: queryKeys.tree.children(parent),
    queryFn: () => api.get<TreeNode[]>(childrenPath(parent)),
    enabled,
  });
}
