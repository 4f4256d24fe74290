import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { commonMessages } from '@shared/messages/common';
import { HEALTH_STATES, type HealthRow, type HealthState, healthStateLabels } from '@shared/schemas/fleet-health';
import { PLATFORMS, type Platform } from '@shared/status';
import { SearchableList } from '@client/components/ui/list-search';
import { NativeSelect } from '@client/components/ui/native-select';
import { PageHeader } from '@client/components/ui/page-header';
import { useAuth } from '@client/lib/auth-store';
import { useListSearch } from '@client/lib/use-list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { accountsText, profileName } from '../text';
import { useCheckProxies } from '../api/check-proxy';
import { useGroupFilterOptions } from '../api/get-group-filter-options';
import { useHealth } from '../api/get-health';
import { useHealthSummary } from '../api/get-health-summary';
import { useRetryAccountFailed } from '../api/retry-account-failed';
import { CheckVisibleProxiesButton } from '../components/check-visible-proxies-button';
import { LabelFilter } from '../components/label-filter';
import { useLabelFilter } from '../hooks/use-label-filter';
import { HealthSummaryBar } from '../components/health-summary';
import { HealthTable } from '../components/health-table';
import { BulkActionBar } from '../components/bulk-action-bar';
import { useBulkSelection } from '../hooks/use-bulk-selection';
import styles from './health-page.module.css';

const t = accountsText.health;
const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };

const isState = (value: string | null): value is HealthState => (HEALTH_STATES as readonly string[]).includes(value ?? '');
const isPlatform = (value: string | null): value is Platform => (PLATFORMS as readonly string[]).includes(value ?? '');

/**
 * 'Стан профілів' (/accounts/health): one row per profile and platform switched on, with its state
 * (ready, needs a reconnect, a login to confirm, limited by the platform until a time, proxy down, an
 * exit IP shared with other profiles), its last post and error, posts in 24 h against the cap and the
 * next planned post. The most severe rows come first; the summary on top counts the rows in each
 * state, each count a link to that filter. Filters (state, platform, group, labels) and 'Знайти' live in the
 * URL with the page.
 */
export function HealthPage() {
  const search = useListSearch();
  const [params, setParams] = useSearchParams();
  const state = isState(params.get('state')) ? (params.get('state') as HealthState) : undefined;
  const platform = isPlatform(params.get('platform')) ? (params.get('platform') as Platform) : undefined;
  const groupParam = Number(params.get('group'));
  const group = Number.isInteger(groupParam) && groupParam > 0 ? groupParam : undefined;
  const { labels, setLabels } = useLabelFilter();
  const board = useHealth({ page: search.page, q: search.q, state, platform, group, label: labels });
  const summary = useHealthSummary({ q: search.q, platform, group, label: labels });
  const groups = useGroupFilterOptions();
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  const check = useCheckProxies();
  const retry = useRetryAccountFailed();
  const [checking, setChecking] = useState<number | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);

  /** The board with this state filter (none: all), the search and the other filters kept, at page 1. */
  const stateHref = (value: HealthState | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete('state');
    else next.set('state', value);
    next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  /** A new filter starts at the first page; the search and the other filters stay. */
  const setFilter = (key: 'state' | 'platform' | 'group', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(key);
      else next.set(key, value);
      next.delete('page');
      return next;
    });

  const groupOptions = [
    { value: '', label: t.anyGroup },
    ...(groups.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    ...(group !== undefined && !(groups.data ?? []).some((item) => item.id === group)
      ? [{ value: String(group), label: `${t.group} #${group}` }]
      : []),
  ];
  const visibleIds = [...new Set((board.data?.data ?? []).map((row) => row.account.id))];
  const selection = useBulkSelection({
    by: 'health',
    q: search.q || undefined,
    state,
    platform,
    group,
    label: labels.length > 0 ? labels : undefined,
  });
  const chosenOf = (rows: HealthRow[]) => [...new Map(rows.map((row) => [row.account.id, profileName(row.account)])).entries()];
  const onPage = chosenOf(board.data?.data ?? []).map(([id, name]) => ({ id, name }));
  const filtered = state !== undefined || platform !== undefined || group !== undefined || labels.length > 0;

  return (
    <>
      <PageHeader title={t.title} action={<CheckVisibleProxiesButton ids={visibleIds} />} />
      <HealthSummaryBar summary={summary.data} current={state} hrefFor={stateHref} />
      <div className={styles.filters} role="group" aria-label={t.filters}>
        <label className={styles.filter}>
          <span>{t.state}</span>
          <NativeSelect
            name="state"
            value={state ?? ''}
            onChange={(event) => setFilter('state', event.target.value)}
            options={[{ value: '', label: t.anyState }, ...HEALTH_STATES.map((value) => ({ value, label: healthStateLabels[value] }))]}
          />
        </label>
        <label className={styles.filter}>
          <span>{t.platform}</span>
          <NativeSelect
            name="platform"
            value={platform ?? ''}
            onChange={(event) => setFilter('platform', event.target.value)}
            options={[{ value: '', label: t.anyPlatform }, ...PLATFORMS.map((value) => ({ value, label: platformNames[value] }))]}
          />
        </label>
        <label className={styles.filter}>
          <span>{t.group}</span>
          <NativeSelect
            name="group"
            value={group === undefined ? '' : String(group)}
            onChange={(event) => setFilter('group', event.target.value)}
            options={groupOptions}
          />
        </label>
        <LabelFilter className={`${styles.filter} ${styles.labelFilter}`} value={labels} onChange={setLabels} />
      </div>
      <SearchableList search={search} result={board}>
        <BulkActionBar selection={selection} onPage={onPage} found={summary.data ? summary.data.profiles[state ?? 'all'] : null} />
        <HealthTable
          selection={{
            isSelected: (row) => selection.isSelected(row.account.id),
            onToggle: (rows, selected) =>
              selection.toggle(
                chosenOf(rows).map(([id, name]) => ({ id, name })),
                selected,
              ),
            label: (row) => accountsText.bulk.selectRow(`${profileName(row.account)} · ${platformNames[row.platform]}`),
            pageLabel: accountsText.bulk.selectPage,
            locked: selection.allFound,
          }}
          {...pagedList(board, search.hrefFor)}
          showOwner={isAdmin}
          emptyText={filtered ? commonMessages.notFound : t.empty}
          busy={{ check: check.isPending ? checking : null, retry: retry.isPending ? retrying : null }}
          onCheckProxy={(row: HealthRow) => {
            setChecking(row.account.id);
            check.mutate([row.account.id]);
          }}
          onRetryFailed={(row: HealthRow) => {
            setRetrying(`${row.account.id}-${row.platform}`);
            retry.mutate({ id: row.account.id, platform: row.platform });
          }}
        />
      </SearchableList>
    </>
  );
}
