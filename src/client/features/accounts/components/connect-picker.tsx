import { MailPlus } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { CONNECT_PLATFORMS, type ConnectPlatform } from '@shared/schemas/connect';
import { type CandidatePlatformState, CONNECT_BATCH_MAX, type ConnectBatch, type ConnectCandidate } from '@shared/schemas/connect-batches';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { NativeSelect } from '@client/components/ui/native-select';
import { Panel } from '@client/components/ui/panel';
import { SearchInput } from '@client/components/ui/search-input';
import { type CandidateFilters, useConnectCandidates, useCreateConnectBatch } from '../api/connect-batches';
import { useGroupFilterOptions } from '../api/get-group-filter-options';
import { accountsText } from '../text';
import styles from './connect-picker.module.css';

const t = accountsText.connectMany;
const platformNames: Record<ConnectPlatform, string> = t.platformNames;
const stateTones: Record<CandidatePlatformState, BadgeTone> = { off: 'neutral', notConnected: 'warning', connected: 'success' };

interface Props {
  /** Profiles chosen on the list (`?ids=`): they come selected, and only they are shown until 'Вибрати інші профілі'. */
  preselected: number[];
  onPickOthers: () => void;
  onCreated: (batch: ConnectBatch) => void;
}

/**
 * The connect page's first step: choose profiles (the ones brought from the list, or by group,
 * search, platform and 'лише не підключені') and platforms, then one button makes an invitation per
 * profile and platform switched on there.
 */
export function ConnectPicker({ preselected, onPickOthers, onCreated }: Props) {
  const fromList = preselected.length > 0;
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q.trim());
  const [groupId, setGroupId] = useState('');
  const [platform, setPlatform] = useState('');
  const [notConnected, setNotConnected] = useState(true);
  // The chosen profiles with what the picker knew of them; null until the operator changes the choice
  // (then: all the profiles brought from the list that are the caller's, or none).
  const [choice, setChoice] = useState<ReadonlyMap<number, ConnectCandidate> | null>(null);
  const [platforms, setPlatforms] = useState<ReadonlySet<ConnectPlatform>>(() => new Set(CONNECT_PLATFORMS));
  const groups = useGroupFilterOptions();
  const create = useCreateConnectBatch();
  const platformsId = useId();

  const filters: CandidateFilters = fromList
    ? { ids: preselected.join(',') }
    : {
        q: deferredQ || undefined,
        groupId: groupId || undefined,
        platform: platform || undefined,
        notConnected: notConnected ? 'true' : undefined,
      };
  const candidates = useConnectCandidates(filters);
  const rows = candidates.data?.data ?? [];
  const selected: ReadonlyMap<number, ConnectCandidate> =
    choice ?? new Map(fromList && !candidates.isPlaceholderData ? rows.map((row) => [row.id, row]) : []);

  const toggle = (changed: ConnectCandidate[], on: boolean) => {
    const next = new Map(selected);
    for (const row of changed) {
      if (on) next.set(row.id, row);
      else next.delete(row.id);
    }
    setChoice(next);
  };
  const togglePlatform = (value: ConnectPlatform, on: boolean) =>
    setPlatforms((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });

  const allShown = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const planned = [...selected.values()].reduce((sum, row) => sum + [...platforms].filter((value) => row[value] !== 'off').length, 0);
  const tooMany = selected.size > CONNECT_BATCH_MAX;

  const columns: Column<ConnectCandidate>[] = [
    {
      key: 'pick',
      header: <span className="visually-hidden">{t.selectAllFound}</span>,
      render: (row) => (
        <input
          type="checkbox"
          className={styles.check}
          checked={selected.has(row.id)}
          aria-label={t.selectProfile(row.title)}
          onChange={(event) => toggle([row], event.target.checked)}
        />
      ),
      width: '2.5rem',
      card: 'id',
    },
    { key: 'profile', header: t.columns.profile, render: (row) => <span className={styles.title}>{row.title}</span>, card: 'title' },
    { key: 'group', header: t.columns.group, render: (row) => row.group?.name ?? '—', label: t.columns.group },
    ...CONNECT_PLATFORMS.map((value): Column<ConnectCandidate> => ({
      key: value,
      header: platformNames[value],
      render: (row) => <Badge tone={stateTones[row[value]]}>{t.platformStates[row[value]]}</Badge>,
      label: platformNames[value],
    })),
  ];

  return (
    <div className={styles.stack}>
      <Panel title={t.pickTitle}>
        {fromList ? (
          <div className={styles.bar}>
            <p className={styles.note}>{t.fromList(preselected.length)}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setChoice(selected);
                onPickOthers();
              }}
            >
              {t.pickOthers}
            </Button>
          </div>
        ) : (
          <div className={styles.filters} role="group" aria-label={t.filters}>
            <label className={styles.filter}>
              <span>{t.search}</span>
              <SearchInput name="q" aria-label={t.search} value={q} onChange={(event) => setQ(event.target.value)} />
            </label>
            <label className={styles.filter}>
              <span>{t.group}</span>
              <NativeSelect
                name="group"
                value={groupId}
                onChange={(event) => setGroupId(event.target.value)}
                options={[
                  { value: '', label: t.anyGroup },
                  ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
                ]}
              />
            </label>
            <label className={styles.filter}>
              <span>{t.platform}</span>
              <NativeSelect
                name="platform"
                value={platform}
                onChange={(event) => setPlatform(event.target.value)}
                options={[
                  { value: '', label: t.anyPlatform },
                  ...CONNECT_PLATFORMS.map((value) => ({ value, label: platformNames[value] })),
                ]}
              />
            </label>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={notConnected} onChange={(event) => setNotConnected(event.target.checked)} />
              {t.onlyNotConnected}
            </label>
          </div>
        )}
        <div className={styles.bar}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={allShown}
              disabled={rows.length === 0}
              onChange={(event) => toggle(rows, event.target.checked)}
            />
            {t.selectAllFound}
          </label>
          {candidates.data && <span className={styles.note}>{t.found(rows.length, candidates.data.total)}</span>}
        </div>
        <DataTable
          caption={t.pickTitle}
          columns={columns}
          rows={candidates.data ? rows : undefined}
          rowKey={(row) => row.id}
          isLoading={candidates.isPending}
          error={candidates.error}
          onRetry={() => void candidates.refetch()}
          emptyText={fromList || deferredQ || groupId || platform || notConnected ? undefined : t.candidatesEmpty}
        />
      </Panel>

      <Panel title={t.platformsLegend}>
        <fieldset className={styles.platforms} aria-describedby={`${platformsId}-hint`}>
          <legend className="visually-hidden">{t.platformsLegend}</legend>
          {CONNECT_PLATFORMS.map((value) => (
            <label key={value} className={styles.checkbox}>
              <input
                type="checkbox"
                name="platforms"
                value={value}
                checked={platforms.has(value)}
                onChange={(event) => togglePlatform(value, event.target.checked)}
              />
              {platformNames[value]}
            </label>
          ))}
        </fieldset>
        <p id={`${platformsId}-hint`} className={styles.note}>
          {t.createHint}
        </p>
        <div className={styles.submit}>
          <p className={styles.summary} role="status">
            {t.selected(selected.size)} · {t.willMake(planned)}
          </p>
          {tooMany && <p className={styles.error}>{t.tooMany(CONNECT_BATCH_MAX)}</p>}
          <div className={styles.buttons}>
            {selected.size > 0 && (
              <Button variant="ghost" onClick={() => setChoice(new Map())}>
                {t.clearSelection}
              </Button>
            )}
            <Button
              busy={create.isPending}
              disabled={selected.size === 0 || platforms.size === 0 || tooMany || planned === 0}
              onClick={() => create.mutate({ accounts: [...selected.keys()], platforms: [...platforms] }, { onSuccess: onCreated })}
            >
              <MailPlus size={16} aria-hidden="true" />
              {create.isPending ? t.creating : t.create}
            </Button>
          </div>
        </div>
      </Panel>
    </div>
  );
}
