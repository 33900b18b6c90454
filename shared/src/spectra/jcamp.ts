/**
 * A JCAMP-DX reader (IUPAC JCAMP-DX 4.24 and 5.01, 1D): ##XYDATA=(X++(Y..Y)) in AFFN or in the
 * compressed ASDF forms (SQZ, DIF, DUP, with the DIF line check), ##XYPOINTS and ##PEAK TABLE
 * as (XY..XY). NMR in Hz is read in ppm through ##.OBSERVE FREQUENCY. Written for E-Note (the
 * maintained JavaScript reader is licensed for non-commercial use only).
 */

export type SpectrumKind = "nmr" | "ir" | "uvvis" | "ms" | "other";

export interface Spectrum {
  title: string;
  kind: SpectrumKind;
  /** The x axis's unit as shown: ppm, cm⁻¹, nm, m/z, or the file's own. */
  xUnit: string;
  yUnit: string;
  /** Ascending x. */
  x: Float64Array;
  y: Float64Array;
  /** A line (XYDATA) or sticks (a peak table, a mass spectrum). */
  continuous: boolean;
  /** Shown high to low, as chemists read NMR and IR. */
  reversed: boolean;
  /** Transmittance: the bands are the minima. */
  dips: boolean;
  nucleus: string | null;
}

export class JcampError extends Error {
  constructor(readonly reason: "notJcamp" | "noData" | "tooLarge") {
    super(`JCAMP-DX: ${reason}`);
  }
}

/** Points a file may hold (a 1M-point spectrum is common in NMR; more is refused, not truncated). */
export const jcampMaxPoints = 4_000_000;

/** A label as the standard compares them: upper case, without spaces, dashes, slashes or underscores. */
const labelKey = (label: string) => label.toUpperCase().replace(/[\s\-/_]/g, "");

interface Block {
  labels: Map<string, string>;
  data: { kind: "xydata" | "xypoints" | "peaks"; lines: string[] } | null;
}

function readBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let block: Block = { labels: new Map(), data: null };
  let collecting: string[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\$\$.*$/, "");
    const ldr = /^\s*##([^=]*)=(.*)$/.exec(line);
    if (!ldr) {
      if (collecting && line.trim()) collecting.push(line.trim());
      continue;
    }
    collecting = null;
    const key = labelKey(ldr[1] ?? "");
    const value = (ldr[2] ?? "").trim();
    if (key === "END") {
      if (block.data || block.labels.size > 0) blocks.push(block);
      block = { labels: new Map(), data: null };
      continue;
    }
    if (key === "XYDATA" || key === "XYPOINTS" || key === "PEAKTABLE") {
      const kind = key === "XYDATA" ? "xydata" : key === "XYPOINTS" ? "xypoints" : "peaks";
      if (!block.data) {
        block.data = { kind, lines: [] };
        collecting = block.data.lines;
        if (kind === "xydata" && !/X\+\+\(Y\.\.Y\)/i.test(value.replace(/\s/g, ""))) block.data = null;
      }
      continue;
    }
    if (!block.labels.has(key)) block.labels.set(key, value);
  }
  if (block.data) blocks.push(block);
  return blocks;
}

const SQZ = "@ABCDEFGHI";
const SQZ_NEG = "abcdefghi";
const DIF = "%JKLMNOPQR";
const DIF_NEG = "jklmnopqr";
const DUP = "STUVWXYZs";

type Token = { kind: "abs"; value: number } | { kind: "dif"; value: number } | { kind: "dup"; count: number };

/** The values of one ASDF or AFFN line, in order, as absolute, difference or repeat tokens. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const compressed = /[@A-DF-Ia-df-i%J-Rj-rS-Zs]/.test(line);
  if (!compressed) {
    for (const part of line.match(/[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g) ?? []) {
      tokens.push({ kind: "abs", value: Number(part) });
    }
    return tokens;
  }
  let i = 0;
  while (i < line.length) {
    const char = line.charAt(i);
    let kind: "abs" | "dif" | "dup" | null = null;
    let lead = "";
    if (/[0-9.]/.test(char)) {
      kind = "abs";
      lead = char;
    } else if (char === "+" || char === "-") {
      kind = "abs";
      lead = char;
    } else if (SQZ.includes(char)) {
      kind = "abs";
      lead = String(SQZ.indexOf(char));
    } else if (SQZ_NEG.includes(char)) {
      kind = "abs";
      lead = `-${SQZ_NEG.indexOf(char) + 1}`;
    } else if (DIF.includes(char)) {
      kind = "dif";
      lead = String(DIF.indexOf(char));
    } else if (DIF_NEG.includes(char)) {
      kind = "dif";
      lead = `-${DIF_NEG.indexOf(char) + 1}`;
    } else if (DUP.includes(char)) {
      kind = "dup";
      lead = String(DUP.indexOf(char) + 1);
    }
    i++;
    if (kind === null) continue;
    let digits = lead;
    while (i < line.length && /[0-9.]/.test(line.charAt(i))) digits += line.charAt(i++);
    if (kind === "dup") tokens.push({ kind, count: Number(digits) });
    else if (digits !== "+" && digits !== "-") {
      tokens.push(kind === "dif" ? { kind: "dif", value: Number(digits) } : { kind: "abs", value: Number(digits) });
    }
  }
  return tokens;
}

/** One (X++(Y..Y)) line: its x (as written) and its Y values, the check value already dropped. */
interface DataLine {
  x: number;
  ys: number[];
  /** 1 when the line's first Y was the DIF check value (the next value is one step after x). */
  offset: number;
}

function readXyData(lines: readonly string[]): DataLine[] {
  const read: DataLine[] = [];
  let previousEndedInDif = false;
  let total = 0;
  for (const line of lines) {
    const [first, ...rest] = tokenize(line);
    if (!first || first.kind !== "abs") continue;
    const values: number[] = [];
    let last: Token | null = null;
    for (const token of rest) {
      if (token.kind === "abs") values.push(token.value);
      else if (token.kind === "dif") values.push((values.at(-1) ?? read.at(-1)?.ys.at(-1) ?? 0) + token.value);
      else if (last) {
        const repeated = last;
        for (let n = 1; n < token.count; n++) {
          values.push(repeated.kind === "dif" ? (values.at(-1) ?? 0) + repeated.value : (values.at(-1) ?? 0));
        }
      }
      if (token.kind !== "dup") last = token;
    }
    // DIF form: a line's first Y repeats the last Y of the line before (the check value).
    const offset = previousEndedInDif && values.length > 0 ? 1 : 0;
    const ys = values.slice(offset);
    total += ys.length;
    if (total > jcampMaxPoints) throw new JcampError("tooLarge");
    read.push({ x: first.value, ys, offset });
    previousEndedInDif = last?.kind === "dif";
  }
  return read;
}

const number = (labels: Map<string, string>, key: string): number | null => {
  const value = labels.get(key);
  if (value === undefined || value.trim() === "") return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
};

function kindOf(dataType: string, xUnits: string): SpectrumKind {
  const type = dataType.toUpperCase();
  if (type.includes("NMR")) return "nmr";
  if (type.includes("INFRARED") || type.includes("IR ") || type === "IR" || xUnits === "1/CM") return "ir";
  if (type.includes("UV") || type.includes("VIS")) return "uvvis";
  if (type.includes("MASS")) return "ms";
  return "other";
}

const shownUnit: Record<string, string> = {
  PPM: "ppm",
  HZ: "Hz",
  "1/CM": "cm⁻¹",
  NANOMETERS: "nm",
  NM: "nm",
  MICROMETERS: "µm",
  "M/Z": "m/z",
};

/** The first 1D spectrum of a JCAMP-DX text. */
export function parseJcamp(text: string): Spectrum {
  if (!/##\s*JCAMP[\s\-_]*DX\s*=/i.test(text.slice(0, 4000)) && !/^\s*##TITLE=/im.test(text.slice(0, 4000))) {
    throw new JcampError("notJcamp");
  }
  const block = readBlocks(text).find((candidate) => candidate.data !== null);
  if (!block?.data) throw new JcampError("noData");
  const { labels } = block;
  const xFactor = number(labels, "XFACTOR") ?? 1;
  const yFactor = number(labels, "YFACTOR") ?? 1;
  let xUnits = (labels.get("XUNITS") ?? "").toUpperCase().replace(/\s/g, "");
  const dataType = labels.get("DATATYPE") ?? "";
  const kind = kindOf(dataType, xUnits);
  let xs: number[] = [];
  const ys: number[] = [];
  if (block.data.kind === "xydata") {
    const lines = readXyData(block.data.lines);
    const firstX = number(labels, "FIRSTX");
    const lastX = number(labels, "LASTX");
    const count = lines.reduce((sum, line) => sum + line.ys.length, 0);
    const points = number(labels, "NPOINTS") ?? count;
    // The step between points, in the file's x units (a line's x is in units of XFACTOR).
    const step = firstX !== null && lastX !== null && points > 1 ? (lastX - firstX) / (points - 1) : 1;
    for (const line of lines) {
      line.ys.forEach((y, k) => {
        xs.push(line.x * xFactor + (k + line.offset) * step);
        ys.push(y * yFactor);
      });
    }
  } else {
    for (const line of block.data.lines) {
      for (const pair of line.split(/[;\s]+/)) {
        const [x, y] = pair.split(",").map((part) => Number(part));
        if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) continue;
        xs.push(x * xFactor);
        ys.push(y * yFactor);
        if (ys.length > jcampMaxPoints) throw new JcampError("tooLarge");
      }
    }
  }
  if (ys.length === 0) throw new JcampError("noData");
  const frequency = number(labels, ".OBSERVEFREQUENCY");
  if (kind === "nmr" && xUnits === "HZ" && frequency) {
    xs = xs.map((value) => value / frequency);
    xUnits = "PPM";
  }
  // Ascending x, whatever order the file wrote (NMR and IR files often run high to low).
  if (xs.length > 1 && (xs[0] ?? 0) > (xs.at(-1) ?? 0)) {
    xs.reverse();
    ys.reverse();
  }
  const yUnits = (labels.get("YUNITS") ?? "").trim();
  return {
    title: labels.get("TITLE")?.trim() || "",
    kind,
    xUnit: shownUnit[xUnits] ?? (labels.get("XUNITS") ?? "").trim(),
    yUnit: yUnits,
    x: Float64Array.from(xs),
    y: Float64Array.from(ys),
    continuous: block.data.kind !== "peaks" && kind !== "ms",
    reversed: kind === "nmr" || kind === "ir",
    dips: /TRANSMITTANCE/i.test(yUnits),
    nucleus:
      labels
        .get(".OBSERVENUCLEUS")
        ?.replace(/[\^<>]/g, "")
        .trim() || null,
  };
}

/** Whether an attachment's name says JCAMP-DX (shown as a spectrum). */
export function isSpectrumFile(name: string): boolean {
  return /\.(jdx|dx|jcamp)$/i.test(name);
}
