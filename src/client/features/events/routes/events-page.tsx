import { Link, useSearchParams } from 'react-router-dom';
import { EVENT_KINDS, type EventItem, type EventKind, eventKindLabels, eventLink, eventSummary } from '@shared/schemas/events';
import { Button } from '@client/components/ui/button';
import type { Column } from '@client/components/ui/data-table';
import { NativeSelect } from '@client/components/ui/native-select';
import { PagedTable, pagedList } from '@client/components/ui/paged-list';
import { PageHeader } from '@client/components/ui/page-header';
import { useEvents, useMarkAllRead, useMarkRead } from '../api/events';
import { eventsText as t } from '../text';

const when = (iso: string) =>
  new Date(iso).toLocaleString('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'Події': what happened to the user's requests, publications and profiles, newest first, each a link to what it is about. */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kind = (EVENT_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as EventKind) : '';
  const profile = /^\d+$/.test(params.get('profile') ?? '') ? params.get('profile')! : '';
  const events = useEvents(page, kind, profile);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  const setFilter = (name: 'kind' | 'profile', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  const columns: Column<EventItem>[] = [
    { key: 'when', header: t.when, render: (event) => when(event.createdAt), width: '150px' },
    {
      key: 'kind',
      header: t.kind,
      render: (event) => (event.read ? eventKindLabels[event.kind] : <strong>{eventKindLabels[event.kind]}</strong>),
      card: 'title',
    },
    {
      key: 'what',
      header: t.what,
      render: (event) => (
        <Link to={eventLink(event)} onClick={() => !event.read && markRead.mutate(event.id)}>
          {eventSummary(event)}
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        action={
          <Button variant="secondary" busy={markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            {t.markAllRead}
          </Button>
        }
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '12px', marginBottom: '16px' }}>
        <label>
          {t.kind}{' '}
          <NativeSelect
            aria-label={t.kind}
            value={kind}
            onChange={(change) => setFilter('kind', change.target.value)}
            options={[{ value: '', label: t.allKinds }, ...EVENT_KINDS.map((value) => ({ value, label: eventKindLabels[value] }))]}
          />
        </label>
        <label>
          {t.profile}{' '}
          <input
            aria-label={t.profile}
            inputMode="numeric"
            defaultValue={profile}
            size={8}
            onBlur={(change) => setFilter('profile', change.target.value.trim())}
            onKeyDown={(key) => key.key === 'Enter' && setFilter('profile', key.currentTarget.value.trim())}
          />
        </label>
      </div>
      <PagedTable {...pagedList(events, hrefFor)} caption={t.title} columns={columns} rowKey={(event) => event.id} emptyText={t.empty} />
    </>
  );
}
