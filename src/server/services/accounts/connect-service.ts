import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { ConnectInvitation, ConnectInvitationCreated, ConnectPlatform } from '@shared/schemas/connect';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { AccountRow } from './account-repository';
import type { AccountRepository } from './account-repository';
import type { AccountCredentials } from './account-credentials';
import type { ConnectBatchRepository } from './connect-batch-repository';
import { ConnectBatchService } from './connect-batch-service';
import type { ConnectInvitationRepository, InvitationRow } from './connect-invitation-repository';
import { ConnectInvitations, toInvitation } from './connect-invitations';
import type { ConnectLog, ConnectProvider } from './connect-provider';
import type { ConnectStateRepository } from './connect-state-repository';
import { ConnectStates, type CookieToSet, flowCookieName, randomToken, sha256Hex } from './connect-states';

/** The cookie that keeps an opened invitation to the browser that opened it (scoped to the invitation's own path). */
export const INVITATION_COOKIE = 'connect_invitation';

export interface ConnectServiceOptions {
  publicUrl: string;
  now?: () => Date;
}

/** The platform's consent page for a browser, and the cookies that bind it there. */
export interface Authorization {
  url: string;
  cookies: CookieToSet[];
}

/** What the callback page says. `backHref` is null for an invitee, who has no profile page to go back to. */
export interface CallbackOutcome {
  status: number;
  message: string;
  ok: boolean;
  backHref: string | null;
  /** The consent's cookie, now spent (the route clears it). */
  spentCookie: { name: string; path: string } | null;
}

/** Where the consents' states and the invitations are stored. */
export interface ConnectRepositories {
  states: ConnectStateRepository;
  invitations: ConnectInvitationRepository;
  batches: ConnectBatchRepository;
}

export interface InvitationPage {
  platform: ConnectPlatform;
  expiresAt: Date;
}

/**
 * 'Підключити YouTube/TikTok' for every way a consent starts and ends:
 * - in the operator's own browser (`authorizeHere`): a one-time state bound to that browser's cookie;
 * - through an invitation (`invite`, then `openInvitation`/`startInvitation` in the owner's browser):
 *   the link starts a fresh state bound to the browser that opens it;
 * - the callback (`complete`): takes the state once, from its browser, and changes only the profile
 *   and platform it was issued for, and only while the profile still expects it.
 */
export class ConnectService {
  readonly states: ConnectStates;
  readonly invitations: ConnectInvitations;
  /** Invitations for many profiles at once (the connect page). */
  readonly batches: ConnectBatchService;
  private readonly now: () => Date;
  private readonly stateRows: ConnectStateRepository;

  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    credentials: AccountCredentials,
    rows: ConnectRepositories,
    private readonly providers: Readonly<Record<ConnectPlatform, ConnectProvider>>,
    private readonly options: ConnectServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.stateRows = rows.states;
    this.states = new ConnectStates(rows.states, credentials, this.now);
    this.invitations = new ConnectInvitations(rows.invitations, this.now);
    this.batches = new ConnectBatchService(db, accounts, rows.batches, providers, (token) => this.invitationUrl(token), this.now);
  }

  invitationUrl(token: string): string {
    return `${this.options.publicUrl}${apiPaths.connectInvitation(token)}`;
  }

  /** The profile (owner or admin), ready for this platform's consent; 409 otherwise. */
  private async readyProfile(user: SessionUser, accountId: number, platform: ConnectPlatform): Promise<AccountRow> {
    const row = await this.accounts.load(this.db, user, accountId);
    const provider = this.providers[platform];
    if (!provider.ready(row)) throw new HttpError(409, provider.messages.notEnabled);
    return row;
  }

  private async authorization(row: AccountRow, platform: ConnectPlatform, invitationId: number | null): Promise<Authorization> {
    const provider = this.providers[platform];
    const issued = await this.db.transaction(async (tx) => {
      // A new consent of an invitation replaces the one its browser started before.
      if (invitationId !== null) await this.stateRows.deleteUnusedOfInvitation(tx, invitationId);
      return this.states.issue(tx, {
        platform,
        accountId: row.id,
        ownerId: row.user_id,
        invitationId,
        pkce: provider.pkce,
        callbackPath: provider.callbackPath,
      });
    });
    return { url: provider.authorizationUrl(row, issued.state, issued.codeChallenge), cookies: [issued.cookie] };
  }

  /** The consent for the operator's own browser (the answer's cookie binds the state to it). */
  async authorizeHere(user: SessionUser, accountId: number, platform: ConnectPlatform): Promise<Authorization> {
    const row = await this.readyProfile(user, accountId, platform);
    return this.authorization(row, platform, null);
  }

  /** A new single-use invitation for the profile's platform; its link is in this answer only. */
  async invite(user: SessionUser, accountId: number, platform: ConnectPlatform): Promise<ConnectInvitationCreated> {
    const row = await this.readyProfile(user, accountId, platform);
    const { token, row: invitation } = await this.db.transaction((tx) =>
      this.invitations.create(tx, { accountId: row.id, platform, createdBy: user.id }),
    );
    return { url: this.invitationUrl(token), invitation: toInvitation(invitation, this.now()) };
  }

  async listInvitations(user: SessionUser, accountId: number): Promise<{ data: ConnectInvitation[] }> {
    await this.accounts.load(this.db, user, accountId);
    const now = this.now();
    return { data: (await this.invitations.list(this.db, accountId)).map((row) => toInvitation(row, now)) };
  }

  async revokeInvitation(user: SessionUser, accountId: number, invitationId: number): Promise<ConnectInvitation> {
    await this.accounts.load(this.db, user, accountId);
    return toInvitation(await this.invitations.revoke(this.db, accountId, invitationId), this.now());
  }

  /** The invitation page's facts; nothing is marked (link previews fetch it too). Throws 410 with why it cannot be used. */
  async openInvitation(token: string, browserSecret: string | undefined): Promise<InvitationPage> {
    const invitation = await this.invitations.byToken(this.db, token);
    this.refuseUnusable(invitation, browserSecret);
    return { platform: invitation!.platform, expiresAt: invitation!.expires_at };
  }

  private refuseUnusable(invitation: InvitationRow | null, browserSecret: string | undefined): void {
    const refusal = this.invitations.refusal(invitation, browserSecret ? sha256Hex(browserSecret) : null);
    if (refusal) throw new HttpError(invitation ? 410 : 404, refusal);
  }

  /**
   * The owner pressed 'continue' on the invitation page: the first browser to do so keeps the
   * invitation (its cookie), and gets the platform's consent with a fresh state bound to it.
   */
  async startInvitation(token: string, browserSecret: string | undefined): Promise<Authorization & { platform: ConnectPlatform }> {
    const invitation = await this.invitations.byToken(this.db, token);
    this.refuseUnusable(invitation, browserSecret);
    const row = await this.accounts.loadForJob(invitation!.account_id);
    const provider = this.providers[invitation!.platform];
    if (!row || !provider.ready(row)) throw new HttpError(409, messages.connectNotExpected);
    const secret = browserSecret ?? randomToken();
    if (!(await this.invitations.open(this.db, invitation!.id, sha256Hex(secret))))
      throw new HttpError(410, messages.invitationOpenedElsewhere);
    const authorization = await this.authorization(row, invitation!.platform, invitation!.id);
    const maxAgeSeconds = Math.max(1, Math.ceil((invitation!.expires_at.getTime() - this.now().getTime()) / 1000));
    return {
      platform: invitation!.platform,
      url: authorization.url,
      cookies: [
        ...authorization.cookies,
        { name: INVITATION_COOKIE, value: secret, path: apiPaths.connectInvitation(token), maxAgeSeconds },
      ],
    };
  }

  /**
   * The platform sent the browser back. The state is taken first (once, from its own browser): a
   * replay, another browser or an expired state is refused before anything else is read. Then the
   * profile must still expect this connection (still there, same owner, platform still on and set
   * up); only then is the code traded, and only this profile's platform is written.
   */
  async complete(
    platform: ConnectPlatform,
    query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    cookies: Readonly<Record<string, string | undefined>>,
    log: ConnectLog,
  ): Promise<CallbackOutcome> {
    const provider = this.providers[platform];
    const fail = (
      status: number,
      message: string,
      backHref: string | null = null,
      spentCookie: CallbackOutcome['spentCookie'] = null,
    ): CallbackOutcome => ({
      status,
      message,
      ok: false,
      backHref,
      spentCookie,
    });
    if (!query.state) return fail(400, query.error ? provider.messages.denied : messages.oauthStateInvalid);
    let pending;
    try {
      pending = await this.states.take(this.db, platform, query.state, cookies);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The owner's "no" needs no state to be shown; it changes nothing either way.
      return fail(error.statusCode, query.error ? provider.messages.denied : [error.messages].flat().join(' '));
    }
    const spent = { name: flowCookieName(query.state), path: provider.callbackPath };
    const backHref = pending.invitationId === null ? `/accounts/${pending.accountId}` : null;
    const finish = async (outcome: 'connected' | 'refused') => {
      if (pending.invitationId !== null) await this.invitations.finish(this.db, pending.invitationId, outcome);
    };

    if (pending.invitationId !== null && (await this.invitations.isRevoked(this.db, pending.invitationId))) {
      return fail(409, messages.invitationRevoked, null, spent);
    }
    if (query.error || !query.code) {
      await finish('refused');
      return fail(400, provider.messages.denied, backHref, spent);
    }
    const row = await this.accounts.loadForJob(pending.accountId);
    if (!row || row.user_id !== pending.ownerId || !provider.ready(row)) {
      await finish('refused');
      return fail(409, messages.connectNotExpected, row ? backHref : null, spent);
    }
    try {
      const { problem } = await provider.complete(row, query.code, pending.codeVerifier, log);
      await finish('connected');
      return problem
        ? { status: 200, message: problem, ok: false, backHref, spentCookie: spent }
        : { status: 200, message: provider.messages.connected, ok: true, backHref, spentCookie: spent };
    } catch (error) {
      await finish('refused');
      if (!(error instanceof HttpError)) throw error;
      return fail(error.statusCode, [error.messages].flat().join(' '), backHref, spent);
    }
  }
}
