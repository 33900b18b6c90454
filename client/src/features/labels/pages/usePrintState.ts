import { usePrintEntries } from "../usePrintEntries";

/** Entries plus what PrintShell needs to show loading, failure and missing items. */
export function usePrintState() {
  const { entries, query } = usePrintEntries();
  return {
    entries,
    state: { pending: query.isLoading, error: query.error, retry: () => void query.refetch() },
    missing: query.isSuccess ? entries.filter((entry) => !entry.label).length : 0,
  };
}
