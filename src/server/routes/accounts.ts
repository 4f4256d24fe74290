import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import {
  AccountDetailSchema,
  AccountOptionsSchema,
  AccountPageSchema,
  type AccountRequest,
  AccountRequestSchema,
  type AccountSearchQuery,
  AccountSearchQuerySchema,
  type ChannelDescriptionRequest,
  ChannelDescriptionRequestSchema,
  ConnectYouTubeResponseSchema,
  InstagramCodeSchema,
  type InstagramProfileRequest,
  InstagramProfileRequestSchema,
} from '@shared/schemas/accounts';
import { TikTokCreatorSchema } from '@shared/schemas/publication-options';
import { ErrorResponseSchema, type IdParams, IdParamsSchema, type PageQuery, PageQuerySchema } from '@shared/schemas/common';
import { VideoPageSchema } from '@shared/schemas/videos';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import type { AccountService } from '../services/account-service';
import type { ProfileActionsService } from '../services/profile-actions-service';
import type { TikTokConnectService } from '../services/tiktok-connect-service';
import type { TikTokCreatorService } from '../services/tiktok-creator-service';
import type { YouTubeConnectService } from '../services/youtube-connect-service';
import { resultPage } from './result-page';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const doc = (summary: string) => ({ tags: ['accounts'], summary, security: [{ bearer: [] }] });

const CallbackQuerySchema = v.object({
  code: v.optional(v.string()),
  state: v.optional(v.string()),
  error: v.optional(v.string()),
});

interface Options {
  accounts: AccountService;
  youtube: YouTubeConnectService;
  profileActions: ProfileActionsService;
  tiktok: TikTokConnectService;
  tiktokCreator: TikTokCreatorService;
}

/** Profiles (SPEC §7 "Profiles"): a user reaches their own, an admin all; another's answers 404. */
export async function accountRoutes(app: FastifyInstance, { accounts, youtube, profileActions, tiktok, tiktokCreator }: Options) {
  // Google sends the operator's browser here without our token: the signed `state` authorises it.
  app.get<{ Querystring: v.InferOutput<typeof CallbackQuerySchema> }>(
    apiPaths.accounts.youtubeCallback,
    { schema: { tags: ['accounts'], summary: 'OAuth redirect target for "Connect YouTube" (HTML page)', querystring: CallbackQuerySchema } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      try {
        if (error || !code) throw new HttpError(400, messages.oauthDenied);
        if (!state) throw new HttpError(400, messages.oauthStateInvalid);
        const accountId = await youtube.complete(code, state);
        return reply.type('text/html; charset=utf-8').send(resultPage(messages.youtubeConnected, `/accounts/${accountId}`, true));
      } catch (caught) {
        const status = caught instanceof HttpError ? caught.statusCode : 500;
        if (!(caught instanceof HttpError)) request.log.error({ err: caught }, 'YouTube OAuth callback failed');
        const text = caught instanceof HttpError ? [caught.messages].flat().join(' ') : messages.internalError;
        return reply.status(status).type('text/html; charset=utf-8').send(resultPage(text, '/accounts/list', false));
      }
    },
  );

  // TikTok sends the operator's browser back here the same way ('Підключити TikTok').
  app.get<{ Querystring: v.InferOutput<typeof CallbackQuerySchema> }>(
    apiPaths.accounts.tiktokCallback,
    { schema: { tags: ['accounts'], summary: 'OAuth redirect target for "Connect TikTok" (HTML page)', querystring: CallbackQuerySchema } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      try {
        if (error || !code) throw new HttpError(400, messages.tiktokDenied);
        if (!state) throw new HttpError(400, messages.oauthStateInvalid);
        const accountId = await tiktok.complete(code, state, request.log);
        return reply.type('text/html; charset=utf-8').send(resultPage(messages.tiktokConnected, `/accounts/${accountId}`, true));
      } catch (caught) {
        const status = caught instanceof HttpError ? caught.statusCode : 500;
        if (!(caught instanceof HttpError)) request.log.error({ err: caught }, 'TikTok OAuth callback failed');
        const text = caught instanceof HttpError ? [caught.messages].flat().join(' ') : messages.internalError;
        return reply.status(status).type('text/html; charset=utf-8').send(resultPage(text, '/accounts/list', false));
      }
    },
  );

  app.register(async (authed) => {
    authed.addHook('preHandler', app.authenticate);

    authed.get<{ Querystring: PageQuery }>(
      apiPaths.accounts.list,
      { schema: { ...doc('Profiles (own; all for admin)'), querystring: PageQuerySchema, response: { 200: AccountPageSchema, ...errors } } },
      async (request) => accounts.list(currentUser(request), request.query.page),
    );

    authed.get<{ Querystring: AccountSearchQuery }>(
      apiPaths.accounts.search,
      {
        schema: {
          ...doc('Profile options for a group form: free profiles of the group owner plus this group\'s (groupId 0: a new group)'),
          querystring: AccountSearchQuerySchema,
          response: { 200: AccountOptionsSchema, ...errors },
        },
      },
      async (request) => accounts.options(currentUser(request), request.query.groupId),
    );

    authed.get<{ Params: IdParams }>(
      apiPaths.accounts.detail(':id'),
      { schema: { ...doc('A profile (secrets only as has* flags) with its first page of videos'), params: IdParamsSchema, response: { 200: AccountDetailSchema, ...errors } } },
      async (request) => accounts.detail(currentUser(request), request.params.id),
    );

    authed.get<{ Params: IdParams; Querystring: PageQuery }>(
      apiPaths.accounts.videos(':id'),
      { schema: { ...doc("A page of the profile's published videos"), params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: VideoPageSchema, ...errors } } },
      async (request) => accounts.videos(currentUser(request), request.params.id, request.query.page),
    );

    authed.post<{ Body: AccountRequest }>(
      apiPaths.accounts.list,
      { schema: { ...doc('Create a profile'), body: AccountRequestSchema, response: { 201: AccountDetailSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await accounts.create(currentUser(request), request.body)),
    );

    authed.patch<{ Params: IdParams; Body: AccountRequest }>(
      apiPaths.accounts.detail(':id'),
      {
        schema: {
          ...doc('Update a profile; omitted fields and empty secrets keep their stored value'),
          params: IdParamsSchema,
          body: AccountRequestSchema,
          response: { 200: AccountDetailSchema, ...errors },
        },
      },
      async (request) => accounts.update(currentUser(request), request.params.id, request.body),
    );

    authed.patch<{ Params: IdParams; Body: ChannelDescriptionRequest }>(
      apiPaths.accounts.updateChannel(':id'),
      {
        schema: {
          ...doc('Set the YouTube channel description on YouTube (channels.update through the profile proxy), then store it; 502 when YouTube refuses'),
          params: IdParamsSchema,
          body: ChannelDescriptionRequestSchema,
          response: { 200: AccountDetailSchema, 409: ErrorResponseSchema, 502: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => profileActions.updateChannel(currentUser(request), request.params.id, request.body),
    );

    authed.patch<{ Params: IdParams; Body: InstagramProfileRequest }>(
      apiPaths.accounts.updateInstagramProfile(':id'),
      {
        schema: {
          ...doc('Set the Instagram profile name and/or biography on Instagram (through the profile proxy), then store them; 502 when Instagram refuses'),
          params: IdParamsSchema,
          body: InstagramProfileRequestSchema,
          response: { 200: AccountDetailSchema, 409: ErrorResponseSchema, 502: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => profileActions.updateInstagramProfile(currentUser(request), request.params.id, request.body),
    );

    authed.post<{ Params: IdParams; Body: v.InferOutput<typeof InstagramCodeSchema> }>(
      apiPaths.accounts.instagramVerify(':id'),
      {
        schema: {
          ...doc('Send the code of an Instagram login confirmation (two-factor or challenge) through the profile proxy; clears the checkpoint'),
          params: IdParamsSchema,
          body: InstagramCodeSchema,
          response: { 200: AccountDetailSchema, 409: ErrorResponseSchema, 502: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => profileActions.verifyInstagramCode(currentUser(request), request.params.id, request.body.code),
    );

    authed.post<{ Params: IdParams }>(
      apiPaths.accounts.instagramConfirm(':id'),
      {
        schema: {
          ...doc("'Я підтвердив вхід': the owner approved the login in the Instagram app; log in again and clear the checkpoint"),
          params: IdParamsSchema,
          response: { 200: AccountDetailSchema, 409: ErrorResponseSchema, 502: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => profileActions.confirmInstagramLogin(currentUser(request), request.params.id),
    );

    authed.post<{ Params: IdParams }>(
      apiPaths.accounts.connectYouTube(':id'),
      {
        schema: {
          ...doc("Google OAuth consent URL for the profile's YouTube client (state bound to profile and user)"),
          params: IdParamsSchema,
          response: { 200: ConnectYouTubeResponseSchema, 409: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => youtube.consentLink(currentUser(request), request.params.id),
    );

    authed.post<{ Params: IdParams }>(
      apiPaths.accounts.connectTikTok(':id'),
      {
        schema: {
          ...doc("TikTok authorization URL for the profile's TikTok app (client_key from the access JSON; state bound to profile and user)"),
          params: IdParamsSchema,
          response: { 200: ConnectYouTubeResponseSchema, 409: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => tiktok.authorizationLink(currentUser(request), request.params.id),
    );

    authed.get<{ Params: IdParams }>(
      apiPaths.accountTikTokCreator(':id'),
      {
        schema: {
          ...doc("What TikTok lets the profile's creator choose now (creator_info through the profile proxy); 409 when TikTok is off, 502 when TikTok refuses"),
          params: IdParamsSchema,
          response: { 200: TikTokCreatorSchema, 409: ErrorResponseSchema, 502: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => tiktokCreator.creator(currentUser(request), request.params.id),
    );

    authed.delete<{ Params: IdParams }>(
      apiPaths.accounts.detail(':id'),
      { schema: { ...doc('Delete a profile with its publications'), params: IdParamsSchema, response: errors } },
      async (request, reply) => {
        await accounts.remove(currentUser(request), request.params.id);
        return reply.status(204).send();
      },
    );
  });
}
