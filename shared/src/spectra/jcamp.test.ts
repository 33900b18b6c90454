import { describe, expect, it } from "vitest";
import { JcampError, parseJcamp, tokenize } from "./jcamp";
import { downsample, peakNear, pickPeaks } from "./peaks";
import { syntheticJcamp } from "./synthetic";

const bands = [
  { at: 7.26, height: 100, width: 0.004 },
  { at: 3.81, height: 60, width: 0.004 },
  { at: 2.35, height: 45, width: 0.004 },
];

describe("reading JCAMP-DX", () => {
  it("reads the compressed DIFDUP form and the plain one to the same spectrum", () => {
    for (const form of ["difdup", "affn"] as const) {
      const spectrum = parseJcamp(
        syntheticJcamp({ title: "Anisole", kind: "nmr", from: 0, to: 10, points: 20_001, bands, form }),
      );
      expect(spectrum.kind, form).toBe("nmr");
      expect(spectrum.xUnit).toBe("ppm");
      expect(spectrum.reversed).toBe(true);
      expect(spectrum.nucleus).toBe("1H");
      expect(spectrum.x.length).toBe(20_001);
      expect(spectrum.x[0]).toBeCloseTo(0, 6);
      expect(spectrum.x.at(-1)).toBeCloseTo(10, 6);
      // The tallest point is the 7.26 band, 100 high (Y × YFACTOR).
      let top = 0;
      for (let i = 0; i < spectrum.y.length; i++) if ((spectrum.y[i] ?? 0) > (spectrum.y[top] ?? 0)) top = i;
      expect(spectrum.x[top]).toBeCloseTo(7.26, 3);
      expect(spectrum.y[top]).toBeCloseTo(100, 2);
    }
  });

  it("decodes SQZ, DIF and DUP tokens as the standard defines them", () => {
    // 1000 1000 1000 1001 995: SQZ A000, DIF % (0) twice by DUP T, then J (+1), then n (-6).
    expect(tokenize("100A000%TJn")).toEqual([
      { kind: "abs", value: 100 },
      { kind: "abs", value: 1000 },
      { kind: "dif", value: 0 },
      { kind: "dup", count: 2 },
      { kind: "dif", value: 1 },
      { kind: "dif", value: -5 },
    ]);
    expect(tokenize("4000.5 12 -3.5E2,7").map((token) => ("value" in token ? token.value : null))).toEqual([
      4000.5, 12, -350, 7,
    ]);
  });

  it("reads a peak table as sticks and an NMR spectrum in Hz in ppm", () => {
    const ms = parseJcamp(
      "##TITLE=MS\n##JCAMP-DX=5.01\n##DATA TYPE=MASS SPECTRUM\n##XUNITS=M/Z\n##YUNITS=RELATIVE ABUNDANCE\n##PEAK TABLE=(XY..XY)\n51,12 77,40\n108,100\n##END=",
    );
    expect(ms.kind).toBe("ms");
    expect(ms.continuous).toBe(false);
    expect([...ms.x]).toEqual([51, 77, 108]);
    expect(pickPeaks(ms)).toEqual([51, 77, 108]);
    const hz = parseJcamp(
      "##TITLE=H\n##JCAMP-DX=4.24\n##DATA TYPE=NMR SPECTRUM\n##.OBSERVE FREQUENCY=400\n##XUNITS=HZ\n##YUNITS=ARBITRARY UNITS\n##FIRSTX=4000\n##LASTX=0\n##NPOINTS=3\n##XYDATA=(X++(Y..Y))\n4000 1 2 3\n##END=",
    );
    expect([...hz.x]).toEqual([0, 5, 10]);
    expect([...hz.y]).toEqual([3, 2, 1]);
  });

  it("refuses what is not JCAMP-DX or holds no data", () => {
    expect(() => parseJcamp("<html>not a spectrum</html>")).toThrow(JcampError);
    expect(() => parseJcamp("##TITLE=x\n##JCAMP-DX=4.24\n##END=")).toThrow(JcampError);
  });
});

describe("peaks and drawing", () => {
  const spectrum = parseJcamp(syntheticJcamp({ title: "A", kind: "nmr", from: 0, to: 10, points: 50_001, bands }));

  it("picks the bands' tops automatically, and a click beside a band marks its top", () => {
    const peaks = pickPeaks(spectrum);
    expect(peaks.map((x) => x.toFixed(2))).toEqual(["2.35", "3.81", "7.26"]);
    expect(peakNear(spectrum, 7.262).toFixed(2)).toBe("7.26");
  });

  it("keeps every band's height when a million points are drawn as a few thousand", () => {
    const big = parseJcamp(syntheticJcamp({ title: "B", kind: "nmr", from: 0, to: 10, points: 1_000_001, bands }));
    const drawn = downsample(big, 2000);
    expect(drawn.x.length).toBeLessThanOrEqual(4000);
    expect(Math.max(...drawn.y)).toBeCloseTo(100, 2);
    expect(big.x.length).toBe(1_000_001);
  });
});

describe("a spectrum as a drawing", () => {
  it("draws the line, the axis in ppm high to low and each peak's position", async () => {
    const { spectrumSvg, axisTicks } = await import("./svg");
    const spectrum = parseJcamp(syntheticJcamp({ title: "A", kind: "nmr", from: 0, to: 10, points: 20_001, bands }));
    const svg = spectrumSvg([{ spectrum, peaks: pickPeaks(spectrum) }]);
    expect(svg).toContain("<polyline");
    expect(svg).toContain(">7.26</text>");
    expect(svg).toContain(">ppm</text>");
    // 10 ppm at the left, 0 at the right.
    const tick = (value: string) => Number(new RegExp(`x="([\\d.]+)"[^>]*>${value}</text>`).exec(svg)?.[1]);
    expect(tick("10")).toBeLessThan(tick("0"));
    expect(axisTicks(0, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(400, 4000)).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3500, 4000]);
  });
});
