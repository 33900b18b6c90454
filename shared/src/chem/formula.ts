/**
 * Molecular formulas in Hill order, the one order E-Note shows and exports: with carbon, C, then
 * H, then every other element alphabetically; without carbon, every element alphabetically
 * (H included). openchemlib writes its own order (K2CO3 as "CO3K2", 4-bromoanisole as
 * "C7H7OBr") and members type any order, so every formula passes through here.
 */

// Symbols of the elements, plus D and T, which formulas write for deuterium and tritium.
const elements = new Set(
  (
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se " +
    "Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy " +
    "Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf " +
    "Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og D T"
  ).split(" "),
);

const superscriptDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/**
 * A net charge as E-Note writes it after a formula, in superscript: "⁺", "⁻", "²⁺", "³⁻"; "" for
 * none. Superscripts keep it apart from the counts: "C2H3O2-" could be read as O₂⁻ or O²⁻, while
 * "C2H3O2⁻" cannot, and the text reads as chemists write SO₄²⁻ wherever it is pasted.
 */
export function formatCharge(charge: number): string {
  if (!Number.isInteger(charge) || charge === 0) return "";
  const size = Math.abs(charge);
  const digits = size === 1 ? "" : [...String(size)].map((d) => superscriptDigits[Number(d)]).join("");
  return `${digits}${charge > 0 ? "⁺" : "⁻"}`;
}

/**
 * Splits a trailing charge off a formula part. Read: superscripts ("²⁻"), a marked charge
 * ("^2-", "(2-)", "[+]"), or a plain sign with its size after it ("+", "-", "-2": PubChem's
 * "O4S-2" is sulfate). A plain "2-" is not a charge size: in "C2H3O2-" the 2 counts oxygens.
 */
function splitCharge(part: string): { body: string; charge: number } {
  const signed = (sign: string, size: string) =>
    (sign === "-" || sign === "⁻" || sign === "−" ? -1 : 1) * Number(size || "1");
  const superscript = /^(.*?)([⁰¹²³⁴⁵⁶⁷⁸⁹]*)([⁺⁻])$/.exec(part);
  if (superscript) {
    const size = [...(superscript[2] ?? "")].map((d) => superscriptDigits.indexOf(d)).join("");
    return { body: superscript[1] ?? "", charge: signed(superscript[3] ?? "+", size) };
  }
  const marked = /^(.*?)(?:\^|\(|\[)(?:(\d*)([+\-−])|([+\-−])(\d*))[)\]]?$/.exec(part);
  if (marked) {
    return { body: marked[1] ?? "", charge: signed(marked[3] ?? marked[4] ?? "+", marked[2] ?? marked[5] ?? "") };
  }
  const plain = /^(.*?)([+\-−])(\d*)$/.exec(part);
  if (plain) return { body: plain[1] ?? "", charge: signed(plain[2] ?? "+", plain[3] ?? "") };
  return { body: part, charge: 0 };
}

/** Counts each element of a formula body, parentheses and brackets multiplied out. */
function countElements(body: string): Map<string, number> | null {
  const stack: Map<string, number>[] = [new Map()];
  const tokens = body.match(/[A-Z][a-z]?|\d+|[()[\]]|./g) ?? [];
  let index = 0;
  const readCount = () => {
    const next = tokens[index];
    if (next !== undefined && /^\d+$/.test(next)) {
      index += 1;
      return Number(next);
    }
    return 1;
  };
  const add = (into: Map<string, number>, element: string, count: number) =>
    into.set(element, (into.get(element) ?? 0) + count);
  while (index < tokens.length) {
    const token = tokens[index++] ?? "";
    const top = stack[stack.length - 1];
    if (!top) return null;
    if (token === "(" || token === "[") stack.push(new Map());
    else if (token === ")" || token === "]") {
      const group = stack.pop();
      const outer = stack[stack.length - 1];
      if (!group || !outer) return null;
      const times = readCount();
      for (const [element, count] of group) add(outer, element, count * times);
    } else if (elements.has(token)) add(top, token, readCount());
    else return null;
  }
  const [result] = stack;
  return stack.length === 1 && result && result.size > 0 ? result : null;
}

/** One component's elements in Hill order, e.g. {O:3, K:2, C:1} → "CK2O3". */
function hillOrder(counts: Map<string, number>): string {
  const hasCarbon = counts.has("C");
  const rank = (element: string) => (hasCarbon ? (element === "C" ? 0 : element === "H" ? 1 : 2) : 2);
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([element, count]) => (count === 1 ? element : `${element}${count}`))
    .join("");
}

/**
 * A formula rewritten in Hill order, its charge kept at the end ("C2H3O2⁻", "O4S²⁻"); a
 * hydrate or salt written in parts ("CuSO4·5H2O") keeps its parts, each in Hill order.
 * `extraCharge` adds a charge known apart from the text (openchemlib's formula has none).
 * null when the text is not a formula (unknown element, unbalanced parentheses, free text).
 */
export function hillFormula(text: string, extraCharge = 0): string | null {
  const trimmed = text.replace(/\s+/g, "");
  if (!trimmed) return null;
  const separator = /[·•.*]/.exec(trimmed)?.[0];
  const parts = separator ? trimmed.split(separator) : [trimmed];
  const written: string[] = [];
  for (const [position, part] of parts.entries()) {
    const multiplier = /^(\d+)(?=[A-Z(])/.exec(part)?.[1] ?? "";
    const charged = splitCharge(part.slice(multiplier.length));
    const counts = countElements(charged.body);
    if (!counts) return null;
    const charge = charged.charge + (position === parts.length - 1 ? extraCharge : 0);
    written.push(`${multiplier}${hillOrder(counts)}${formatCharge(charge)}`);
  }
  return written.join(separator ?? "");
}

/** The Hill-order formula where the text is one, else the text as it was (trimmed). */
export function toHill(text: string): string;
export function toHill(text: string | null): string | null;
export function toHill(text: string | null): string | null {
  if (text === null) return null;
  return hillFormula(text) ?? text.trim();
}

/**
 * How many atoms of each element a formula holds, every part of a hydrate or salt ("CuSO4·5H2O")
 * added in with its multiplier; a charge counts no atoms. null when the text is not a formula.
 */
export function formulaElementCounts(text: string): Map<string, number> | null {
  const trimmed = text.replace(/\s+/g, "");
  if (!trimmed) return null;
  const separator = /[·•.*]/.exec(trimmed)?.[0];
  const total = new Map<string, number>();
  for (const part of separator ? trimmed.split(separator) : [trimmed]) {
    const multiplier = /^(\d+)(?=[A-Z(])/.exec(part)?.[1] ?? "";
    const counts = countElements(splitCharge(part.slice(multiplier.length)).body);
    if (!counts) return null;
    const times = multiplier ? Number(multiplier) : 1;
    for (const [element, count] of counts) total.set(element, (total.get(element) ?? 0) + count * times);
  }
  return total;
}
