import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { commonMessages } from '@shared/messages/common';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';
import styles from './data-table.module.css';

/**
 * Where a column's cell goes when the table is 480 px wide or narrower and each row becomes a card:
 * 'id', 'title' and 'status' form the card's head line (with the row actions at its end), a 'field'
 * is a labelled line under it, and 'hidden' is left out of the card (keep that for repeats).
 */
export type CardRole = 'id' | 'title' | 'status' | 'field' | 'hidden';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Numbers are right-aligned. */
  align?: 'left' | 'right';
  width?: string;
  /** The cell's place in the narrow card layout; a labelled 'field' by default. */
  card?: CardRole;
  /** The field's label in the card layout, when the header is not plain text. */
  label?: string;
  /** A 'status' that is a block (several lines), not a badge: in the card it takes a line of its own from the left edge. */
  cardBlock?: boolean;
}

const cardClass: Record<CardRole, string | undefined> = {
  id: styles.cardId,
  title: styles.cardTitle,
  status: styles.cardStatus,
  field: styles.cardField,
  hidden: styles.cardHidden,
};

/** The cell's class names: its alignment and its place in the card layout. */
function cellClass(column: Pick<Column<unknown>, 'align' | 'card' | 'cardBlock'>): string {
  return [column.align === 'right' ? styles.right : '', cardClass[column.card ?? 'field'] ?? '', column.cardBlock ? styles.cardBlock : '']
    .filter(Boolean)
    .join(' ');
}

const cardLabel = (column: Pick<Column<unknown>, 'header' | 'label'>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/**
 * Rows chosen for a bulk action: a checkbox at the start of each row (in the card's head line on a
 * phone) and one in the header for every row of the page. The table only shows the choice; the page
 * keeps it (so it survives paging).
 */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  onToggle: (rows: T[], selected: boolean) => void;
  /** The row checkbox's name, e.g. 'Вибрати профіль #12'. */
  label: (row: T) => string;
  /** The header checkbox's name ('Вибрати всі на сторінці'). */
  pageLabel: string;
  /** The checkboxes cannot change (e.g. every row the filter finds is chosen). */
  locked?: boolean;
}

/** The header checkbox: ticked when every row of the page is chosen, mixed when some are. */
function PageCheckbox<T>({ rows, selection }: { rows: T[]; selection: RowSelection<T> }) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((row) => selection.isSelected(row)).length;
  const all = rows.length > 0 && chosen === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={selection.pageLabel}
      title={selection.pageLabel}
      checked={all}
      disabled={selection.locked || rows.length === 0}
      onChange={(event) => selection.onToggle(rows, event.target.checked)}
    />
  );
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** When given, the whole row is a link: a stretched link in the `linkColumn` cell, which names it. */
  rowHref?: (row: T) => string;
  /** The column whose content labels the row link; the first column by default. */
  linkColumn?: string;
  /** Controls at the row's end (e.g. delete); they sit above the row link. */
  rowActions?: (row: T) => ReactNode;
  /** The table's name: its (visually hidden) caption, and the scroll region's when it scrolls. */
  caption: string;
  emptyText?: ReactNode;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown under the table, usually the Pagination. */
  footer?: ReactNode;
  /** Checkboxes to choose rows for a bulk action. */
  selection?: RowSelection<T>;
}

/**
 * The element while its content is wider than itself (a table on a phone): such a region must be
 * reachable by keyboard to be scrolled (WCAG 2.1.1), so it then becomes a focusable, named region.
 */
function useHorizontalOverflow() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [node]);
  return [setNode, overflows] as const;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowHref,
  linkColumn,
  rowActions,
  caption,
  emptyText = commonMessages.notFound,
  isLoading = false,
  error,
  onRetry,
  footer,
  selection,
}: DataTableProps<T>) {
  const captionId = useId();
  const [scrollRef, overflows] = useHorizontalOverflow();
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry} />;
  const span = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const linkKey = linkColumn ?? columns[0]?.key;

  return (
    <div className={styles.wrap}>
      <div ref={scrollRef} className={styles.scroll} {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}>
        <table className={styles.table} aria-busy={isLoading || undefined}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className={styles.selectHead}>
                  <PageCheckbox rows={rows ?? []} selection={selection} />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.align === 'right' ? styles.right : undefined}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
              {rowActions && <th scope="col" className={styles.actionsHead} aria-hidden="true" />}
            </tr>
          </thead>
          <tbody>
            {!rows && isLoading && (
              <tr className={styles.messageRow}>
                <td colSpan={span}>
                  <Spinner block />
                </td>
              </tr>
            )}
            {rows && rows.length === 0 && (
              <tr className={styles.messageRow}>
                <td colSpan={span} className={styles.empty}>
                  <div className={styles.emptyText}>{emptyText}</div>
                </td>
              </tr>
            )}
            {rows?.map((row) => {
              const href = rowHref?.(row);
              return (
                <tr
                  key={rowKey(row)}
                  className={[styles.row, href ? styles.linkRow : '', selection?.isSelected(row) ? styles.selected : '']
                    .filter(Boolean)
                    .join(' ')}
                >
                  {selection && (
                    <td className={styles.select} data-card="select">
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        aria-label={selection.label(row)}
                        checked={selection.isSelected(row)}
                        disabled={selection.locked}
                        onChange={(event) => selection.onToggle([row], event.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)} data-label={cardLabel(column)} data-card={column.card ?? 'field'}>
                      {href && column.key === linkKey ? (
                        <Link to={href} className={styles.rowLink}>
                          {column.render(row)}
                        </Link>
                      ) : (
                        column.render(row)
                      )}
                    </td>
                  ))}
                  {rowActions && (
                    <td className={styles.actions} data-card="actions">
                      {rowActions(row)}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}
