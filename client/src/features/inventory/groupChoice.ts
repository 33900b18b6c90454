import type { Group } from "@enote/shared";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { idxParam } from "../../lib/searchParams";
import { chooseGroup } from "../groups/defaultGroup";
import { useGroups } from "../groups/queries";

const storageKey = "enote.inventory.groupIdx";

function rememberedGroup(): number | null {
  try {
    return idxParam(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

function remember(groupIdx: number): void {
  try {
    localStorage.setItem(storageKey, String(groupIdx));
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/**
 * Which of the member's groups the inventory and supplies screens show: `?groupIdx=` when given,
 * else the one chosen last time (localStorage), else the member's own first group (`chooseGroup`).
 */
export function useGroupChoice() {
  const groups = useGroups();
  const [search, setSearch] = useSearchParams();
  const list = useMemo<Group[]>(() => groups.data ?? [], [groups.data]);
  const asked = idxParam(search.get("groupIdx"));
  const groupIdx = chooseGroup(list, asked, rememberedGroup());

  // A group opened by a link (back from an item, a QR code) becomes the remembered one too.
  useEffect(() => {
    if (groupIdx !== null) remember(groupIdx);
  }, [groupIdx]);

  const choose = useCallback(
    (next: number) => {
      // Filters of one group mean nothing in another: a new group starts from the defaults.
      setSearch(new URLSearchParams({ groupIdx: String(next) }), { replace: true });
    },
    [setSearch],
  );

  return { groups: list, groupIdx, choose, query: groups };
}
