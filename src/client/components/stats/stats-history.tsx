import { Component, type ReactNode, Suspense, lazy, useId, useMemo, useState } from 'react';
import type { StatsHistory } from '@shared/schemas/stats';
import { Button } from '../ui/button';
import { type Column, DataTable } from '../ui/data-table';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { Spinner } from '../ui/spinner';
import { statsText } from './text';
import { formatCount, formatPointTime, latestCounts, METRICS, type Metric, metricLabel, metricSeries } from './stats-model';
import styles from './stats-history.module.css';

const t = statsText;

/** uPlot and its chart come in their own chunk, fetched only where a history is shown. */
const StatsChart = lazy(() => import('./stats-chart'));

/** Where the chart chunk cannot be had (offline before it was cached): a line instead, and the table is right there. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className={styles.chartFailed}>{t.chartFailed}</p> : this.props.children;
  }
}

interface Row {
  at: number;
  youtube: number;
  instagram: number;
  total: number;
}

const columns: Column<Row>[] = [
  {
    key: 'at',
    header: t.at,
    render: (row) => <time dateTime={new Date(row.at).toISOString()}>{formatPointTime(row.at)}</time>,
    card: 'title',
  },
  { key: 'total', header: t.total, render: (row) => formatCount(row.total), align: 'right' },
  { key: 'youtube', header: t.youtube, render: (row) => formatCount(row.youtube), align: 'right' },
  { key: 'instagram', header: t.instagram, render: (row) => formatCount(row.instagram), align: 'right' },
];

function MetricChart({ history, metric }: { history: StatsHistory; metric: Metric }) {
  const [tableShown, setTableShown] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const series = useMemo(() => metricSeries(history, metric), [history, metric]);
  const latest = latestCounts(history, metric);
  const name = metricLabel[metric];
  // The table lists the newest first: the figures of now on top.
  const rows = useMemo(
    () =>
      series.times
        .map((at, index) => ({
          at: at * 1000,
          youtube: series.youtube[index]!,
          instagram: series.instagram[index]!,
          total: series.total[index]!,
        }))
        .reverse(),
    [series],
  );
  return (
    <section className={styles.metric} aria-labelledby={headingId} data-metric={metric}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
        <p className={styles.latest}>
          <span className={styles.total}>{formatCount(latest.total)}</span>
          <span className={styles.split}>
            {t.youtube} {formatCount(latest.youtube)} · {t.instagram} {formatCount(latest.instagram)}
          </span>
        </p>
      </div>
      <ChartBoundary>
        <Suspense
          fallback={
            <div className={styles.chartSlot}>
              <Spinner />
            </div>
          }
        >
          <StatsChart
            series={series}
            label={t.chartLabel(name, formatCount(latest.total), formatCount(latest.youtube), formatCount(latest.instagram))}
          />
        </Suspense>
      </ChartBoundary>
      <Button
        variant="ghost"
        className={styles.toggle}
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t.hideTable : t.showTable}
      </Button>
      {/* A long history scrolls inside its box, which the keyboard can then reach and scroll. */}
      <div
        id={tableId}
        hidden={!tableShown}
        className={styles.table}
        tabIndex={tableShown ? 0 : undefined}
        role="region"
        aria-label={t.tableCaption(name)}
      >
        {tableShown && <DataTable caption={t.tableCaption(name)} columns={columns} rows={rows} rowKey={(row) => row.at} />}
      </div>
    </section>
  );
}

interface StatsHistoryViewProps {
  history: StatsHistory | undefined;
  error: unknown;
  onRetry: () => void;
}

/**
 * Views, likes and comments over time: a chart per metric with 'Разом', YouTube
 * and Instagram, each with its table ('Показати таблицею'); the loading, empty and error states.
 */
export function StatsHistoryView({ history, error, onRetry }: StatsHistoryViewProps) {
  if (!history) return error ? <ErrorState error={error} onRetry={onRetry} /> : <Spinner block />;
  if (history.points.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <div className={styles.history}>
      <div className={styles.metrics}>
        {METRICS.map((metric) => (
          <MetricChart key={metric} history={history} metric={metric} />
        ))}
      </div>
      <p className={styles.note}>
        {history.points.length === 1 && `${t.onePoint} `}
        {t.kyivTime} {t.tiktokNote}
      </p>
    </div>
  );
}
