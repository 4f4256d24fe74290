import { randomUUID } from 'node:crypto';
import type { Exclusive, LoginSessionStore, ProfileContext, ValueStore } from '../platform';
import type { ProxyGuardOptions } from '../proxy-guard';
import { type ProxiedResponse, requestThroughProxy } from '../proxied-fetch';
import { type InstagramDevice, profileDevice } from './device';
import { ConnectionLost, isNetworkFailure } from './errors';
import { type AppEnvironment, baseHeaders } from './headers';
import { type InstagramLoginState, parseLoginState, statePatch } from './login-state';

export interface InstagramOptions {
  /** `https://i.instagram.com` */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Pause between configure attempts while Instagram is still transcoding. */
  configureRetryMs?: number;
  configureAttempts?: number;
  /** How many times a cut video upload is resumed within one call before giving up to the job's retry. */
  resumeAttempts?: number;
  /** One login per profile at a time, across processes. */
  exclusive?: Exclusive;
}

/** The profile's Instagram access as the publishers get it (PublishingProfile.instagram). */
export interface InstagramAccess extends AppEnvironment {
  login: string;
  password: string;
  session: LoginSessionStore;
  device: ValueStore;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as `signed_body=SIGNATURE.{json}` (instagrapi generate_signature). */
  form?: Record<string, unknown>;
  body?: Buffer;
  timeoutMs?: number;
}

const BASE_TIMEOUT_MS = 120_000;

/**
 * One profile's conversation with the private API: its own device, its locale and timezone, and the
 * login state Instagram keeps setting (read fresh before every call, each answer's changes saved at
 * once, so parallel jobs of a profile and later runs send back what Instagram set last).
 */
export class InstagramConnection {
  /** One app session (X-Pigeon-Session-Id) per conversation, as the app opens one per launch. */
  private readonly pigeonSessionId = `UFS-${randomUUID()}-1`;
  state: InstagramLoginState;

  private constructor(
    readonly options: InstagramOptions,
    readonly profile: ProfileContext,
    readonly access: InstagramAccess,
    readonly device: InstagramDevice,
    state: InstagramLoginState,
  ) {
    this.state = state;
  }

  static async open(options: InstagramOptions, profile: ProfileContext, access: InstagramAccess): Promise<InstagramConnection> {
    const device = await profileDevice(access.device);
    const connection = new InstagramConnection(options, profile, access, device, parseLoginState(null));
    await connection.refresh();
    return connection;
  }

  /** The latest stored state (another job of the profile may have changed it). */
  async refresh(): Promise<InstagramLoginState> {
    this.state = parseLoginState(await this.access.session.load());
    return this.state;
  }

  /** Applies `patch` to the latest stored state and saves it. */
  async update(patch: Partial<InstagramLoginState>): Promise<InstagramLoginState> {
    const latest = parseLoginState(await this.access.session.load());
    this.state = { ...latest, ...patch, version: 2 };
    await this.access.session.save(JSON.stringify(this.state));
    return this.state;
  }

  /** One call with the headers the app sends; what the answer sets is kept. A broken connection is ConnectionLost. */
  async send(call: Call, what: string): Promise<ProxiedResponse> {
    const state = await this.refresh();
    const headers: Record<string, string> = { ...baseHeaders(this.device, this.access, state, this.pigeonSessionId), ...call.headers };
    let body: string | Buffer | undefined = call.body;
    if (call.form) {
      body = new URLSearchParams({ signed_body: `SIGNATURE.${JSON.stringify(call.form)}` }).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    }
    let response: ProxiedResponse;
    try {
      response = await requestThroughProxy(
        this.profile.proxy,
        `${this.options.apiBase}${call.path}`,
        { method: call.method, headers, body, signal: AbortSignal.timeout(call.timeoutMs ?? BASE_TIMEOUT_MS) },
        this.options.guard,
      );
    } catch (error) {
      if (isNetworkFailure(error)) throw new ConnectionLost(what, error);
      throw error;
    }
    const patch = statePatch(response.headers);
    if (Object.keys(patch).length > 0) await this.update(patch);
    return response;
  }
}
