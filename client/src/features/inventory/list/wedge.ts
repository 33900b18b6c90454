/**
 * A barcode scanner in keyboard-wedge mode "types" the code far faster than a person (a few ms
 * per key) and ends with Enter. Judged on the burst's average pace, so one late key (a busy
 * tablet) does not turn a scan into typing; a person needs well over 50 ms a key on average.
 */
export const wedgeLimits = { maxAverageMs: 50, minLength: 4, pauseMs: 300 } as const;

export interface WedgeDetector {
  /** A printable key went down at `at` (ms). */
  key(at: number): void;
  /** Enter at `at`: the length of the burst that just ended, or 0 when it was typed by hand. */
  enter(at: number): number;
  reset(): void;
}

export function createWedgeDetector(limits = wedgeLimits): WedgeDetector {
  let first = 0;
  let last = -Infinity;
  let count = 0;
  const reset = () => {
    count = 0;
    last = -Infinity;
  };
  return {
    key(at) {
      // A pause starts a new burst: what was typed before it is not part of the scan.
      if (at - last > limits.pauseMs) {
        first = at;
        count = 0;
      }
      count += 1;
      last = at;
    },
    enter(at) {
      const scanned =
        count >= limits.minLength && at - last <= limits.pauseMs && (at - first) / count <= limits.maxAverageMs;
      const length = scanned ? count : 0;
      reset();
      return length;
    },
    reset,
  };
}
