import { RotateCw, ShieldCheck } from 'lucide-react';
import type { AccountDetail } from '@shared/schemas/accounts';
import { ProxyCheckNote } from '@client/components/accounts/proxy-check-note';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { formatDateTime } from '@client/lib/dates';
import { commonText } from '@client/lib/text';
import { accountsText } from '../text';
import { useCheckProxies } from '../api/check-proxy';
import { useRetryAccountFailed } from '../api/retry-account-failed';
import styles from './profile-health-panel.module.css';

const t = accountsText.health;

/**
 * The profile's proxy as last checked ('Перевірити проксі' checks it now, through the proxy itself)
 * and, when some of its posts failed, 'Повторити невдалі' for all of them at once.
 */
export function ProfileHealthPanel({ account }: { account: AccountDetail }) {
  const check = useCheckProxies();
  const retry = useRetryAccountFailed();
  const proxy = account.proxyCheck;
  return (
    <Panel
      title={t.proxyTitle}
      actions={
        <Button variant="secondary" busy={check.isPending} onClick={() => check.mutate([account.id])}>
          {!check.isPending && <ShieldCheck size={16} aria-hidden="true" />}
          {check.isPending ? t.checking : t.checkProxy}
        </Button>
      }
    >
      {proxy.checkedAt === null ? (
        <p className={styles.muted}>{t.neverChecked}</p>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{accountsText.profile.status}</dt>
            <dd>{proxy.ok ? <Badge tone="success">{t.proxyOk}</Badge> : <Badge tone="error">{t.proxyDown}</Badge>}</dd>
          </div>
          {proxy.ok && (
            <>
              <div>
                <dt>{t.exitIp}</dt>
                <dd className={styles.mono}>{proxy.exitIp}</dd>
              </div>
              <div>
                <dt>{t.latency}</dt>
                <dd>{proxy.latencyMs === null ? t.none : t.latencyMs(proxy.latencyMs)}</dd>
              </div>
            </>
          )}
          {!proxy.ok && proxy.error && (
            <div>
              <dt>{t.proxyError}</dt>
              <dd>{proxy.error}</dd>
            </div>
          )}
          <div>
            <dt>{t.checkedAt}</dt>
            <dd>{formatDateTime(proxy.checkedAt)}</dd>
          </div>
        </dl>
      )}
      {proxy.ok && <ProxyCheckNote check={proxy} />}
      {account.failedRows > 0 && (
        <div className={styles.failed}>
          <span>{commonText.retryFailed.hint(account.failedRows)}</span>
          <Button variant="secondary" busy={retry.isPending} onClick={() => retry.mutate({ id: account.id })}>
            {!retry.isPending && <RotateCw size={16} aria-hidden="true" />}
            {commonText.retryFailed.label}
          </Button>
        </div>
      )}
    </Panel>
  );
}
