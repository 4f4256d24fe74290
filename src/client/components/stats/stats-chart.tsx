import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '@shared/constants';
import { statsText } from './text';
import { formatAxisCount, formatCount, formatPointTime, type MetricSeries, timeAxisLabels, timeWindow } from './stats-model';
import styles from './stats-chart.module.css';

const t = statsText;

/** A colour token of the chart's box (stats-chart.module.css), for the canvas that cannot read CSS itself. */
const token = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** uPlot's own steps for a time axis (seconds), from a minute up: the labels never show seconds. */
const TIME_STEPS = [
  ...[1, 5, 10, 15, 30].map((n) => n * MINUTE),
  ...[1, 2, 3, 4, 6, 8, 12].map((n) => n * HOUR),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15].map((n) => n * DAY),
  ...[1, 2, 3, 4, 6].map((n) => n * 30 * DAY),
  ...[1, 2, 5, 10].map((n) => n * 365 * DAY),
];

/** Counts are whole: the value axis steps by whole numbers only (no '0,8' comments between 0 and 1). */
const COUNT_STEPS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8].map((scale) => step * scale))
  .sort((a, b) => a - b);

/** The chart's height for its width: lower on a phone. */
const heightFor = (width: number) => (width < 480 ? 200 : 240);

function options(box: HTMLElement, width: number): uPlot.Options {
  // Dots only where the lines alone would not show the points (one or two of them).
  const points = { show: (chart: uPlot) => chart.data[0].length <= 2, size: 6 };
  const text = token(box, '--chart-text');
  const grid = token(box, '--chart-grid');
  const axis = {
    stroke: text,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
    font: `12px ${token(box, '--chart-font')}`,
  };
  // Under the cursor the legend shows that point; elsewhere the latest one.
  const count = (chart: uPlot, value: number | null, seriesIndex: number) => {
    const shown = value ?? (chart.data[seriesIndex]?.at(-1) as number | null | undefined);
    return shown === null || shown === undefined ? '—' : formatCount(shown);
  };
  return {
    width,
    height: heightFor(width),
    // Ticks and labels on Kyiv's calendar, whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
    scales: {
      // From the data, not uPlot's guess: one point alone shows on the last 48 hours, not over years.
      x: { time: true, range: (chart, min, max) => timeWindow(chart.data[0]) ?? [min, max] },
      y: { range: (_, __, max) => [0, max > 0 ? max * 1.08 : 1] },
    },
    series: [
      {
        label: t.at,
        value: (chart, ts: number | null) => {
          const shown = ts ?? (chart.data[0].at(-1) as number | undefined);
          return shown === undefined ? '—' : formatPointTime(shown * 1000);
        },
      },
      { label: t.total, stroke: token(box, '--chart-total'), width: 2.5, value: count, points },
      { label: t.youtube, stroke: token(box, '--chart-youtube'), width: 1.5, value: count, points },
      { label: t.instagram, stroke: token(box, '--chart-instagram'), width: 1.5, dash: [6, 4], value: count, points },
    ],
    axes: [
      { ...axis, space: 60, incrs: TIME_STEPS, values: (_, ticks, __, ___, increment) => timeAxisLabels(ticks, increment) },
      {
        ...axis,
        incrs: COUNT_STEPS,
        values: (_, ticks) => ticks.map(formatAxisCount),
        // Room for the longest label (about 7 px a character at 12 px) and the tick.
        size: (_, values) => Math.max(40, 16 + Math.max(0, ...(values ?? []).map((value) => String(value).length)) * 7),
      },
    ],
    cursor: { sync: { key: 'stats' }, points: { size: 7 } },
    legend: { live: true },
  };
}

/**
 * One metric over time with uPlot (canvas): 'Разом', YouTube and Instagram (dashed), Kyiv time on
 * the axis, the values under the cursor in the legend; charts on one page share the cursor. Sized to
 * its box and redrawn when the box changes. The box is one image for assistive technology, named by
 * `label`; the table beside it holds the numbers.
 */
export default function StatsChart({ series, label }: { series: MetricSeries; label: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const data: uPlot.AlignedData = [series.times, series.total, series.youtube, series.instagram];
    const chart = new uPlot(options(box, Math.max(240, box.clientWidth)), data, box);
    chartRef.current = chart;
    const observer = new ResizeObserver(() => {
      const width = Math.max(240, box.clientWidth);
      if (width !== chart.width) chart.setSize({ width, height: heightFor(width) });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [series]);

  return <div ref={boxRef} className={styles.chart} role="img" aria-label={label} data-chart="" />;
}
