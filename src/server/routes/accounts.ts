import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import {
  AccountCreateRequestSchema,
  AccountDetailSchema,
  AccountLabelsSchema,
  AccountListQuerySchema,
  AccountOptionsSchema,
  AccountPageSchema,
  AccountRequestSchema,
  AccountSearchQuerySchema,
  ChannelDescriptionRequestSchema,
  InstagramCodeSchema,
  InstagramProfileRequestSchema,
} from '@shared/schemas/accounts';
import { TikTokCreatorSchema } from '@shared/schemas/publication-options';
import { IdParamsSchema, PageQuerySchema } from '@shared/schemas/common';
import { VideoPageSchema } from '@shared/schemas/videos';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { AccountService } from '@server/services/accounts/account-service';
import type { ProfileLabelService } from '@server/services/accounts/label-service';
import type { ProfileActionsService } from '@server/services/accounts/profile-actions-service';
import type { TikTokCreatorService } from '@server/services/accounts/tiktok-creator-service';
import { endpoint } from '../http/endpoint';

const tag = 'accounts';

interface Options {
  accounts: AccountService;
  labels: ProfileLabelService;
  profileActions: ProfileActionsService;
  tiktokCreator: TikTokCreatorService;
}

/**
 * An action on the profile's platform account (`:id`), answered with the profile's page: 409 while
 * the platform is off for the profile, 502 when the platform refuses or does not answer.
 */
const platformAction = <TBody extends v.GenericSchema | undefined = undefined>(operationId: string, summary: string, body?: TBody) =>
  endpoint({ operationId, tag, summary, params: IdParamsSchema, body, success: [200, AccountDetailSchema], errors: [409, 502] });

/** Profiles: a user reaches their own, an admin all; another's answers 404. */
export async function accountRoutes(app: FastifyInstance, { accounts, labels, profileActions, tiktokCreator }: Options) {
  const api = typed(app);
  // A create form sends its Idempotency-Key: a double click or a retry after a lost answer creates one.
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.accounts.list,
    endpoint({
      operationId: 'listProfiles',
      tag,
      summary: 'Profiles (own; all for admin)',
      description:
        '`q` finds profiles by id, comment, proxy or owner login (substring, case ignored); `label` (repeated for several) ' +
        'keeps the profiles carrying any of those labels (case ignored).',
      querystring: AccountListQuerySchema,
      success: [200, AccountPageSchema],
    }),
    async (request) => accounts.list(currentUser(request), request.query.page, request.query.q, request.query.label),
  );

  api.get(
    apiPaths.accounts.labels,
    endpoint({
      operationId: 'listProfileLabels',
      tag,
      summary: 'The labels on the profiles the user sees (own; all for admin), each with how many of those profiles carry it',
      success: [200, AccountLabelsSchema],
    }),
    async (request) => labels.list(currentUser(request)),
  );

  api.get(
    apiPaths.accounts.search,
    endpoint({
      operationId: 'listGroupProfileOptions',
      tag,
      summary: "Profile options for a group form: free profiles of the group owner plus this group's (groupId 0: a new group)",
      querystring: AccountSearchQuerySchema,
      success: [200, AccountOptionsSchema],
      errors: [404],
    }),
    async (request) => accounts.options(currentUser(request), request.query.groupId),
  );

  api.get(
    apiPaths.accounts.detail(':id'),
    endpoint({
      operationId: 'getProfile',
      tag,
      summary: 'A profile (secrets only as has* flags) with its first page of videos',
      params: IdParamsSchema,
      success: [200, AccountDetailSchema],
    }),
    async (request) => accounts.detail(currentUser(request), request.params.id),
  );

  api.get(
    apiPaths.accounts.videos(':id'),
    endpoint({
      operationId: 'listProfileVideos',
      tag,
      summary: "A page of the profile's published videos",
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      success: [200, VideoPageSchema],
    }),
    async (request) => accounts.videos(currentUser(request), request.params.id, request.query.page),
  );

  api.post(
    apiPaths.accounts.list,
    endpoint({
      operationId: 'createProfile',
      tag,
      summary: 'Create a profile',
      body: AccountCreateRequestSchema,
      success: [201, AccountDetailSchema],
      errors: [404],
    }),
    async (request, reply) => reply.status(201).send(await accounts.create(currentUser(request), request.body)),
  );

  api.patch(
    apiPaths.accounts.detail(':id'),
    endpoint({
      operationId: 'updateProfile',
      tag,
      summary: 'Update a profile; omitted fields and empty secrets keep their stored value',
      params: IdParamsSchema,
      body: AccountRequestSchema,
      success: [200, AccountDetailSchema],
    }),
    async (request) => accounts.update(currentUser(request), request.params.id, request.body),
  );

  api.patch(
    apiPaths.accounts.updateChannel(':id'),
    platformAction(
      'updateYouTubeChannelDescription',
      'Set the YouTube channel description on YouTube (channels.update through the profile proxy), then store it; 502 when YouTube refuses',
      ChannelDescriptionRequestSchema,
    ),
    async (request) => profileActions.updateChannel(currentUser(request), request.params.id, request.body),
  );

  api.patch(
    apiPaths.accounts.updateInstagramProfile(':id'),
    platformAction(
      'updateInstagramProfile',
      'Set the Instagram profile name and/or biography on Instagram (through the profile proxy), then store them; 502 when Instagram refuses',
      InstagramProfileRequestSchema,
    ),
    async (request) => profileActions.updateInstagramProfile(currentUser(request), request.params.id, request.body),
  );

  api.post(
    apiPaths.accounts.instagramVerify(':id'),
    platformAction(
      'verifyInstagramLogin',
      'Send the code of an Instagram login confirmation (two-factor or challenge) through the profile proxy; clears the checkpoint',
      InstagramCodeSchema,
    ),
    async (request) => profileActions.verifyInstagramCode(currentUser(request), request.params.id, request.body.code),
  );

  api.post(
    apiPaths.accounts.instagramConfirm(':id'),
    platformAction(
      'confirmInstagramLogin',
      "'Я підтвердив вхід': the owner approved the login in the Instagram app; log in again and clear the checkpoint",
    ),
    async (request) => profileActions.confirmInstagramLogin(currentUser(request), request.params.id),
  );

  api.get(
    apiPaths.accountTikTokCreator(':id'),
    endpoint({
      operationId: 'getTikTokCreatorInfo',
      tag,
      summary:
        "What TikTok lets the profile's creator choose now (creator_info through the profile proxy); 409 when TikTok is off, 502 when TikTok refuses",
      params: IdParamsSchema,
      success: [200, TikTokCreatorSchema],
      errors: [409, 502],
    }),
    async (request) => tiktokCreator.creator(currentUser(request), request.params.id),
  );

  api.delete(
    apiPaths.accounts.detail(':id'),
    endpoint({
      operationId: 'deleteProfile',
      tag,
      summary: 'Delete a profile with its publications',
      params: IdParamsSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await accounts.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
