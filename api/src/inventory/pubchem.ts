import { isValidCas, toHill, type PubchemCompound } from "@enote/shared";
import { AppError } from "../lib/errors";

/**
 * PubChem PUG REST (https://pubchem.ncbi.nlm.nih.gov/docs/pug-rest). A CAS number is one of a
 * compound's synonyms, so both a CAS number and a name are looked up in the `name` namespace.
 * Since 2025 PubChem answers the SMILES properties as `SMILES` (was IsomericSMILES) and
 * `ConnectivitySMILES` (was CanonicalSMILES); the older keys are still read if a mirror sends them.
 */
const properties = ["Title", "IUPACName", "MolecularFormula", "MolecularWeight", "SMILES", "ConnectivitySMILES"];

interface PropertyRow {
  CID?: unknown;
  Title?: unknown;
  IUPACName?: unknown;
  MolecularFormula?: unknown;
  MolecularWeight?: unknown;
  SMILES?: unknown;
  IsomericSMILES?: unknown;
  ConnectivitySMILES?: unknown;
  CanonicalSMILES?: unknown;
}

export interface PubchemOptions {
  /** ENOTE_PUBCHEM_URL: PubChem's address, or "off". */
  baseUrl: string;
  timeoutMs: number;
}

/** ENOTE_PUBCHEM_URL's value for a server that looks nothing up. */
export const pubchemOff = "off";

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** GET a PUG REST JSON document: null for PubChem's 404 (nothing matches), LOOKUP_UNAVAILABLE for any other failure. */
async function getJson(options: PubchemOptions, path: string): Promise<unknown> {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/rest/pug${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: "application/json" },
    });
  } catch {
    throw new AppError("LOOKUP_UNAVAILABLE");
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new AppError("LOOKUP_UNAVAILABLE");
  }
  try {
    return await response.json();
  } catch {
    throw new AppError("LOOKUP_UNAVAILABLE");
  }
}

/** The first synonym that is a valid CAS number (PubChem lists the registry number among them). */
async function casOf(options: PubchemOptions, cid: number): Promise<string | null> {
  try {
    const body = (await getJson(options, `/compound/cid/${cid}/synonyms/JSON`)) as {
      InformationList?: { Information?: { Synonym?: unknown }[] };
    } | null;
    const synonyms = body?.InformationList?.Information?.[0]?.Synonym;
    if (!Array.isArray(synonyms)) return null;
    return synonyms.find((s): s is string => typeof s === "string" && isValidCas(s)) ?? null;
  } catch {
    // The compound was found; a missing CAS number is no reason to fail the lookup.
    return null;
  }
}

/**
 * Looks a compound up by CAS number or name; 404 SMILES_NOT_FOUND when PubChem has no SMILES for
 * it, 403 FUNCTION_UNAVAILABLE when this server's lookups are off.
 */
export async function lookupCompound(
  options: PubchemOptions,
  query: { cas?: string; name?: string },
): Promise<PubchemCompound> {
  if (options.baseUrl === pubchemOff) throw new AppError("FUNCTION_UNAVAILABLE");
  const identifier = query.cas ?? query.name ?? "";
  const body = (await getJson(
    options,
    `/compound/name/${encodeURIComponent(identifier)}/property/${properties.join(",")}/JSON`,
  )) as { PropertyTable?: { Properties?: PropertyRow[] } } | null;
  const row = body?.PropertyTable?.Properties?.[0];
  const cid = Number(row?.CID);
  const smiles =
    text(row?.SMILES) ?? text(row?.IsomericSMILES) ?? text(row?.ConnectivitySMILES) ?? text(row?.CanonicalSMILES);
  if (!row || !Number.isSafeInteger(cid) || cid <= 0 || !smiles) throw new AppError("SMILES_NOT_FOUND");
  const weight = Number(row.MolecularWeight);
  return {
    cid,
    nameEn: text(row.Title),
    iupacName: text(row.IUPACName),
    casNo: query.cas ?? (await casOf(options, cid)),
    // PubChem writes Hill order with charges as "O4S-2"; this gives E-Note's one way of writing them.
    formula: toHill(text(row.MolecularFormula)),
    molWeight: Number.isFinite(weight) && weight > 0 ? weight : null,
    smiles,
  };
}
