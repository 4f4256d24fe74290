import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema, ListQuerySchema } from '@shared/schemas/common';
import { IdUploadParamsSchema } from '@shared/schemas/creation';
import {
  PublicationRequestSchema,
  PublicationUpdateSchema,
  PublishedItemSchema,
  ProfileTextValuesListSchema,
  PublishedRowSchema,
  RetryRequestSchema,
  VideoUploadPageSchema,
} from '@shared/schemas/publications';
import { PublishReadinessQuerySchema, PublishReadinessSchema } from '@shared/schemas/publish-readiness';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { PublicationService } from '@server/services/publishing/publication-service';
import { endpoint } from '../http/endpoint';

/** The same call under the older video API's path (kept for older callers): its own tag and operationId. */
const variants = [
  { older: false, tag: 'publishing', suffix: '' },
  { older: true, tag: 'older video API', suffix: 'Older' },
] as const;
const olderNote = (summary: string, older: boolean) => (older ? `${summary} (older path of the same call)` : summary);

/**
 * Publishing, under its own paths and under the older video API's: both sets of paths call the same
 * service. Publications belong to the creation request's author.
 */
export async function publicationRoutes(app: FastifyInstance, { publications }: { publications: PublicationService }) {
  const api = typed(app);
  // Before the body is read: a repeat of a key still running is refused without receiving its upload.
  app.addHook('onRequest', app.idempotent);

  for (const { older, tag, suffix } of variants) {
    api.get(
      older ? apiPaths.uploadVideo.list : apiPaths.publications.list,
      endpoint({
        operationId: `listPublications${suffix}`,
        tag,
        summary: olderNote("The 'YouTube' list: publications newest first with their status and done/failed counts", older),
        description: '`q` finds publications by id, title or idUpload (substring, case ignored).',
        querystring: ListQuerySchema,
        success: [200, VideoUploadPageSchema],
      }),
      async (request) => publications.list(currentUser(request), request.query.page, request.query.q),
    );

    api.post(
      older ? apiPaths.uploadVideo.item(':id') : apiPaths.publications.create(':id'),
      endpoint({
        operationId: `createPublication${suffix}`,
        tag,
        summary: olderNote('Publish a finished creation request', older),
        description:
          'Video k goes to profile k, each on every chosen platform active for that profile; `date` is a ' +
          'datetime-local read as Kyiv time (future) or empty for now. Refused (422) when a profile has no chosen platform ' +
          'switched on, or when a chosen platform of a profile is unready (see the readiness read) and `skip` does not list the ' +
          'pair; listed pairs get no row, and a video whose every pair is skipped stays unsent. 409 for videos already sent. ' +
          "A later batch of the request saves the item's title, " +
          'description, tags and options: its rows not yet sent take them too, rows sent keep theirs. Honours `Idempotency-Key`.',
        params: IdUploadParamsSchema,
        body: PublicationRequestSchema,
        success: [201, PublishedItemSchema],
        errors: [409, 422],
      }),
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await publications.create(currentUser(request), request.params.id, request.body, (tx, item) =>
              request.recordAnswer(tx, 201, item),
            ),
          ),
    );

    api.get(
      older ? apiPaths.uploadVideo.item(':id') : apiPaths.publications.detail(':id'),
      endpoint({
        operationId: `getPublication${suffix}`,
        tag,
        summary: olderNote('A publication by idUpload: its fields, the tag sets, and one row per video × platform', older),
        params: IdUploadParamsSchema,
        success: [200, PublishedItemSchema],
      }),
      async (request) => publications.detail(currentUser(request), request.params.id),
    );

    api.patch(
      older ? apiPaths.uploadVideo.item(':id') : apiPaths.publications.detail(':id'),
      endpoint({
        operationId: `updatePublication${suffix}`,
        tag,
        summary: olderNote('Edit title, description, tags and the platform flags of a publication', older),
        description:
          'Tags are a list or comma-separated. Title, description, tags and options reach the rows not yet sent to their ' +
          'platform (`atPlatform` false), sent rows keep what they went out with; a platform switched off stops its ' +
          "waiting and failed rows ('noactive'); switched on, it adds rows where the profile has it active.",
        params: IdUploadParamsSchema,
        body: PublicationUpdateSchema,
        success: [200, PublishedItemSchema],
        errors: [409, 422],
      }),
      async (request) =>
        publications.update(currentUser(request), request.params.id, request.body, (tx, item) => request.recordAnswer(tx, 200, item)),
    );
  }

  api.get(
    apiPaths.publications.readiness,
    endpoint({
      operationId: 'getPublishReadiness',
      tag: 'publishing',
      summary: "Whether each chosen profile can publish on each platform now, by the health board's rules",
      description:
        'One entry per profile and platform: `enabled` (switched on in the profile) and `unready`, the states that hold a post ' +
        'back (`reconnect`: not connected or flagged for a reconnect; `checkpoint`: an Instagram login to confirm; `proxy_down`: ' +
        "the proxy's last check failed; a pause by the platform's limit is not one: those rows wait for its end). Profiles the caller may not see are " +
        'left out. A publication refuses (422) an unready pair unless its body lists it in `skip`.',
      querystring: PublishReadinessQuerySchema,
      success: [200, PublishReadinessSchema],
    }),
    async (request) => publications.readiness(currentUser(request), request.query.accounts),
  );

  api.get(
    apiPaths.publications.textValues,
    endpoint({
      operationId: 'getProfileTextValues',
      tag: 'publishing',
      summary: "What each chosen profile fills a publication's text variables with",
      description:
        "`name` fills `{профіль}` (the profile's comment), `group` fills `{група}`, `links` fill `{посилання}` on each platform " +
        "(TikTok's page is not kept: null); null means the profile cannot fill it, and a publication using it for that profile " +
        'is refused (422). `platforms` are those switched on in the profile. Profiles the caller may not see are left out.',
      querystring: PublishReadinessQuerySchema,
      success: [200, ProfileTextValuesListSchema],
    }),
    async (request) => publications.textValues(currentUser(request), request.query.accounts),
  );

  api.post(
    apiPaths.publications.retry(':id'),
    endpoint({
      operationId: 'retryPublicationRow',
      tag: 'publishing',
      summary: "Publish one row (status 'error' or a stuck 'loading') again; it resumes its upload or finds the post already made",
      params: IdParamsSchema,
      success: [200, PublishedRowSchema],
      errors: [409, 422],
    }),
    async (request) => publications.retry(currentUser(request), request.params.id, null, (tx, row) => request.recordAnswer(tx, 200, row)),
  );

  api.post(
    apiPaths.uploadVideo.retry,
    endpoint({
      operationId: 'retryPublicationRowOlder',
      tag: 'older video API',
      summary: 'Publish one row again: `videoId` is the row id, `youTubeId` (optional) the idUpload it must belong to',
      body: RetryRequestSchema,
      success: [200, PublishedRowSchema],
      errors: [404, 409, 422],
    }),
    async (request) =>
      publications.retry(currentUser(request), request.body.videoId, request.body.youTubeId, (tx, row) =>
        request.recordAnswer(tx, 200, row),
      ),
  );
}
