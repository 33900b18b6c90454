import type { HocuspocusProvider } from "@hocuspocus/provider";
import { reactionTextCells, type LabBookTable, type ReactionTextCell } from "@enote/shared";
import { useCallback, useEffect, useState } from "react";
import type { PresenceUser } from "../collab/session";
import { isPresenceUser } from "../collab/usePresence";

/** The awareness field of the reaction-table cell a member is typing in (none: absent or null). */
export const cellField = "cell";

interface CellPlace {
  table: LabBookTable;
  row: string;
  cell: ReactionTextCell;
}

function isCellPlace(value: unknown, table: LabBookTable): value is CellPlace {
  if (typeof value !== "object" || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    place.table === table &&
    typeof place.row === "string" &&
    (reactionTextCells as readonly unknown[]).includes(place.cell)
  );
}

export const cellKey = (row: string, cell: ReactionTextCell) => `${row}:${cell}`;

export interface CellPresence {
  /** Other members in each cell of this table, by cellKey. */
  others: ReadonlyMap<string, PresenceUser[]>;
  /** Says which cell of this table I am in (null: I left it). */
  announce: (row: string, cell: ReactionTextCell | null) => void;
}

/**
 * Who is typing in which cell of one reaction table, as carets show it in the text: each member's
 * awareness carries the cell they are in; the others' are shown on their cells. Anonymous viewers
 * (no provider awareness state of their own) announce nothing.
 */
export function useCellPresence(provider: HocuspocusProvider | null, table: LabBookTable): CellPresence {
  const [others, setOthers] = useState<ReadonlyMap<string, PresenceUser[]>>(new Map());
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) return;
    let last = "";
    const update = () => {
      const next = new Map<string, PresenceUser[]>();
      for (const [clientId, state] of awareness.getStates()) {
        if (clientId === awareness.clientID) continue;
        const place: unknown = state[cellField];
        const user: unknown = state.user;
        if (!isCellPlace(place, table) || !isPresenceUser(user)) continue;
        const key = cellKey(place.row, place.cell);
        next.set(key, [...(next.get(key) ?? []), user]);
      }
      const signature = JSON.stringify([...next]);
      if (signature === last) return;
      last = signature;
      setOthers(next);
    };
    update();
    awareness.on("change", update);
    return () => awareness.off("change", update);
  }, [provider, table]);

  const announce = useCallback(
    (row: string, cell: ReactionTextCell | null) => {
      const awareness = provider?.awareness;
      // Anonymous viewers and print views keep no local state: nothing to announce.
      if (!awareness || awareness.getLocalState() === null) return;
      awareness.setLocalStateField(cellField, cell ? ({ table, row, cell } satisfies CellPlace) : null);
    },
    [provider, table],
  );

  return { others, announce };
}
