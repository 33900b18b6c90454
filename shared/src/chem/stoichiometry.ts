import { purityFraction, toMg, toMmol, toUl, type MassUnit, type MoleUnit, type VolumeUnit } from "./units";

/** The one quantity of a row a member typed; the table computes the others from it. */
export type GivenQuantity =
  | { quantity: "equiv"; value: number }
  | { quantity: "amount"; value: number; unit: MoleUnit }
  | { quantity: "mass"; value: number; unit: MassUnit }
  | { quantity: "volume"; value: number; unit: VolumeUnit };

export interface StoichiometryRow {
  role: "reactant" | "product";
  /** g/mol */
  mw: number | null;
  /** Percent; null is 100 %. */
  purity: number | null;
  /** g/mL of the neat liquid. */
  density: number | null;
  /** mol/L: the row is a solution, and its volume is the solution's. */
  concentration: number | null;
  /** The one reactant whose equivalents are 1: every other row is reckoned from its amount. */
  limiting: boolean;
  /** What members typed; everything else is computed. A product's equiv is its stoichiometric factor. */
  given: GivenQuantity | null;
  /** Products: the isolated mass, for the yield. */
  actualMass?: { value: number; unit: MassUnit } | null;
}

/** Why a row lacks a value it would otherwise show: the table tells the member what to fill in. */
export const stoichiometryProblems = [
  "noMolecularWeight",
  "noDensity",
  "noLimitingReagent",
  "severalLimitingReagents",
  /** The limiting reagent has no mass, volume or amount yet, so equivalents give no amount. */
  "noLimitingAmount",
  /** Nothing typed: no mass, volume, amount or (for a reactant other than the limiting one) equiv. */
  "noAmount",
  /** A typed quantity that is negative or no number. */
  "invalidAmount",
  /** Purity outside (0, 100] %. */
  "invalidPurity",
] as const;
export type StoichiometryProblem = (typeof stoichiometryProblems)[number];

export interface StoichiometryResult {
  /** Reactants: the amount used; products: the theoretical amount. */
  mmol: number | null;
  equiv: number | null;
  /** Reactants: the mass to weigh (impure material); products: the theoretical mass. */
  massMg: number | null;
  volumeUl: number | null;
  /** Products only, else null. */
  theoreticalMassMg: number | null;
  /** Products only, else null. */
  yieldPercent: number | null;
  problems: StoichiometryProblem[];
}

const positive = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/** A row's properties, checked once: a missing or nonsensical one is null. */
interface Substance {
  mw: number | null;
  density: number | null;
  concentration: number | null;
  /** Purity as a fraction; null when the purity given is outside (0, 100] %. */
  fraction: number | null;
}

const substanceOf = (row: StoichiometryRow): Substance => ({
  mw: positive(row.mw),
  density: positive(row.density),
  concentration: positive(row.concentration),
  fraction: purityFraction(row.purity),
});

/** What a row's values are so far, and what stopped the others. */
interface Quantities {
  mmol: number | null;
  massMg: number | null;
  volumeUl: number | null;
  problems: Set<StoichiometryProblem>;
}

/** mmol of the pure compound in a mass of material: mg · purity / (g/mol). */
function mmolOfMass(mg: number, substance: Substance, problems: Set<StoichiometryProblem>): number | null {
  if (substance.fraction === null) problems.add("invalidPurity");
  if (substance.mw === null) problems.add("noMolecularWeight");
  if (substance.fraction === null || substance.mw === null) return null;
  return (mg * substance.fraction) / substance.mw;
}

/** The amount a typed mass, volume or amount stands for, with the mass and volume it states. */
function fromGiven(given: Exclude<GivenQuantity, { quantity: "equiv" }>, substance: Substance): Quantities {
  const problems = new Set<StoichiometryProblem>();
  if (!Number.isFinite(given.value) || given.value < 0) {
    problems.add("invalidAmount");
    return { mmol: null, massMg: null, volumeUl: null, problems };
  }
  switch (given.quantity) {
    case "amount":
      return { mmol: toMmol(given.value, given.unit), massMg: null, volumeUl: null, problems };
    case "mass": {
      const massMg = toMg(given.value, given.unit);
      return { mmol: mmolOfMass(massMg, substance, problems), massMg, volumeUl: null, problems };
    }
    case "volume": {
      const volumeUl = toUl(given.value, given.unit);
      // A solution's volume holds concentration · volume of the compound (µL · mol/L = µmol).
      if (substance.concentration !== null) {
        return { mmol: (volumeUl * substance.concentration) / 1000, massMg: null, volumeUl, problems };
      }
      if (substance.density === null) {
        problems.add("noDensity");
        return { mmol: null, massMg: null, volumeUl, problems };
      }
      const massMg = volumeUl * substance.density; // g/mL is mg/µL
      return { mmol: mmolOfMass(massMg, substance, problems), massMg, volumeUl, problems };
    }
  }
}

/** Fills the mass to weigh and the volume to measure from the amount, where the row's properties allow. */
function complete(quantities: Quantities, substance: Substance): Quantities {
  const { mmol, problems } = quantities;
  let { massMg, volumeUl } = quantities;
  if (massMg === null && mmol !== null) {
    if (substance.mw === null) problems.add("noMolecularWeight");
    else if (substance.fraction === null) problems.add("invalidPurity");
    else massMg = (mmol * substance.mw) / substance.fraction;
  }
  if (volumeUl === null && mmol !== null) {
    if (substance.concentration !== null) volumeUl = (mmol * 1000) / substance.concentration;
    else if (substance.density !== null && massMg !== null) volumeUl = massMg / substance.density;
  }
  return { mmol, massMg, volumeUl, problems };
}

const nothing = (problem: StoichiometryProblem): Quantities => ({
  mmol: null,
  massMg: null,
  volumeUl: null,
  problems: new Set([problem]),
});

/**
 * The reaction table's numbers, row by row in the order given. The limiting reagent's amount comes
 * from its typed mass (mass · purity / MW), neat volume (volume · density · purity / MW), solution
 * volume (volume · concentration) or amount; its equiv is 1. Another reactant's amount is equiv ·
 * the limiting amount when equiv was typed, else its equiv is its amount over the limiting one.
 * A reactant's mass is the mass to weigh (mmol · MW / purity), its volume from density or
 * concentration. A product's equiv (1 unless typed) is its stoichiometric factor: theoretical
 * amount = factor · limiting amount, theoretical mass = that · MW, yield = actual mass · purity /
 * theoretical mass.
 */
export function computeStoichiometry(rows: readonly StoichiometryRow[]): StoichiometryResult[] {
  const limitingRows = rows.filter((row) => row.role === "reactant" && row.limiting);
  const limiting = limitingRows.length === 1 ? limitingRows[0] : undefined;
  const limitingProblem: StoichiometryProblem | null =
    limitingRows.length === 0 ? "noLimitingReagent" : limitingRows.length > 1 ? "severalLimitingReagents" : null;

  const own = (row: StoichiometryRow): Quantities => {
    const substance = substanceOf(row);
    if (row.given === null || row.given.quantity === "equiv") return nothing("noAmount");
    return complete(fromGiven(row.given, substance), substance);
  };
  const limitingOwn = limiting ? own(limiting) : null;
  const limitingMmol = positive(limitingOwn?.mmol);

  return rows.map((row): StoichiometryResult => {
    const substance = substanceOf(row);
    if (row === limiting && limitingOwn) {
      return {
        ...limitingOwn,
        problems: [...limitingOwn.problems],
        equiv: 1,
        theoreticalMassMg: null,
        yieldPercent: null,
      };
    }
    /** The limiting amount, or the reason there is none (added to the row's problems). */
    const needLimiting = (problems: Set<StoichiometryProblem>): number | null => {
      if (limitingProblem !== null) problems.add(limitingProblem);
      else if (limitingMmol === null) problems.add("noLimitingAmount");
      return limitingProblem === null ? limitingMmol : null;
    };

    if (row.role === "product") return product(row, substance, needLimiting);

    if (row.limiting) {
      // One of several limiting reagents: its own amount still computes, its equiv cannot.
      const quantities = own(row);
      quantities.problems.add("severalLimitingReagents");
      return {
        ...quantities,
        problems: [...quantities.problems],
        equiv: null,
        theoreticalMassMg: null,
        yieldPercent: null,
      };
    }
    let quantities: Quantities;
    let equiv: number | null = null;
    if (row.given?.quantity === "equiv") {
      const typed = row.given.value;
      if (!Number.isFinite(typed) || typed < 0) quantities = nothing("invalidAmount");
      else {
        equiv = typed;
        quantities = { mmol: null, massMg: null, volumeUl: null, problems: new Set() };
        const reference = needLimiting(quantities.problems);
        if (reference !== null) quantities.mmol = typed * reference;
        quantities = complete(quantities, substance);
      }
    } else {
      quantities = own(row);
      if (quantities.mmol !== null) {
        const reference = needLimiting(quantities.problems);
        equiv = reference === null ? null : quantities.mmol / reference;
      }
    }
    return { ...quantities, problems: [...quantities.problems], equiv, theoreticalMassMg: null, yieldPercent: null };
  });
}

function product(
  row: StoichiometryRow,
  substance: Substance,
  needLimiting: (problems: Set<StoichiometryProblem>) => number | null,
): StoichiometryResult {
  const problems = new Set<StoichiometryProblem>();
  const typed = row.given?.quantity === "equiv" ? row.given.value : 1;
  if (!Number.isFinite(typed) || typed < 0) problems.add("invalidAmount");
  const factor = problems.has("invalidAmount") ? null : typed;
  const reference = needLimiting(problems);
  const mmol = factor !== null && reference !== null ? factor * reference : null;
  let theoreticalMassMg: number | null = null;
  if (mmol !== null) {
    if (substance.mw === null) problems.add("noMolecularWeight");
    else theoreticalMassMg = mmol * substance.mw;
  }
  let yieldPercent: number | null = null;
  const actual = row.actualMass;
  if (actual && theoreticalMassMg !== null && theoreticalMassMg > 0) {
    if (!Number.isFinite(actual.value) || actual.value < 0) problems.add("invalidAmount");
    else if (substance.fraction === null) problems.add("invalidPurity");
    else yieldPercent = ((toMg(actual.value, actual.unit) * substance.fraction) / theoreticalMassMg) * 100;
  }
  const volumeUl =
    theoreticalMassMg !== null && substance.density !== null ? theoreticalMassMg / substance.density : null;
  return {
    mmol,
    equiv: factor,
    massMg: theoreticalMassMg,
    volumeUl,
    theoreticalMassMg,
    yieldPercent,
    problems: [...problems],
  };
}

/**
 * A number as the table shows it: `digits` significant figures (trailing zeros kept: they are
 * significant), plain decimals for anything from 0.000001 to 10^15 — no exponent for lab-sized
 * numbers — and exponent form beyond. "" for no finite number.
 */
/** A molecular weight as printed: two decimals (1155.56 g/mol), the precision atomic weights give. */
export function formatMolecularWeight(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : "";
}

/** A ratio such as equivalents: 4 significant figures without trailing zeros (0.05, 1.5, 2). */
export function formatRatio(value: number, digits = 4): string {
  const text = formatSignificant(value, digits);
  return text.includes(".") && !text.includes("e") ? text.replace(/\.?0+$/, "") : text;
}

export function formatSignificant(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return "";
  const precision = Math.min(21, Math.max(1, Math.round(digits)));
  if (value === 0) return "0";
  const rounded = Number(value.toPrecision(precision));
  const size = Math.abs(rounded);
  if (size < 1e-6 || size >= 1e15) return rounded.toExponential(precision - 1);
  // The decimal exponent as toExponential writes it: Math.log10 can fall just short of a power of ten.
  const exponent = Number(rounded.toExponential().split("e")[1]);
  const decimals = Math.max(0, precision - 1 - exponent);
  return rounded.toFixed(decimals);
}
