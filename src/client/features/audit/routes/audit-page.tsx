import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { auditActionLabels, auditEntityLabels, auditMessages } from '@shared/messages/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntry } from '@shared/schemas/audit';
import { kyivLocalToDate } from '@shared/lib/kyiv-time';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { DateTimeInput } from '@client/components/ui/date-time-input';
import { NativeSelect } from '@client/components/ui/native-select';
import { PageHeader } from '@client/components/ui/page-header';
import { TextInput } from '@client/components/ui/text-input';
import { formatDateTime } from '@client/lib/dates';
import { toastError } from '@client/lib/error-toasts';
import { downloadAudit } from '../api/export-audit';
import { useAuditEntries } from '../api/get-audit';
import { useAuditUsers } from '../api/get-audit-users';
import type { AuditFilterParams } from '../api/queries';
import { AuditChanges } from '../components/audit-changes';
import { auditText } from '../text';
import styles from './audit-page.module.css';

const COMPLETE_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The URL's filter (Kyiv wall times for the range) as the API takes it (instants). */
function filterOf(params: URLSearchParams): AuditFilterParams {
  const filter: AuditFilterParams = {};
  for (const key of ['userId', 'entityType', 'entityId', 'action'] as const) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    const instant = value && COMPLETE_LOCAL.test(value) ? kyivLocalToDate(value) : null;
    if (instant) filter[key] = instant.toISOString();
  }
  return filter;
}

const entityLabel = (type: string) => auditEntityLabels[type as keyof typeof auditEntityLabels] ?? type;

function Actor({ entry }: { entry: AuditEntry }) {
  const name = entry.actorLogin ?? (entry.actorKind === 'system' ? auditMessages.auditSystemActor : auditMessages.auditAnonymousActor);
  return (
    <div className={styles.actor}>
      <span className={entry.actorKind === 'system' ? styles.system : styles.login}>{name}</span>
      {entry.ip && <span className={styles.meta}>{entry.ip}</span>}
      {entry.userAgent && (
        <span className={styles.agent} title={entry.userAgent}>
          {entry.userAgent}
        </span>
      )}
    </div>
  );
}

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: auditText.at, render: (entry) => formatDateTime(entry.at), card: 'id', width: '150px' },
  { key: 'actor', header: auditText.actor, render: (entry) => <Actor entry={entry} />, card: 'title', width: '190px' },
  {
    key: 'what',
    header: auditText.what,
    width: '200px',
    card: 'status',
    render: (entry) => (
      <div className={styles.what}>
        <span className={styles.action}>{auditActionLabels[entry.action]}</span>
        <span>{auditText.entity(entityLabel(entry.entityType), entry.entityId)}</span>
      </div>
    ),
  },
  {
    key: 'changes',
    header: auditText.changes,
    render: (entry) => <AuditChanges changes={entry.changes} />,
    card: 'status',
    cardBlock: true,
  },
];

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const entries = useAuditEntries(filter);
  const users = useAuditUsers();
  const [exporting, setExporting] = useState(false);
  const id = useId();

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const exportCsv = () => {
    setExporting(true);
    downloadAudit(filter)
      .catch(toastError)
      .finally(() => setExporting(false));
  };

  const rows = entries.data?.pages.flatMap((page) => page.data);
  const filtered = [...params.keys()].length > 0;

  return (
    <>
      <PageHeader
        title={auditText.title}
        action={
          <Button variant="secondary" busy={exporting} onClick={exportCsv}>
            <Download size={16} aria-hidden="true" />
            {exporting ? auditText.exporting : auditText.exportCsv}
          </Button>
        }
      />
      <search className={styles.filters} aria-label={auditText.filters}>
        <div className={styles.filter}>
          <label htmlFor={`${id}-user`}>{auditText.user}</label>
          <NativeSelect
            id={`${id}-user`}
            name="userId"
            value={params.get('userId') ?? ''}
            onChange={(event) => set('userId', event.target.value)}
            options={[
              { value: '', label: auditText.anyUser },
              ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.login })),
            ]}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-entity`}>{auditText.entityType}</label>
          <NativeSelect
            id={`${id}-entity`}
            name="entityType"
            value={params.get('entityType') ?? ''}
            onChange={(event) => set('entityType', event.target.value)}
            options={[
              { value: '', label: auditText.anyEntity },
              ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: auditEntityLabels[type] })),
            ]}
          />
        </div>
        <div className={`${styles.filter} ${styles.narrow}`}>
          <label htmlFor={`${id}-entity-id`}>{auditText.entityId}</label>
          <TextInput
            id={`${id}-entity-id`}
            name="entityId"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={params.get('entityId') ?? ''}
            onBlur={(event) => set('entityId', event.target.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') set('entityId', event.currentTarget.value.trim());
            }}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-action`}>{auditText.action}</label>
          <NativeSelect
            id={`${id}-action`}
            name="action"
            value={params.get('action') ?? ''}
            onChange={(event) => set('action', event.target.value)}
            options={[
              { value: '', label: auditText.anyAction },
              ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabels[action] })),
            ]}
          />
        </div>
        <div className={`${styles.filter} ${styles.date}`}>
          <span aria-hidden="true">{auditText.from}</span>
          <DateTimeInput
            label={auditText.from}
            value={params.get('from') ?? ''}
            onChange={(value) => set('from', COMPLETE_LOCAL.test(value) ? value : '')}
          />
        </div>
        <div className={`${styles.filter} ${styles.date}`}>
          <span aria-hidden="true">{auditText.to}</span>
          <DateTimeInput
            label={auditText.to}
            value={params.get('to') ?? ''}
            onChange={(value) => set('to', COMPLETE_LOCAL.test(value) ? value : '')}
          />
        </div>
        {filtered && (
          <Button variant="ghost" className={styles.reset} onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {auditText.reset}
          </Button>
        )}
      </search>
      <DataTable
        caption={auditText.caption}
        columns={columns}
        rows={rows}
        rowKey={(entry) => entry.id}
        isLoading={entries.isPending}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        emptyText={auditText.empty}
        footer={
          rows && rows.length > 0 ? (
            <div className={styles.more}>
              {entries.hasNextPage ? (
                <Button variant="secondary" busy={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
                  {entries.isFetchingNextPage ? auditText.loadingMore : auditText.more}
                </Button>
              ) : (
                <span className={styles.end}>{auditText.end}</span>
              )}
            </div>
          ) : null
        }
      />
    </>
  );
}
