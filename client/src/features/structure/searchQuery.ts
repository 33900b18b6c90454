import {
  structureSearchLimits,
  structureSearchModes,
  structureSearchScopes,
  type StructureSearchMode,
  type StructureSearchScope,
} from "@enote/shared";
import type { StructureQuery } from "./queries";

/** What the form holds before it is sent: everything but the group (the page's group select). */
export type StructureDraft = Omit<StructureQuery, "groupIdx">;

export const defaultDraft: StructureDraft = {
  smiles: "",
  mode: "substructure",
  threshold: structureSearchLimits.thresholdDefault,
  scope: [...structureSearchScopes],
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((option) => option === value) ?? fallback;

/** The search the page's address asks for (null: none yet). A link can carry one ("Find similar"). */
export function readDraft(params: URLSearchParams): StructureDraft {
  const threshold = Number(params.get("threshold"));
  const scope = (params.get("scope") ?? "")
    .split(",")
    .map((part) => structureSearchScopes.find((known) => known === part))
    .filter((part): part is StructureSearchScope => part !== undefined);
  return {
    smiles: params.get("smiles")?.trim() ?? "",
    mode: oneOf<StructureSearchMode>(params.get("mode"), structureSearchModes, defaultDraft.mode),
    threshold:
      Number.isFinite(threshold) && threshold >= structureSearchLimits.thresholdMin && threshold <= 1
        ? threshold
        : defaultDraft.threshold,
    scope: scope.length > 0 ? [...new Set(scope)] : defaultDraft.scope,
  };
}

export function queryOf(draft: StructureDraft, groupIdx: number | null): StructureQuery | null {
  return draft.smiles && groupIdx !== null ? { ...draft, groupIdx } : null;
}

/** The address of a search: the group kept, the rest as the draft says. */
export function draftParams(draft: StructureDraft, groupIdx: number | null): URLSearchParams {
  const params = new URLSearchParams();
  if (groupIdx !== null) params.set("groupIdx", String(groupIdx));
  params.set("smiles", draft.smiles);
  params.set("mode", draft.mode);
  if (draft.mode === "similarity") params.set("threshold", String(draft.threshold));
  params.set("scope", draft.scope.join(","));
  return params;
}
