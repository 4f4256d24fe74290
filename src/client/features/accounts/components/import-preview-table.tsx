import type { ImportAction, ImportRow } from '@shared/schemas/account-imports';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { accountsText } from '../text';
import styles from './import-preview-table.module.css';

const t = accountsText.imports;
const tones: Record<ImportAction, BadgeTone> = { create: 'success', update: 'info', unchanged: 'neutral', refuse: 'error' };

const columns: Column<ImportRow>[] = [
  { key: 'row', header: t.columns.row, render: (row) => row.row, align: 'right', width: '4.5rem', card: 'id' },
  {
    key: 'action',
    header: t.columns.action,
    render: (row) => <Badge tone={tones[row.action]}>{t.actions[row.action]}</Badge>,
    card: 'status',
  },
  { key: 'id', header: t.columns.id, render: (row) => row.id ?? '—', align: 'right', card: 'field', label: t.columns.id },
  {
    key: 'proxy',
    header: t.columns.proxy,
    render: (row) => <span className={styles.proxy}>{row.proxy || '—'}</span>,
    card: 'field',
    label: t.columns.proxy,
  },
  {
    key: 'comments',
    header: t.columns.comments,
    render: (row) => <span className={styles.wrap}>{row.comments || '—'}</span>,
    card: 'title',
  },
  {
    key: 'group',
    header: t.columns.group,
    render: (row) => <span className={styles.wrap}>{row.group || '—'}</span>,
    card: 'field',
    label: t.columns.group,
  },
  {
    key: 'platforms',
    header: t.columns.platforms,
    render: (row) => row.platforms.join(', ') || '—',
    card: 'field',
    label: t.columns.platforms,
  },
  {
    key: 'refusals',
    header: t.columns.refusals,
    render: (row) =>
      row.refusals.length === 0 ? (
        '—'
      ) : (
        <ul className={styles.refusals}>
          {row.refusals.map((refusal) => (
            <li key={`${refusal.column}:${refusal.message}`}>
              <strong>{refusal.column}</strong>: {refusal.message}
            </li>
          ))}
        </ul>
      ),
    card: 'field',
    label: t.columns.refusals,
  },
];

/** The dry run's rows: what each row of the file would do, refusals by column. */
export function ImportPreviewTable({ rows, emptyText }: { rows: ImportRow[]; emptyText: string }) {
  return <DataTable caption={t.caption} columns={columns} rows={rows} rowKey={(row) => row.row} emptyText={emptyText} />;
}
