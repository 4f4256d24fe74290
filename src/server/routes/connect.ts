import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { ConnectYouTubeResponseSchema } from '@shared/schemas/accounts';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  AuthorizationLinkSchema,
  type ConnectPlatform,
  ConnectInvitationCreatedSchema,
  ConnectInvitationListSchema,
  ConnectInvitationSchema,
  ConnectPlatformParamsSchema,
  InvitationParamsSchema,
} from '@shared/schemas/connect';
import { HttpError } from '@server/http-error';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { ConnectService } from '@server/services/accounts/connect-service';
import type { CookieToSet } from '@server/services/accounts/connect-states';
import { INVITATION_COOKIE } from '@server/services/accounts/connect-service';
import { endpoint, htmlAnswer } from '../http/endpoint';
import { continuePage, invitationPage, resultPage } from '../http/result-page';

const tag = 'accounts';

const CallbackQuerySchema = v.object({
  code: v.optional(v.string()),
  state: v.optional(v.string()),
  error: v.optional(v.string()),
});

const InvitationTokenParamsSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });

interface Options {
  connect: ConnectService;
  publicUrl: string;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * Connecting YouTube and TikTok: the consent in the operator's own browser, invitations to connect
 * from another device (created, listed, revoked on the profile; opened on their own public page),
 * and the platforms' callbacks. Every consent's state is one-time and bound to its browser by an
 * HttpOnly, SameSite=Lax cookie scoped to the callback (Secure over HTTPS).
 */
export async function connectRoutes(app: FastifyInstance, { connect, publicUrl }: Options) {
  await app.register(cookie);
  // The invitation page's form sends no fields; its body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  const api = typed(app);

  const setCookies = (request: FastifyRequest, reply: FastifyReply, cookies: readonly CookieToSet[]) => {
    const secure = request.protocol === 'https' || publicUrl.startsWith('https:');
    for (const { name, value, path, maxAgeSeconds } of cookies) {
      void reply.setCookie(name, value, { path, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure });
    }
  };

  for (const platform of ['youtube', 'tiktok'] as const) {
    const name = platform === 'youtube' ? 'YouTube' : 'TikTok';
    api.get(
      platform === 'youtube' ? apiPaths.accounts.youtubeCallback : apiPaths.accounts.tiktokCallback,
      endpoint({
        operationId: `${platform}OAuthCallback`,
        tag,
        access: 'public',
        summary: `OAuth redirect target for "Connect ${name}" (an HTML page for the browser)`,
        description:
          'Authorised by its one-time `state` and the cookie that binds it to the browser that started the consent. ' +
          'A replayed, expired or foreign state, or a profile that no longer expects the connection, is refused with a page (400/409) and changes nothing.',
        querystring: CallbackQuerySchema,
        success: [200, htmlAnswer],
        errors: [409, 502],
      }),
      async (request, reply) => {
        try {
          const outcome = await connect.complete(platform, request.query, request.cookies, request.log);
          if (outcome.spentCookie) void reply.clearCookie(outcome.spentCookie.name, { path: outcome.spentCookie.path });
          return html(reply, outcome.status, resultPage(outcome.message, outcome.backHref, outcome.ok));
        } catch (caught) {
          request.log.error({ err: caught }, `${name} OAuth callback failed`);
          return html(reply, 500, resultPage(messages.internalError, null, false));
        }
      },
    );
  }

  const invite = (platform: ConnectPlatform) => async (request: FastifyRequest<{ Params: { id: number } }>) =>
    connect.invite(currentUser(request), request.params.id, platform);

  api.post(
    apiPaths.accounts.connectYouTube(':id'),
    endpoint({
      operationId: 'connectYouTube',
      tag,
      summary: "A single-use invitation to connect the profile's YouTube from another device; `url` is its link (copied to the clipboard)",
      description:
        "The link opens a page that starts Google's consent in the browser that opens it. 409 while YouTube is off or its client id/secret are missing.",
      params: IdParamsSchema,
      success: [200, v.object({ ...ConnectYouTubeResponseSchema.entries, ...ConnectInvitationCreatedSchema.entries })],
      errors: [409],
    }),
    invite('youtube'),
  );

  api.post(
    apiPaths.accounts.connectTikTok(':id'),
    endpoint({
      operationId: 'connectTikTok',
      tag,
      summary: "A single-use invitation to connect the profile's TikTok from another device; `url` is its link",
      description:
        "The link opens a page that starts TikTok's consent in the browser that opens it. 409 while TikTok is off or its access holds no client_key/client_secret.",
      params: IdParamsSchema,
      success: [200, ConnectInvitationCreatedSchema],
      errors: [409],
    }),
    invite('tiktok'),
  );

  api.post(
    apiPaths.accounts.authorize(':id', ':platform'),
    endpoint({
      operationId: 'authorizeHere',
      tag,
      summary: "The platform's consent page for this browser: the answer sets the cookie that binds the one-time state to it",
      params: ConnectPlatformParamsSchema,
      success: [200, AuthorizationLinkSchema],
      errors: [409],
    }),
    async (request, reply) => {
      const authorization = await connect.authorizeHere(currentUser(request), request.params.id, request.params.platform);
      setCookies(request, reply, authorization.cookies);
      return { url: authorization.url };
    },
  );

  api.get(
    apiPaths.accounts.connectInvitations(':id'),
    endpoint({
      operationId: 'listConnectInvitations',
      tag,
      summary: "The profile's invitations to connect YouTube or TikTok (newest first, the last 20), each with its state",
      params: IdParamsSchema,
      success: [200, ConnectInvitationListSchema],
    }),
    async (request) => connect.listInvitations(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.accounts.revokeConnectInvitation(':id', ':invitationId'),
    endpoint({
      operationId: 'revokeConnectInvitation',
      tag,
      summary: 'Revoke an invitation that is not used yet; 409 once it is used, revoked or expired',
      params: InvitationParamsSchema,
      success: [200, ConnectInvitationSchema],
      errors: [409],
    }),
    async (request) => connect.revokeInvitation(currentUser(request), request.params.id, request.params.invitationId),
  );

  const refusalPage = (reply: FastifyReply, caught: unknown) => {
    if (!(caught instanceof HttpError)) throw caught;
    return html(reply, caught.statusCode, resultPage([caught.messages].flat().join(' '), null, false));
  };

  api.get(
    apiPaths.connectInvitation(':token'),
    endpoint({
      operationId: 'connectInvitationPage',
      tag,
      access: 'public',
      summary: "An invitation's page (HTML): what it is for and a button that starts the consent in this browser",
      description:
        'Reading it marks nothing (link previews fetch it too). 404 for an unknown link, 410 for a used, revoked, expired or elsewhere-opened one.',
      params: InvitationTokenParamsSchema,
      success: [200, htmlAnswer],
      errors: [409, 410],
    }),
    async (request, reply) => {
      try {
        const found = await connect.openInvitation(request.params.token, request.cookies[INVITATION_COOKIE]);
        return html(reply, 200, invitationPage(found.platform, found.expiresAt, apiPaths.connectInvitation(request.params.token)));
      } catch (caught) {
        return refusalPage(reply, caught);
      }
    },
  );

  api.post(
    apiPaths.connectInvitation(':token'),
    endpoint({
      operationId: 'startConnectInvitation',
      tag,
      access: 'public',
      summary:
        "Start the invitation's consent in this browser: a page that goes on to the platform's consent at once, with the cookies that bind it here",
      description: 'The first browser to start it keeps the invitation; another is refused (410).',
      params: InvitationTokenParamsSchema,
      success: [200, htmlAnswer],
      errors: [409, 410],
    }),
    async (request, reply) => {
      try {
        const started = await connect.startInvitation(request.params.token, request.cookies[INVITATION_COOKIE]);
        setCookies(request, reply, started.cookies);
        return html(reply, 200, continuePage(started.platform, started.url));
      } catch (caught) {
        return refusalPage(reply, caught);
      }
    },
  );
}
