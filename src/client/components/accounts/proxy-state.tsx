import { CircleCheck, CircleDashed, TriangleAlert } from 'lucide-react';
import { accountStatusLabels, type Status } from '@shared/status';
import { accountText } from './text';
import styles from './proxy-state.module.css';

const t = accountText.proxyState;

type ProxyStateKind = 'ok' | 'down' | 'unchecked';

const kindOf = (ok: boolean | null | undefined): ProxyStateKind => (ok === true ? 'ok' : ok === false ? 'down' : 'unchecked');

/** The proxy's state in words, for places that can show only text (a picker's option). */
export const proxyStateText = (ok: boolean | null | undefined): string => t[kindOf(ok)];

/**
 * The proxy's last check beside a profile's status ('Активний' says nothing about the proxy): an icon
 * and the words, coloured (never by colour alone); the reason of a failed check on hover.
 */
export function ProxyState({ ok, reason }: { ok: boolean | null | undefined; reason?: string | null }) {
  const kind = kindOf(ok);
  const Icon = kind === 'ok' ? CircleCheck : kind === 'down' ? TriangleAlert : CircleDashed;
  return (
    <span className={`${styles.state} ${styles[kind]}`} data-proxy-state={kind} title={kind === 'down' && reason ? reason : undefined}>
      <Icon size={12} aria-hidden="true" />
      {t[kind]}
    </span>
  );
}

/**
 * What a profile picker shows beside a profile's name: its status label and its proxy's state
 * ('Активний · Проксі недоступний'); nothing when the option does not carry them.
 */
export function accountOptionDetail(option: { status?: Status; proxyOk?: boolean | null }): string | undefined {
  if (option.status === undefined) return undefined;
  return `${accountStatusLabels[option.status]} · ${proxyStateText(option.proxyOk)}`;
}
