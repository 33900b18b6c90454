import { useQuery } from "@tanstack/react-query";
import { apiPaths, type Dashboard } from "@enote/shared";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";

export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard.all, queryFn: () => api.get<Dashboard>(apiPaths.dashboard) });
}
