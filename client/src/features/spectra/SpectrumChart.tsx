import { Box } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { peakDecimals, type Spectrum } from "@enote/shared";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { ChartData } from "./overlay";

interface SpectrumChartProps {
  /** The first is the one whose peaks are marked and edited; the others are overlaid. */
  spectra: readonly Spectrum[];
  data: ChartData;
  peaks: readonly number[];
  /** Where the cursor is, in the first spectrum's unit (null: off the chart). */
  onCursor: (point: { x: number; y: number } | null) => void;
  /** A click on the chart (adding a peak), at x. */
  onPick?: (x: number) => void;
  label: string;
}

const HEIGHT = 300;

/**
 * The spectrum drawn by uPlot: every point given, each pixel column drawn as one stroke, so a
 * million points stay smooth. Drag across to zoom, double-click to see it all again; NMR and IR
 * run high to low. Peaks are written above their tops.
 */
export function SpectrumChart({ spectra, data, peaks, onCursor, onPick, label }: SpectrumChartProps) {
  const { ref: box, width } = useElementSize();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef({ peaks, onCursor, onPick });
  latest.current = { peaks, onCursor, onPick };
  const [first] = spectra;

  useEffect(() => {
    if (!host.current || !first || width === 0) return;
    const decimals = peakDecimals(first);
    const options: uPlot.Options = {
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: true, y: false, setScale: true } },
      scales: { x: { time: false, dir: first.reversed ? -1 : 1 }, y: { auto: true } },
      axes: [{ label: first.xUnit, stroke: "#495057", grid: { stroke: "#f1f3f5" } }, { show: false }],
      series: [{}, ...data.colors.map((stroke) => ({ stroke, width: 1, points: { show: false } }))],
      hooks: {
        setCursor: [
          (u) => {
            const index = u.cursor.idx;
            if (index === null || index === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
              latest.current.onCursor(null);
              return;
            }
            latest.current.onCursor({ x: u.posToVal(u.cursor.left, "x"), y: u.data[1]?.[index] ?? 0 });
          },
        ],
        draw: [
          (u) => {
            const ctx = u.ctx;
            ctx.save();
            ctx.fillStyle = data.colors[0] ?? "#1c7ed6";
            ctx.font = `${Math.round(10 * devicePixelRatio)}px sans-serif`;
            const min = u.scales.x?.min ?? -Infinity;
            const max = u.scales.x?.max ?? Infinity;
            for (const peak of latest.current.peaks) {
              if (peak < min || peak > max) continue;
              const left = u.valToPos(peak, "x", true);
              const top = u.bbox.top + 4 * devicePixelRatio;
              ctx.save();
              ctx.translate(left, top);
              ctx.rotate(Math.PI / 2);
              ctx.fillText(peak.toFixed(decimals), 0, 3 * devicePixelRatio);
              ctx.restore();
            }
            ctx.restore();
          },
        ],
      },
    };
    const chart = new uPlot(options, [data.x, ...data.ys] as unknown as uPlot.AlignedData, host.current);
    plot.current = chart;
    const over = chart.over;
    let downAt = 0;
    const down = (event: MouseEvent) => {
      downAt = event.clientX;
    };
    // A click (not a drag that zooms) picks a point.
    const up = (event: MouseEvent) => {
      const pick = latest.current.onPick;
      if (!pick || Math.abs(event.clientX - downAt) > 3) return;
      pick(chart.posToVal(event.clientX - over.getBoundingClientRect().left, "x"));
    };
    over.addEventListener("mousedown", down);
    over.addEventListener("mouseup", up);
    return () => {
      over.removeEventListener("mousedown", down);
      over.removeEventListener("mouseup", up);
      chart.destroy();
      plot.current = null;
    };
  }, [data, first, width]);

  // New peaks: drawn again without losing the zoom.
  useEffect(() => {
    plot.current?.redraw(false);
  }, [peaks]);

  return (
    <Box ref={box} w="100%" role="img" aria-label={label} data-testid="spectrum-chart">
      <div ref={host} />
    </Box>
  );
}
