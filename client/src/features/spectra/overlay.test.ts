import { describe, expect, it } from "vitest";
import { parseJcamp, syntheticJcamp } from "@enote/shared";
import { chartData } from "./overlay";

const spectrum = (at: number) =>
  parseJcamp(
    syntheticJcamp({
      title: "x",
      kind: "nmr",
      from: 0,
      to: 10,
      points: 200_001,
      bands: [{ at, height: 50, width: 0.001 }],
    }),
  );

describe("spectra overlaid", () => {
  it("keeps one spectrum whole, and every narrow peak's top when two share a grid", () => {
    const a = spectrum(7.26);
    expect(chartData([a]).x).toBe(a.x);
    const both = chartData([a, spectrum(1.234)], 4000);
    expect(both.x.length).toBe(4000);
    expect(both.ys).toHaveLength(2);
    expect(Math.max(...(both.ys[0] ?? []).filter((v) => !Number.isNaN(v)))).toBeCloseTo(50, 3);
    expect(Math.max(...(both.ys[1] ?? []).filter((v) => !Number.isNaN(v)))).toBeCloseTo(50, 3);
    expect(both.colors[0]).not.toBe(both.colors[1]);
  });
});
