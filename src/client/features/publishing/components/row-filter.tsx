import type { PublishedRow } from '@shared/schemas/publications';
import { videoStatusLabels } from '@shared/status';
import { SegmentedControl } from '@client/components/ui/segmented-control';
import { formatCount } from '@client/lib/format-number';
import { publishingText } from '../text';
import { filterCounts, ROW_FILTERS, type RowFilter, statusCounts } from '../model/row-filter-model';
import styles from './row-filter.module.css';

const t = publishingText.published;

/**
 * Above the published item's rows: how many rows are in each status, and which to show ('Усі',
 * 'Лише помилки', 'Заплановані', each with its count), so a publication of hundreds of rows can be
 * reviewed.
 */
export function RowFilterBar({
  rows,
  value,
  onChange,
}: {
  rows: readonly PublishedRow[];
  value: RowFilter;
  onChange: (value: RowFilter) => void;
}) {
  const counts = filterCounts(rows);
  const byStatus = statusCounts(rows).filter((entry) => entry.count > 0);
  return (
    <div className={styles.bar}>
      <SegmentedControl<RowFilter>
        legend={t.rowFilter}
        name="rows"
        segments={ROW_FILTERS.map((filter) => ({ value: filter, label: t.rowFilterOption(t.rowFilters[filter], counts[filter]) }))}
        value={value}
        onChange={onChange}
      />
      {byStatus.length > 0 && (
        <dl className={styles.counts} aria-label={t.statusCounts}>
          {byStatus.map(({ status, count }) => (
            <div key={status} data-status={status}>
              <dt>{videoStatusLabels[status]}</dt>
              <dd>{formatCount(count)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
