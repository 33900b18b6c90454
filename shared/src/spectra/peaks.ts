import type { Spectrum } from "./jcamp";

export const spectrumLimits = {
  /** Peaks picked automatically, the tallest. */
  autoPeaks: 24,
  /** Peaks a member may keep on one spectrum. */
  maxPeaks: 200,
  /** A peak is at least this share of the tallest one. */
  threshold: 0.05,
} as const;

/** The signal as peaks point up (transmittance spectra are turned over). */
const heightAt = (spectrum: Spectrum, i: number) => (spectrum.dips ? -1 : 1) * (spectrum.y[i] ?? 0);

/**
 * Peaks picked automatically: local maxima at least `threshold` of the range above the baseline,
 * a peak's shoulder within `window` points of a taller one left out, the `limit` tallest kept,
 * in ascending x. A stick spectrum's sticks are its peaks.
 */
export function pickPeaks(spectrum: Spectrum, limit: number = spectrumLimits.autoPeaks): number[] {
  const n = spectrum.y.length;
  if (n === 0) return [];
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < n; i++) {
    const h = heightAt(spectrum, i);
    if (h < low) low = h;
    if (h > high) high = h;
  }
  // Sticks stand on zero; a line on its lowest point (its baseline).
  const base = spectrum.continuous ? low : Math.min(0, low);
  const floor = base + (high - base) * spectrumLimits.threshold;
  const candidates: number[] = [];
  for (let i = 0; i < n; i++) {
    const h = heightAt(spectrum, i);
    if (h <= floor) continue;
    if (!spectrum.continuous) {
      candidates.push(i);
      continue;
    }
    const left = i > 0 ? heightAt(spectrum, i - 1) : -Infinity;
    const right = i < n - 1 ? heightAt(spectrum, i + 1) : -Infinity;
    if (h >= left && h > right) candidates.push(i);
  }
  candidates.sort((a, b) => heightAt(spectrum, b) - heightAt(spectrum, a));
  const window = spectrum.continuous ? Math.max(2, Math.floor(n / 2000)) : 0;
  const kept: number[] = [];
  for (const i of candidates) {
    if (kept.length >= limit) break;
    if (kept.some((k) => Math.abs(k - i) <= window)) continue;
    kept.push(i);
  }
  return kept.map((i) => spectrum.x[i] ?? 0).sort((a, b) => a - b);
}

/** The index of the point nearest to x (x ascending). */
export function nearestIndex(x: Float64Array, value: number): number {
  let low = 0;
  let high = x.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((x[mid] ?? 0) < value) low = mid;
    else high = mid;
  }
  return Math.abs((x[low] ?? 0) - value) <= Math.abs((x[high] ?? 0) - value) ? low : high;
}

/**
 * Where a member clicked to add a peak: the top of the signal within `span` points of the click
 * (a click beside a peak still marks the peak itself).
 */
export function peakNear(spectrum: Spectrum, x: number, span = 25): number {
  const at = nearestIndex(spectrum.x, x);
  let best = at;
  for (let i = Math.max(0, at - span); i <= Math.min(spectrum.x.length - 1, at + span); i++) {
    if (heightAt(spectrum, i) > heightAt(spectrum, best)) best = i;
  }
  return spectrum.x[best] ?? x;
}

/** Decimals a peak's position is shown with: ppm to 0.01, wavenumbers and m/z to whole numbers or 0.1. */
export function peakDecimals(spectrum: Pick<Spectrum, "kind" | "xUnit">): number {
  if (spectrum.kind === "nmr") return spectrum.xUnit === "Hz" ? 1 : 2;
  if (spectrum.kind === "ir") return 0;
  return 1;
}

/**
 * At most `buckets` pairs (lowest and highest of each x bucket) of the points between `from` and `to`:
 * what a drawing needs, the data itself kept whole.
 */
export function downsample(
  spectrum: Pick<Spectrum, "x" | "y">,
  buckets: number,
  from = spectrum.x[0] ?? 0,
  to = spectrum.x.at(-1) ?? 0,
): { x: number[]; y: number[] } {
  const x: number[] = [];
  const y: number[] = [];
  const start = nearestIndex(spectrum.x, from);
  const end = nearestIndex(spectrum.x, to);
  const count = end - start + 1;
  if (count <= buckets * 2) {
    for (let i = start; i <= end; i++) {
      x.push(spectrum.x[i] ?? 0);
      y.push(spectrum.y[i] ?? 0);
    }
    return { x, y };
  }
  const size = count / buckets;
  for (let b = 0; b < buckets; b++) {
    const first = start + Math.floor(b * size);
    const last = Math.min(end, start + Math.floor((b + 1) * size) - 1);
    let min = first;
    let max = first;
    for (let i = first; i <= last; i++) {
      if ((spectrum.y[i] ?? 0) < (spectrum.y[min] ?? 0)) min = i;
      if ((spectrum.y[i] ?? 0) > (spectrum.y[max] ?? 0)) max = i;
    }
    for (const i of min < max ? [min, max] : [max, min]) {
      x.push(spectrum.x[i] ?? 0);
      y.push(spectrum.y[i] ?? 0);
    }
  }
  return { x, y };
}
