import ipaddr from 'ipaddr.js';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { ProxyCheck, ProxyCheckBulkResponse } from '@shared/schemas/fleet-health';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { requestThroughProxy } from '@server/platforms/proxied-fetch';
import type { ProxyGuardOptions } from '@server/platforms/proxy-guard';
import { ownerScope } from '../common/ownership';
import type { AccountRepository, AccountRow, ProxyCheckOutcome } from './account-repository';
import type { AccountCredentials } from './account-credentials';
import { storedProxyChecks, type StoredProxyCheck } from './proxy-check-queries';
import { nextProxyCheckAt, type ProxyCheckKind } from './proxy-schedule';

/** How long one check may take, connection to the proxy included. */
const PROXY_CHECK_TIMEOUT_MS = 15_000;
/** Checks of a bulk 'Перевірити проксі' or of a scheduled sweep running at once. */
export const PROXY_CHECK_CONCURRENCY = 4;
/**
 * Profiles a sweep of the schedule takes at most (per process and tick): 20 checks, 4 at a time, end
 * within 75 s even when every proxy times out, well inside PROXY_CHECK_LEASE_MS.
 */
export const PROXY_SWEEP_BATCH = 20;
/** How long a sweep's claim keeps other processes off a profile (the check then sets the real next time). */
export const PROXY_CHECK_LEASE_MS = 10 * 60_000;
/**
 * How long a failed check that holds the posts (`proxy_holds_posts`: one manual failure or two
 * scheduled ones in a row, proxy-schedule.ts) holds them back, unless a new check passes or the proxy
 * is changed, which forgets the check: the publish job then fails the row instead of calling the platform.
 */
export const PROXY_DOWN_HOLD_HOURS = 24;

/** Walks an error and its causes (undici wraps the socket's error in `TypeError('fetch failed')`). */
function* causes(error: unknown): Generator<{ name?: string; code?: string; message?: string }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth += 1) {
    yield current as { name?: string; code?: string; message?: string };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Why a check failed, in Ukrainian; the proxy's and the network's own words stay out of it. */
export function proxyFailureText(error: unknown): string {
  if (error instanceof HttpError) return [error.messages].flat().join('; ');
  const chain = [...causes(error)];
  // undici's CONNECT tunnel: "Proxy response (407) !== 200 when HTTP Tunneling"; socks: "Socks5 Authentication failed".
  if (chain.some(({ message = '' }) => /\(407\)|authentication failed/i.test(message))) return messages.proxyCheckAuthRefused;
  // Our own deadline (AbortSignal.timeout) or undici's connect and header timeouts.
  if (
    chain.some(
      ({ name, code }) =>
        name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT',
    )
  ) {
    return messages.proxyCheckTimedOut;
  }
  if (chain.some(({ code }) => code === 'ECONNREFUSED')) return messages.proxyCheckRefused;
  return messages.proxyCheckFailed;
}

/** The address an IP-echo service answered: JSON `{ "ip": "…" }` (ipify, ifconfig.co) or the bare address as text. */
export function exitAddressOf(body: unknown): string | null {
  const candidate =
    body && typeof body === 'object' && typeof (body as { ip?: unknown }).ip === 'string'
      ? (body as { ip: string }).ip
      : typeof body === 'string'
        ? body
        : null;
  const text = candidate?.trim() ?? '';
  if (!ipaddr.isValid(text)) return null;
  const parsed = ipaddr.parse(text);
  // An IPv4-mapped IPv6 answer is the IPv4 address: one exit is one string.
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address().toString()
    : parsed.toString();
}

/** Maps over items with at most `limit` running at once, keeping their order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Why the profile must not publish now: its last proxy check failed, the failures hold its posts
 * (`proxy_holds_posts`), and it ran less than PROXY_DOWN_HOLD_HOURS ago. Null when it may (never
 * checked, passed, one scheduled failure only, or an old failure).
 */
export function proxyDownReason(
  row: Pick<StoredProxyCheck, 'proxy_ok' | 'proxy_error' | 'proxy_checked_at'> & { proxy_holds_posts: boolean },
  now = Date.now(),
): string | null {
  if (row.proxy_ok !== false || !row.proxy_holds_posts || !row.proxy_checked_at) return null;
  if (now - row.proxy_checked_at.getTime() > PROXY_DOWN_HOLD_HOURS * 3_600_000) return null;
  return `${messages.proxyDownBeforePublish}${row.proxy_error ? ` (${row.proxy_error})` : ''}. ${messages.proxyDownHint}`;
}

export interface ProxyCheckOptions {
  guard: ProxyGuardOptions;
  /** The IP-echo URL (PROXY_CHECK_URL). */
  checkUrl: string;
  timeoutMs?: number;
  /** PROXY_CHECK_INTERVAL_HOURS: every profile's proxy once per this period (0: no schedule). */
  intervalHours: number;
  /** Tests only: the clock the schedule reads (when checks are due, when they ran). */
  clock?: () => Date;
}

/**
 * 'Перевірити проксі' and the schedule's checks: through the profile's own proxy (checked against
 * SSRF again, connected to the checked address, in the profile's IP family, exactly as the publishers
 * go), ask an IP-echo service which address the platforms would see, and record it with the latency,
 * or why it failed.
 */
export class ProxyCheckService {
  private readonly now: () => Date;
  private readonly periodMs: number;

  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly credentials: AccountCredentials,
    private readonly options: ProxyCheckOptions,
  ) {
    this.now = options.clock ?? (() => new Date());
    this.periodMs = options.intervalHours * 3_600_000;
  }

  /** Whether proxies are checked on a schedule (PROXY_CHECK_INTERVAL_HOURS above 0). */
  get scheduled(): boolean {
    return this.periodMs > 0;
  }

  async check(user: SessionUser, id: number): Promise<ProxyCheck> {
    const row = await this.accounts.load(this.db, user, id);
    await this.checkAndRecord(row, 'manual');
    return (await storedProxyChecks(this.db, [id], ownerScope(user)))[0]!;
  }

  /** Every profile given that the user may reach (others are left out), a few at a time. */
  async checkMany(user: SessionUser, ids: readonly number[]): Promise<ProxyCheckBulkResponse> {
    const unique = [...new Set(ids)];
    const rows = await Promise.all(
      unique.map((id) =>
        this.accounts
          .load(this.db, user, id)
          .catch((error: unknown) => (error instanceof HttpError && error.statusCode === 404 ? null : Promise.reject(error))),
      ),
    );
    const reachable = rows.filter((row): row is AccountRow => row !== null);
    await mapBounded(reachable, PROXY_CHECK_CONCURRENCY, (row) => this.checkAndRecord(row, 'manual'));
    return {
      data: await storedProxyChecks(
        this.db,
        reachable.map((row) => row.id),
        ownerScope(user),
      ),
    };
  }

  /**
   * One sweep of the schedule: the profiles due now (at most PROXY_SWEEP_BATCH, claimed by this
   * process alone), checked PROXY_CHECK_CONCURRENCY at a time. Returns how many were checked.
   */
  async checkDue(): Promise<number> {
    if (!this.scheduled) return 0;
    const now = this.now();
    const due = await this.accounts.claimDueProxyChecks(now, new Date(now.getTime() + PROXY_CHECK_LEASE_MS), PROXY_SWEEP_BATCH);
    await mapBounded(due, PROXY_CHECK_CONCURRENCY, (row) => this.checkAndRecord(row, 'scheduled'));
    return due.length;
  }

  /** Probes the proxy and records what it found; the schedule's next check of the profile moves a period on from now. */
  private async checkAndRecord(row: AccountRow, kind: ProxyCheckKind): Promise<void> {
    const outcome = await this.probe(row);
    const at = this.now();
    await this.accounts.recordProxyCheck(row, outcome, { kind, at, nextAt: nextProxyCheckAt(row.id, at, this.periodMs) });
  }

  private async probe(row: AccountRow): Promise<ProxyCheckOutcome> {
    const started = performance.now();
    try {
      const proxy = this.credentials.proxy(row);
      const answer = await requestThroughProxy(
        proxy,
        this.options.checkUrl,
        {
          method: 'GET',
          headers: { accept: 'application/json, text/plain' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? PROXY_CHECK_TIMEOUT_MS),
        },
        this.options.guard,
      );
      const latencyMs = Math.max(1, Math.round(performance.now() - started));
      if (answer.status < 200 || answer.status > 299)
        return { ok: false, exitIp: null, latencyMs: null, error: `${messages.proxyCheckHttpError} (${answer.status})` };
      const exitIp = exitAddressOf(answer.body);
      if (!exitIp) return { ok: false, exitIp: null, latencyMs: null, error: messages.proxyCheckBadAnswer };
      return { ok: true, exitIp, latencyMs, error: null };
    } catch (error) {
      return { ok: false, exitIp: null, latencyMs: null, error: proxyFailureText(error) };
    }
  }
}
