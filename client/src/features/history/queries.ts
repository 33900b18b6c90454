import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  historyPaths,
  type VersionDetail,
  type VersionDiff,
  type VersionList,
  type VersionSummary,
} from "@enote/shared";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api";
import { labBookKeys } from "../labbook/queryKeys";
import { saveFile } from "../inventory/saveFile";

/** Query keys of a book's history, under the lab books' keys: a changed record refetches them too. */
export const historyKeys = {
  all: [...labBookKeys.all, "history"] as const,
  book: (lbIdx: number) => [...historyKeys.all, lbIdx] as const,
  list: (lbIdx: number) => [...historyKeys.book(lbIdx), "list"] as const,
  // A version and a diff come in the member's language (the tables' headings and units): one entry per language.
  version: (lbIdx: number, versionIdx: number, language: string) =>
    [...historyKeys.book(lbIdx), "version", versionIdx, language] as const,
  diff: (lbIdx: number, versionIdx: number, language: string) =>
    [...historyKeys.book(lbIdx), "diff", versionIdx, language] as const,
};

export function useVersions(lbIdx: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.list(lbIdx),
    queryFn: ({ signal }) => api.get<VersionList>(historyPaths.list(lbIdx), { signal }),
    enabled,
  });
}

export function useVersion(lbIdx: number, versionIdx: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: historyKeys.version(lbIdx, versionIdx ?? 0, i18n.language),
    queryFn: ({ signal }) => api.get<VersionDetail>(historyPaths.item(lbIdx, versionIdx ?? 0), { signal }),
    enabled: versionIdx !== null,
  });
}

/** The diff to the current text changes whenever the book does: read afresh each time it is shown. */
export function useVersionDiff(lbIdx: number, versionIdx: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: historyKeys.diff(lbIdx, versionIdx ?? 0, i18n.language),
    queryFn: ({ signal }) => api.get<VersionDiff>(historyPaths.diff(lbIdx, versionIdx ?? 0), { signal }),
    enabled: versionIdx !== null,
    staleTime: 0,
  });
}

export function useRestoreVersion(lbIdx: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionIdx: number) => api.post<VersionSummary>(historyPaths.restore(lbIdx, versionIdx)),
    onSettled: () => client.invalidateQueries({ queryKey: historyKeys.book(lbIdx) }),
  });
}

/** Downloads the book (or every readable book of a project) as an .eln file. */
export function useElnExport() {
  return useMutation({
    mutationFn: async (target: { lbIdx: number } | { projectIdx: number }) =>
      saveFile(
        await api.download(
          "lbIdx" in target ? historyPaths.exportBook(target.lbIdx) : historyPaths.exportProject(target.projectIdx),
          "export.eln",
        ),
      ),
  });
}
