import { CircleCheck, KeyRound, Network, PlugZap, ShieldAlert, Timer } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { HEALTH_STATES, type HealthState, type HealthSummary, healthStateLabels } from '@shared/schemas/fleet-health';
import { formatCount } from '@client/lib/format-number';
import { accountsText } from '../text';
import styles from './health-summary.module.css';

const t = accountsText.health;

const icons: Record<HealthState, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  reconnect: PlugZap,
  checkpoint: KeyRound,
  proxy_down: ShieldAlert,
  rate_limited: Timer,
  shared_ip: Network,
  ready: CircleCheck,
};

interface HealthSummaryBarProps {
  summary: HealthSummary | undefined;
  /** The state the board is filtered by now (its count is marked as the current one). */
  current: HealthState | undefined;
  /** The board's URL with this state filter (undefined: all states), the other filters kept, page 1. */
  hrefFor: (state: HealthState | undefined) => string;
}

/**
 * The board's summary at its top: how many rows are in each state, most severe first (a reconnect,
 * a login to confirm, …, ready); each count is a link that filters the board by that state, and
 * 'Усі' takes the filter off. Words and icons, so colour is never the only signal.
 */
export function HealthSummaryBar({ summary, current, hrefFor }: HealthSummaryBarProps) {
  return (
    <nav className={styles.summary} aria-label={t.summary}>
      <ul className={styles.list}>
        <li>
          <Link to={hrefFor(undefined)} className={styles.item} aria-current={current === undefined ? 'true' : undefined}>
            <span className={styles.label}>{t.summaryAll}</span>
            <span className={styles.count}>{summary ? formatCount(summary.total) : '…'}</span>
          </Link>
        </li>
        {HEALTH_STATES.map((state) => {
          const Icon = icons[state];
          const count = summary?.counts[state];
          return (
            <li key={state}>
              <Link
                to={hrefFor(state)}
                className={`${styles.item} ${styles[state] ?? ''} ${count === 0 ? styles.none : ''}`.trim()}
                aria-current={current === state ? 'true' : undefined}
                data-state={state}
              >
                <Icon size={14} aria-hidden />
                <span className={styles.label}>{healthStateLabels[state]}</span>
                <span className={styles.count}>{count === undefined ? '…' : formatCount(count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
