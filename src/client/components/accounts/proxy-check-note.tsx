import { Network, TriangleAlert } from 'lucide-react';
import type { ProxyCheck } from '@shared/schemas/fleet-health';
import { accountText } from './text';
import styles from './proxy-check-note.module.css';

const t = accountText.proxyCheck;

/**
 * What a profile row says about its proxy, under its name: a failed last check with its reason, and
 * the profiles that reach the platforms from the same exit address ('Спільна IP-адреса з профілями
 * #12, #40'). Nothing when the proxy is fine or was never checked.
 */
export function ProxyCheckNote({ check }: { check: ProxyCheck }) {
  const shared = check.sharedWith.length > 0 || check.sharedWithOthers > 0;
  if (check.ok !== false && !shared) return null;
  return (
    <span className={styles.notes}>
      {check.ok === false && (
        <span className={styles.down}>
          <TriangleAlert size={12} aria-hidden="true" />
          {t.proxyDownLine(check.error)}
        </span>
      )}
      {shared && (
        <span className={styles.shared} title={t.sharedIpHint}>
          <Network size={12} aria-hidden="true" />
          {t.sharedIp(check.sharedWith, check.sharedWithOthers)}
        </span>
      )}
    </span>
  );
}
