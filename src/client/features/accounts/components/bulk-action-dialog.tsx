import { useState } from 'react';
import {
  type BulkAction,
  type BulkActionKind,
  type BulkActionRequest,
  type BulkSelection,
  bulkActions,
  profilesCount,
} from '@shared/schemas/bulk-actions';
import { PLATFORMS, type Platform } from '@shared/status';
import { Button } from '@client/components/ui/button';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { NativeSelect } from '@client/components/ui/native-select';
import { TagInput } from '@client/components/ui/tag-input';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';
import { errorMessages } from '@client/lib/error-toasts';
import { accountsText } from '../text';
import { useBulkActionProgress, useStartBulkAction } from '../api/bulk-actions';
import { useLabelSuggestions } from '../api/get-account-labels';
import { useGroupFilterOptions } from '../api/get-group-filter-options';
import styles from './bulk-action-dialog.module.css';

const t = accountsText.bulk;
const platformNames: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };
/** Names the confirmation lists before '… та ще N'. */
const SHOWN_NAMES = 5;

interface BulkActionDialogProps {
  kind: BulkActionKind;
  count: number;
  names: string[];
  selection: BulkSelection;
  /** `started`: the action went to the server (the choice is then cleared). */
  onClose: (started: boolean) => void;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * An action's confirmation, then its progress and results, in one dialog: how many profiles and which
 * (the first names and '… та ще N'), what the action needs (a group, a platform, the proxy), and for
 * a delete an explicit tick before its button works. Its buttons never submit on Enter. Once started,
 * the job runs on the server: the dialog shows 'done of total', then each profile's result, refused
 * ones first with the reason.
 */
export function BulkActionDialog({ kind, count, names, selection, onClose }: BulkActionDialogProps) {
  const definition = bulkActions[kind];
  const [requestId] = useState(() => crypto.randomUUID());
  const [groupId, setGroupId] = useState('');
  const [platform, setPlatform] = useState<Platform>('tiktok');
  const [on, setOn] = useState(true);
  const [proxyMode, setProxyMode] = useState<'one' | 'list'>('one');
  const [proxy, setProxy] = useState('');
  const [proxyText, setProxyText] = useState('');
  const [labels, setLabels] = useState<string[]>([]);
  const labelSuggestions = useLabelSuggestions();
  const [ticked, setTicked] = useState(false);
  const [actionId, setActionId] = useState<number | null>(null);
  const groups = useGroupFilterOptions();
  const start = useStartBulkAction();
  const progress = useBulkActionProgress(actionId);

  const proxies = proxyMode === 'one' ? lines(proxy).slice(0, 1) : lines(proxyText);
  const proxyProblem =
    kind !== 'setProxy'
      ? null
      : proxies.length === 0
        ? null
        : proxyMode === 'list' && proxies.length !== count
          ? t.proxyCountMismatch(proxies.length, count)
          : null;
  const groupName = groups.data?.find((group) => String(group.id) === groupId)?.name;

  const request = (): BulkActionRequest | null => {
    const base = { requestId, selection };
    switch (kind) {
      case 'setGroup':
        return { ...base, kind, payload: { groupId: groupId === '' ? null : Number(groupId) } };
      case 'setPlatform':
        return { ...base, kind, payload: { platform, on } };
      case 'setProxy':
        return proxies.length === 0 || proxyProblem ? null : { ...base, kind, payload: { proxies } };
      case 'addLabels':
      case 'removeLabels':
        return labels.length === 0 ? null : { ...base, kind, payload: { labels } };
      case 'checkProxy':
      case 'retryFailed':
      case 'delete':
        return { ...base, kind, payload: {} };
    }
  };
  const ready = request() !== null && (!definition.irreversible || ticked);
  const question = definition.confirm(
    profilesCount(count),
    (request()?.payload ?? { groupId: null, platform, on, proxies: proxies.length > 0 ? proxies : ['…'], labels: ['…'] }) as never,
    { group: groupName },
  );
  const shown = names.slice(0, SHOWN_NAMES);
  const more = count - shown.length;

  const action = progress.data ?? start.data;
  if (action) return <BulkProgress action={action} onClose={() => onClose(true)} />;

  return (
    <ModalDialog
      open
      size="wide"
      onClose={() => onClose(false)}
      title={definition.label}
      description={question}
      actions={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} autoFocus>
            {t.close}
          </Button>
          <Button
            variant={definition.irreversible ? 'danger' : 'primary'}
            disabled={!ready}
            busy={start.isPending}
            onClick={() => {
              const body = request();
              if (!body || start.isPending) return;
              start.mutate(body, { onSuccess: (started) => setActionId(started.id) });
            }}
          >
            {definition.irreversible ? t.confirmDelete : t.confirm}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <section aria-label={t.which}>
          <ul className={styles.names}>
            {shown.map((name) => (
              <li key={name}>{name}</li>
            ))}
            {more > 0 && <li className={styles.more}>{t.andMore(more)}</li>}
          </ul>
        </section>
        {kind === 'setGroup' && (
          <label className={styles.field}>
            <span>{t.group}</span>
            <NativeSelect
              name="groupId"
              value={groupId}
              onChange={(event) => setGroupId(event.target.value)}
              options={[
                { value: '', label: t.noGroup },
                ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
              ]}
            />
          </label>
        )}
        {kind === 'setPlatform' && (
          <div className={styles.row}>
            <label className={styles.field}>
              <span>{t.platform}</span>
              <NativeSelect
                name="platform"
                value={platform}
                onChange={(event) => setPlatform(event.target.value as Platform)}
                options={PLATFORMS.map((value) => ({ value, label: platformNames[value] }))}
              />
            </label>
            <label className={styles.field}>
              <span>{t.switchTo}</span>
              <NativeSelect
                name="on"
                value={on ? 'on' : 'off'}
                onChange={(event) => setOn(event.target.value === 'on')}
                options={[
                  { value: 'on', label: t.switchOn },
                  { value: 'off', label: t.switchOff },
                ]}
              />
            </label>
          </div>
        )}
        {kind === 'setProxy' && (
          <>
            <fieldset className={styles.modes}>
              <legend>{t.proxyMode}</legend>
              {(['one', 'list'] as const).map((mode) => (
                <label key={mode} className={styles.radio}>
                  <input type="radio" name="proxyMode" value={mode} checked={proxyMode === mode} onChange={() => setProxyMode(mode)} />
                  {mode === 'one' ? t.proxyOne : t.proxyList}
                </label>
              ))}
            </fieldset>
            {proxyMode === 'one' ? (
              <label className={styles.field}>
                <span>{t.proxy}</span>
                <TextInput
                  name="proxy"
                  value={proxy}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setProxy(event.target.value)}
                  onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                  placeholder={accountsText.profile.proxyPlaceholder}
                />
              </label>
            ) : (
              <label className={styles.field}>
                <span>{t.proxies}</span>
                <TextArea
                  name="proxies"
                  rows={6}
                  value={proxyText}
                  spellCheck={false}
                  onChange={(event) => setProxyText(event.target.value)}
                  invalid={proxyProblem !== null}
                  aria-describedby="bulk-proxy-count"
                />
                <span
                  id="bulk-proxy-count"
                  className={proxyProblem ? styles.problem : styles.hint}
                  role={proxyProblem ? 'alert' : undefined}
                >
                  {proxyProblem ?? `${t.proxyCount(proxies.length, count)}. ${t.proxyListHint}`}
                </span>
              </label>
            )}
          </>
        )}
        {(kind === 'addLabels' || kind === 'removeLabels') && (
          <div className={styles.field}>
            <label htmlFor="bulk-labels">{t.labels}</label>
            <TagInput
              id="bulk-labels"
              kind="label"
              name="labels"
              value={labels}
              onChange={setLabels}
              suggestions={labelSuggestions}
              placeholder={accountsText.labels.placeholder}
            />
            <span className={styles.hint}>{t.labelsHint}</span>
          </div>
        )}
        {definition.irreversible && (
          <label className={styles.tick}>
            <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
            {t.deleteTick(profilesCount(count))}
          </label>
        )}
        {start.error && (
          <p className={styles.problem} role="alert">
            {errorMessages(start.error).join('; ') || t.startFailed}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}

/** The job's progress (done of total), then every profile's result, refused ones first with the reason. */
function BulkProgress({ action, onClose }: { action: BulkAction; onClose: () => void }) {
  const handled = action.done + action.refused;
  const finished = action.status === 'done';
  const refused = action.results.filter((row) => row.outcome === 'refused');
  const done = action.results.filter((row) => row.outcome === 'done');
  return (
    <ModalDialog
      open
      size="wide"
      onClose={onClose}
      title={finished ? t.resultsTitle : t.running}
      description={finished ? t.summary(action.done, action.refused) : t.backgroundHint}
      actions={
        <Button variant={finished ? 'primary' : 'secondary'} onClick={onClose} autoFocus>
          {t.close}
        </Button>
      }
    >
      <div className={styles.body}>
        <label className={styles.progress}>
          <span aria-live="polite">{t.progress(handled, action.total)}</span>
          <progress max={action.total} value={handled} aria-label={t.progressLabel} />
        </label>
        {refused.length > 0 && (
          <section aria-label={t.refusedTitle}>
            <h3 className={styles.heading}>
              {t.refusedTitle}: {refused.length}
            </h3>
            <ul className={styles.results}>
              {refused.map((row) => (
                <li key={row.accountId} className={styles.refused}>
                  <span className={styles.name}>{row.title}</span>
                  <span className={styles.reason}>{row.reason}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {finished && done.length > 0 && (
          <section aria-label={t.doneTitle}>
            <h3 className={styles.heading}>
              {t.doneTitle}: {done.length}
            </h3>
            <ul className={styles.results}>
              {done.map((row) => (
                <li key={row.accountId}>
                  <span className={styles.name}>{row.title}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ModalDialog>
  );
}
