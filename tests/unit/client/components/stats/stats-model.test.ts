import { describe, expect, it } from 'vitest';
import type { StatsHistory } from '@shared/schemas/stats';
import {
  formatAxisCount,
  formatCount,
  formatPointTime,
  latestCounts,
  metricSeries,
  timeAxisLabels,
  timeWindow,
} from '@client/components/stats/stats-model';

const counts = (views: number, likes: number, comments: number) => ({ views, likes, comments });
const history: StatsHistory = {
  points: [
    { at: '2026-11-24T22:00:00.000Z', step: 'day', youtube: counts(10, 1, 0), instagram: counts(0, 0, 0) },
    { at: '2026-11-25T11:00:00.000Z', step: 'hour', youtube: counts(50, 5, 1), instagram: counts(100, 10, 2) },
  ],
};

describe('stats model', () => {
  it('a metric over time: Unix seconds, YouTube, Instagram and both added up', () => {
    expect(metricSeries(history, 'views')).toEqual({
      times: [Date.parse('2026-11-24T22:00:00Z') / 1000, Date.parse('2026-11-25T11:00:00Z') / 1000],
      youtube: [10, 50],
      instagram: [0, 100],
      total: [10, 150],
    });
    expect(metricSeries(history, 'comments').total).toEqual([0, 3]);
    expect(latestCounts(history, 'likes')).toEqual({ youtube: 5, instagram: 10, total: 15 });
    expect(latestCounts({ points: [] }, 'likes')).toEqual({ youtube: 0, instagram: 0, total: 0 });
  });

  it('numbers with Ukrainian grouping; an axis shortens from ten thousand', () => {
    expect(formatCount(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
    expect(formatAxisCount(5000).replace(/\s/g, ' ')).toBe('5 000');
    expect(formatAxisCount(25000).replace(/\s/g, ' ')).toBe('25 тис.');
  });

  it('times in Kyiv, whatever the machine zone: the point to the minute, the axis by hour, day or month', () => {
    // 22:00 UTC on 24 November is midnight of the 25th in Kyiv (UTC+2).
    expect(formatPointTime(Date.parse('2026-11-24T22:00:00Z'))).toBe('25.11.2026, 00:00');
    const hourly = [Date.parse('2026-11-24T20:00:00Z'), Date.parse('2026-11-24T21:00:00Z'), Date.parse('2026-11-24T22:00:00Z')].map(
      (ms) => ms / 1000,
    );
    expect(timeAxisLabels(hourly, 3600)).toEqual(['22:00\n24.11', '23:00', '00:00\n25.11']);
    expect(timeAxisLabels([Date.parse('2026-11-24T22:00:00Z') / 1000], 86_400)).toEqual(['25.11']);
    expect(timeAxisLabels([Date.parse('2026-11-24T22:00:00Z') / 1000], 30 * 86_400)).toEqual(['11.2026']);
  });

  it("the time axis: the points' span; one point alone on the last 48 hours up to it (not uPlot's three years)", () => {
    const at = Date.parse('2026-11-25T11:00:00Z') / 1000;
    expect(timeWindow([at])).toEqual([at - 48 * 3600, at + 3600]);
    expect(timeWindow([at, at])).toEqual([at - 48 * 3600, at + 3600]);
    expect(timeWindow([at - 7200, at])).toEqual([at - 7200, at]);
    expect(timeWindow([])).toBeNull();
  });
});
