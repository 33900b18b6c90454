import type { SpectrumKind } from "./jcamp";

/** A band of a made-up spectrum: where, how tall, how wide (half width at half height, x units). */
export interface Band {
  at: number;
  height: number;
  width: number;
}

/**
 * A JCAMP-DX text of a spectrum made of Lorentzian bands, in the compressed DIFDUP form (or AFFN):
 * test data that E-Note makes itself, so no file of anyone else's is shipped. Written high to low
 * in x as NMR files are.
 */
export function syntheticJcamp(options: {
  title: string;
  kind: Extract<SpectrumKind, "nmr" | "ir">;
  from: number;
  to: number;
  points: number;
  bands: readonly Band[];
  form?: "difdup" | "affn";
}): string {
  const { from, to, points, bands } = options;
  const step = (to - from) / (points - 1);
  const yFactor = 0.001;
  const values: number[] = [];
  for (let i = 0; i < points; i++) {
    const x = to - i * step;
    let y = 0;
    for (const band of bands) y += band.height / (1 + ((x - band.at) / band.width) ** 2);
    values.push(Math.round(y / yFactor));
  }
  const header = [
    `##TITLE=${options.title}`,
    "##JCAMP-DX=4.24",
    `##DATA TYPE=${options.kind === "nmr" ? "NMR SPECTRUM" : "INFRARED SPECTRUM"}`,
    options.kind === "nmr" ? "##.OBSERVE FREQUENCY=400.13" : null,
    options.kind === "nmr" ? "##.OBSERVE NUCLEUS=^1H" : null,
    `##XUNITS=${options.kind === "nmr" ? "PPM" : "1/CM"}`,
    `##YUNITS=${options.kind === "nmr" ? "ARBITRARY UNITS" : "ABSORBANCE"}`,
    "##XFACTOR=1",
    `##YFACTOR=${yFactor}`,
    `##FIRSTX=${to}`,
    `##LASTX=${from}`,
    `##NPOINTS=${points}`,
    `##FIRSTY=${(values[0] ?? 0) * yFactor}`,
    "##XYDATA=(X++(Y..Y))",
  ].filter((line): line is string => line !== null);
  const lines: string[] = [];
  const perLine = 10;
  for (let i = 0; i < points; i += perLine) {
    const chunk = values.slice(i, i + perLine);
    // A DIF line after the first starts with the check value: the line before's last Y, at its x.
    const check = options.form !== "affn" && i > 0;
    const x = (to - (check ? i - 1 : i) * step).toPrecision(10);
    if (options.form === "affn") {
      lines.push(`${x} ${chunk.join(" ")}`);
      continue;
    }
    // DIFDUP: the first value in SQZ, then differences with repeats; the next line repeats the last (check).
    const first = chunk[0] ?? 0;
    const previous = i > 0 ? values[i - 1] : undefined;
    let text = `${x}${previous !== undefined ? sqz(previous) + dif(first - previous) : sqz(first)}`;
    let run = { diff: Number.NaN, count: 0 };
    const flush = () => {
      if (run.count === 0) return;
      text += dif(run.diff);
      if (run.count > 1) text += dup(run.count);
      run = { diff: Number.NaN, count: 0 };
    };
    for (let k = 1; k < chunk.length; k++) {
      const diff = (chunk[k] ?? 0) - (chunk[k - 1] ?? 0);
      if (diff === run.diff) run.count++;
      else {
        flush();
        run = { diff, count: 1 };
      }
    }
    flush();
    lines.push(text);
  }
  return [...header, ...lines, "##END="].join("\n");
}

function compressed(value: number, positive: string, negative: string, zero: string): string {
  if (value === 0) return zero;
  const digits = String(Math.abs(value));
  const lead = Number(digits[0]);
  return (value > 0 ? positive[lead - 1] : negative[lead - 1]) + digits.slice(1);
}

const sqz = (value: number) => compressed(value, "ABCDEFGHI", "abcdefghi", "@");
const dif = (value: number) => compressed(value, "JKLMNOPQR", "jklmnopqr", "%");
const dup = (count: number) => {
  const digits = String(count);
  return "STUVWXYZs"[Number(digits[0]) - 1] + digits.slice(1);
};
