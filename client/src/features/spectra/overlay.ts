import { spectrumColors, type Spectrum } from "@enote/shared";

/** What the chart draws: one x for every series (uPlot's aligned data) and each series' colour. */
export interface ChartData {
  x: Float64Array;
  ys: Float64Array[];
  colors: string[];
}

/**
 * One spectrum as it is (every point; uPlot draws a pixel column's points as one stroke); several
 * overlaid on one grid of `points` x values across them all, each grid cell keeping its tallest
 * point (lowest for transmittance) so no narrow peak falls between two cells.
 */
export function chartData(spectra: readonly Spectrum[], points = 8000): ChartData {
  const colors = spectra.map((_, i) => spectrumColors[i % spectrumColors.length] ?? "#1c7ed6");
  const [only] = spectra;
  if (only && spectra.length === 1) return { x: only.x, ys: [only.y], colors };
  let low = Infinity;
  let high = -Infinity;
  for (const spectrum of spectra) {
    low = Math.min(low, spectrum.x[0] ?? 0);
    high = Math.max(high, spectrum.x.at(-1) ?? 0);
  }
  const step = (high - low) / (points - 1 || 1);
  const x = Float64Array.from({ length: points }, (_, i) => low + i * step);
  const ys = spectra.map((spectrum) => {
    const y = new Float64Array(points).fill(Number.NaN);
    for (let i = 0; i < spectrum.x.length; i++) {
      const cell = Math.round(((spectrum.x[i] ?? 0) - low) / step);
      const value = spectrum.y[i] ?? 0;
      const current = y[cell];
      if (current === undefined) continue;
      if (Number.isNaN(current) || (spectrum.dips ? value < current : value > current)) y[cell] = value;
    }
    return y;
  });
  return { x, ys, colors };
}
