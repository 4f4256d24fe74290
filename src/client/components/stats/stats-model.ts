import { LOCALE, TIME_ZONE } from '@shared/constants';
import type { StatsHistory, StatsPoint } from '@shared/schemas/stats';
import { videoText } from '@client/components/videos/text';

export const METRICS = ['views', 'likes', 'comments'] as const;
export type Metric = (typeof METRICS)[number];

export const metricLabel: Record<Metric, string> = {
  views: videoText.views,
  likes: videoText.likes,
  comments: videoText.comments,
};

/** One metric over time, as the chart draws it (times in Unix seconds) and the table lists it. */
export interface MetricSeries {
  times: number[];
  youtube: number[];
  instagram: number[];
  total: number[];
}

export function metricSeries(history: StatsHistory, metric: Metric): MetricSeries {
  const series: MetricSeries = { times: [], youtube: [], instagram: [], total: [] };
  for (const point of history.points) {
    series.times.push(Date.parse(point.at) / 1000);
    series.youtube.push(point.youtube[metric]);
    series.instagram.push(point.instagram[metric]);
    series.total.push(point.youtube[metric] + point.instagram[metric]);
  }
  return series;
}

const HOUR_SECONDS = 3600;

/**
 * The time axis's window (Unix seconds) for the points' times: from the first to the last; one point
 * alone (or several at one moment) on the last 48 hours up to it, with an hour after it so that the
 * dot is not on the edge. uPlot's own answer for one point spans about three years.
 */
export function timeWindow(times: ArrayLike<number>): [number, number] | null {
  if (times.length === 0) return null;
  const first = times[0]!;
  const last = times[times.length - 1]!;
  return last > first ? [first, last] : [last - 48 * HOUR_SECONDS, last + HOUR_SECONDS];
}

/** The latest counts of a metric (the last point), YouTube, Instagram and both added up. */
export function latestCounts(history: StatsHistory, metric: Metric): { youtube: number; instagram: number; total: number } {
  const last: StatsPoint | undefined = history.points.at(-1);
  const youtube = last?.youtube[metric] ?? 0;
  const instagram = last?.instagram[metric] ?? 0;
  return { youtube, instagram, total: youtube + instagram };
}

export { formatAxisCount, formatCount } from '@client/lib/format-number';

const pointFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A point's moment in Kyiv time, to the minute (25.11.2026, 14:00). */
export const formatPointTime = (unixMs: number): string => pointFormat.format(new Date(unixMs));

const hourFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' });
const monthFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: '2-digit', year: 'numeric' });

const DAY_SECONDS = 86_400;

/**
 * The time axis's labels in Kyiv time for ticks `increment` seconds apart: hours ('14:00', with the
 * date under the first tick of each day), days ('25.11') or months ('11.2026').
 */
export function timeAxisLabels(ticks: readonly number[], increment: number): string[] {
  let previousDay = '';
  return ticks.map((tick) => {
    const date = new Date(tick * 1000);
    if (increment >= 28 * DAY_SECONDS) return monthFormat.format(date);
    const day = dayFormat.format(date);
    if (increment >= DAY_SECONDS) return day;
    const label = day !== previousDay ? `${hourFormat.format(date)}\n${day}` : hourFormat.format(date);
    previousDay = day;
    return label;
  });
}
