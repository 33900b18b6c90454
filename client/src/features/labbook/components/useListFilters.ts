import { labBookStatuses, type BookKind, type LabBookListQuery, type LabBookStatus } from "@enote/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { idxParam } from "../../../lib/searchParams";

export const pageSize = 20;

export interface ListFilters {
  /** The lab book screen's tab: lab books or education books. */
  tab: "LAB" | "EDU";
  groupIdx: number | null;
  projectIdx: number | null;
  status: LabBookStatus | null;
  writer: number | null;
  bookmarked: boolean;
  q: string;
  page: number;
}

export function hasFilters(filters: ListFilters): boolean {
  const { groupIdx, projectIdx, status, writer, bookmarked, q } = filters;
  return (
    groupIdx !== null || projectIdx !== null || status !== null || writer !== null || bookmarked || q.trim() !== ""
  );
}

const isStatus = (value: string | null): value is LabBookStatus =>
  value !== null && (labBookStatuses as readonly string[]).includes(value);

/** The list's filters live in the URL: shareable, and Back restores them. */
export function useListFilters(fixedKind?: BookKind) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<ListFilters>(() => {
    const status = params.get("status");
    return {
      tab: params.get("kind") === "EDU" ? "EDU" : "LAB",
      groupIdx: idxParam(params.get("groupIdx")),
      projectIdx: idxParam(params.get("projectIdx")),
      status: isStatus(status) ? status : null,
      writer: idxParam(params.get("writer")),
      bookmarked: params.get("bookmarked") === "true",
      q: (params.get("q") ?? "").slice(0, 100),
      page: idxParam(params.get("page")) ?? 1,
    };
  }, [params]);

  /** Changing any filter goes back to page 1. */
  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const values = { ...patch, page: patch.page ?? 1 };
          for (const [name, value] of Object.entries(values)) {
            const key = name === "tab" ? "kind" : name;
            const unset = value === null || value === false || value === "" || (key === "kind" && value === "LAB");
            if (unset || (key === "page" && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const query = useMemo<LabBookListQuery>(() => {
    const text = (value: number | null) => (value === null ? undefined : String(value));
    const kind: BookKind = fixedKind ?? filters.tab;
    return {
      kind,
      groupIdx: text(filters.groupIdx),
      projectIdx: text(filters.projectIdx),
      status: filters.status ?? undefined,
      writer: text(filters.writer),
      bookmarked: filters.bookmarked ? "true" : undefined,
      q: filters.q.trim() || undefined,
      page: String(filters.page),
      size: String(pageSize),
    };
  }, [filters, fixedKind]);

  return { filters, update, query };
}
