import type { Spectrum } from "./jcamp";
import { downsample, nearestIndex, peakDecimals } from "./peaks";

/** Colours of overlaid spectra, in order (the first is the lab's own blue). */
export const spectrumColors = ["#1c7ed6", "#e8590c", "#2f9e44", "#ae3ec9", "#f08c00", "#0c8599"] as const;

/** Round steps for an axis from `low` to `high` with about `count` ticks. */
export function axisTicks(low: number, high: number, count = 8): number[] {
  const span = Math.abs(high - low);
  if (!(span > 0)) return [low];
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * magnitude >= raw) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let t = Math.ceil(Math.min(low, high) / step) * step; t <= Math.max(low, high) + step * 1e-9; t += step) {
    ticks.push(Math.round(t / step) * step);
  }
  return ticks;
}

const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fixed = (value: number) => value.toFixed(1);

export interface DrawnSpectrum {
  spectrum: Spectrum;
  peaks: readonly number[];
}

/**
 * One or more spectra as an SVG drawing (the print view, the .eln export): the line drawn from the
 * highest and lowest point of each pixel column (the data is never thinned), the x axis in the
 * spectrum's unit (high to low for NMR and IR), each peak's position written above it.
 */
export function spectrumSvg(drawn: readonly DrawnSpectrum[], width = 720, height = 300): string {
  const [first] = drawn;
  if (!first) return "";
  const pad = { left: 16, right: 16, top: 40, bottom: 36 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  let xLow = Infinity;
  let xHigh = -Infinity;
  for (const { spectrum } of drawn) {
    xLow = Math.min(xLow, spectrum.x[0] ?? 0);
    xHigh = Math.max(xHigh, spectrum.x.at(-1) ?? 0);
  }
  const reversed = first.spectrum.reversed;
  const px = (x: number) => pad.left + ((reversed ? xHigh - x : x - xLow) / (xHigh - xLow || 1)) * plotWidth;
  const parts: string[] = [];
  drawn.forEach(({ spectrum, peaks }, index) => {
    const color = spectrumColors[index % spectrumColors.length] ?? "#1c7ed6";
    let low = Infinity;
    let high = -Infinity;
    for (const value of spectrum.y) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
    const range = high - low || 1;
    const py = (y: number) => pad.top + plotHeight - ((y - low) / range) * plotHeight;
    const { x, y } = downsample(spectrum, Math.ceil(plotWidth));
    if (spectrum.continuous) {
      const points = x.map((value, i) => `${fixed(px(value))},${fixed(py(y[i] ?? 0))}`).join(" ");
      parts.push(`<polyline fill="none" stroke="${color}" stroke-width="1" points="${points}"/>`);
    } else {
      const base = py(Math.min(0, low));
      for (let i = 0; i < x.length; i++) {
        const sx = fixed(px(x[i] ?? 0));
        parts.push(`<line x1="${sx}" x2="${sx}" y1="${fixed(base)}" y2="${fixed(py(y[i] ?? 0))}" stroke="${color}"/>`);
      }
    }
    const decimals = peakDecimals(spectrum);
    for (const peak of peaks) {
      const i = nearestIndex(spectrum.x, peak);
      const sx = px(peak);
      const sy = Math.max(pad.top - 4, py(spectrum.dips ? low : (spectrum.y[i] ?? 0)) - 4);
      parts.push(
        `<text x="${fixed(sx)}" y="${fixed(sy)}" font-size="9" fill="${color}" text-anchor="start" transform="rotate(-90 ${fixed(sx)} ${fixed(sy)})">${peak.toFixed(decimals)}</text>`,
      );
    }
  });
  const axisY = pad.top + plotHeight;
  parts.push(`<line x1="${pad.left}" x2="${width - pad.right}" y1="${axisY}" y2="${axisY}" stroke="#495057"/>`);
  for (const tick of axisTicks(xLow, xHigh)) {
    const sx = fixed(px(tick));
    parts.push(`<line x1="${sx}" x2="${sx}" y1="${axisY}" y2="${axisY + 4}" stroke="#495057"/>`);
    parts.push(
      `<text x="${sx}" y="${axisY + 15}" font-size="10" text-anchor="middle" fill="#343a40">${Number(tick.toPrecision(6))}</text>`,
    );
  }
  parts.push(
    `<text x="${width / 2}" y="${height - 4}" font-size="11" text-anchor="middle" fill="#343a40">${escape(first.spectrum.xUnit)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif"><rect width="100%" height="100%" fill="#ffffff"/>${parts.join("")}</svg>`;
}
